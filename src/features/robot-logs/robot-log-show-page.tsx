import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { RecordShowPage } from "../../crud/resource-show-page";
import { formatDay } from "../../crud/field-types/date-formats";
import { localDay } from "../../domain/calendar-day";
import { useAccess } from "../../access/use-access";
import { producedScreens, type ProducedScreen } from "./produced-screens";
import { sapUserExpiry } from "./sap-user-expiry";

const SHOWN_APART = ["sapUser"];

const today = () => localDay(new Date());

/** Who the robot signed in to SAP as (never the secret), and whether that user's password is about to expire. */
function SapUser({ record }: { record: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const user = typeof record.sapUser === "string" && record.sapUser ? record.sapUser : null;
  const expiresAt = typeof record.sapUserExpiresAt === "string" ? record.sapUserExpiresAt : null;
  const expiry = sapUserExpiry(expiresAt, today());
  const date = expiresAt ? formatDay(expiresAt.slice(0, 10), i18n.language) : "";
  return (
    <Card variant="outlined" component="section" aria-labelledby="robot-log-sap-user">
      <CardHeader id="robot-log-sap-user" title={t("robotLog.sapUser.title")} titleTypographyProps={{ component: "h2", variant: "h6" }} />
      <CardContent>
        <Typography>{user ?? t("robotLog.sapUser.unknown")}</Typography>
        {user && expiry.state === "expired" && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t("robotLog.sapUser.expired", { user, date, count: expiry.days })}
          </Alert>
        )}
        {user && expiry.state === "soon" && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t("robotLog.sapUser.expiresSoon", { user, date, count: expiry.days })}
          </Alert>
        )}
        {user && expiry.state === "ok" && (
          <Typography variant="body2" color="text.secondary">
            {t("robotLog.sapUser.expiresOn", { date })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** A screen the run fed: a link for a person who may open it, its name alone otherwise (SPEC §6). */
function ProducedScreenName({ screen }: { screen: ProducedScreen }) {
  const { t } = useTranslation();
  const canList = useAccess({ resource: screen.route, action: "list" }) === true;
  const name = `${t(screen.groupKey)} › ${t(screen.labelKey)}`;
  return canList ? (
    <Link component={RouterLink} to={`/${screen.route}`}>
      {name}
    </Link>
  ) : (
    <Typography variant="body2">{name}</Typography>
  );
}

/** The screens this run's data shows on, or why it produced none. */
function Produced({ record }: { record: Record<string, unknown> }) {
  const { t } = useTranslation();
  const screens = producedScreens(record);
  return (
    <Card variant="outlined" component="section" aria-labelledby="robot-log-produced">
      <CardHeader id="robot-log-produced" title={t("robotLog.produced.title")} titleTypographyProps={{ component: "h2", variant: "h6" }} />
      <CardContent>
        {screens.length === 0 ? (
          <Typography variant="body2">{t(record.type === "waiting" ? "robotLog.produced.waiting" : "robotLog.produced.none")}</Typography>
        ) : (
          <List dense disablePadding>
            {screens.map((screen) => (
              <ListItem key={screen.route} disableGutters>
                <ProducedScreenName screen={screen} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** A log entry whole (SPEC §3), the SAP user it ran as and what it produced (DESIGN §9.4). */
export default function RobotLogShowPage() {
  return (
    <RecordShowPage
      shownApart={SHOWN_APART}
      after={(record) =>
        record ? (
          <>
            <SapUser record={record} />
            <Produced record={record} />
          </>
        ) : null
      }
    />
  );
}
