import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { RobotProcessLog } from "../../api/contract";
import { formatDateTime } from "../field-types/date-formats";
import { RobotStatusText } from "./robot-status";

/**
 * When SAP data was last downloaded, by which robot (SAP transaction) and SAP user, with its status, linking
 * to that run's log entry (DESIGN §9.1). `logRoute` is the log's show route base, e.g. "/edb/robot-process-log".
 */
export function FreshnessStamp({
  run,
  sapUser,
  logRoute,
}: {
  run: RobotProcessLog | null;
  sapUser?: string;
  logRoute: string;
}) {
  const { t, i18n } = useTranslation();
  if (!run) return <RobotStatusText status={null} />;
  return (
    <Stack spacing={0.5} data-testid="freshness-stamp">
      <RobotStatusText status={run.type} />
      <Typography variant="body2" color="text.secondary">
        {t("operations.downloadedAt", {
          date: formatDateTime(run.date, i18n.language),
          robot: run.robotprocess,
          user: sapUser || "—",
        })}
      </Typography>
      <Link component={RouterLink} to={`${logRoute}/show/${run.id}`} variant="body2">
        {t("operations.viewLogEntry", { id: run.id })}
      </Link>
    </Stack>
  );
}
