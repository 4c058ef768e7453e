import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Grid from "@mui/material/Grid2";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../layout/retry-alert";
import { useErrorMessage } from "../../data/server-messages";
import { FreshnessStamp } from "../../crud/operations/freshness-stamp";
import { useSapSources } from "./use-sap-sources";
import type { PlanningScreenConfig } from "./screen-config";

/**
 * How fresh the SAP data behind a planning screen is (DESIGN §9.1): each source's last download, its robot,
 * SAP user and status, linking to the run's log entry.
 */
export function SapFreshness({ config }: { config: PlanningScreenConfig }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const sources = useSapSources(config);
  return (
    <Card component="section" aria-labelledby={`freshness-${config.module}`}>
      <CardHeader
        id={`freshness-${config.module}`}
        title={t("planning.sources.title")}
        subheader={t("planning.sources.freshnessSubtitle")}
        titleTypographyProps={{ component: "h2", variant: "h6" }}
      />
      <CardContent>
        {sources.isLoading && <LinearProgress aria-label={t("loading")} />}
        {sources.error ? (
          <RetryAlert onRetry={sources.refetch} busy={sources.isFetching}>
            {errorMessage(sources.error)}
          </RetryAlert>
        ) : null}
        <Grid container spacing={2}>
          {(sources.data ?? []).map((source) => (
            <Grid key={source.transaction} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Typography variant="subtitle2" component="h3">
                {source.transaction}
              </Typography>
              <FreshnessStamp run={source.lastRun} sapUser={source.sapUser} logRoute={config.logRoute} />
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
