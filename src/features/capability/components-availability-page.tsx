import { useQuery } from "@tanstack/react-query";
import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Grid from "@mui/material/Grid2";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useBackendClient } from "../../data/backend-clients";
import { useErrorMessage } from "../../data/server-messages";
import { useScreenConfig } from "../../crud/resource-context";
import { FreshnessStamp } from "../../crud/operations/freshness-stamp";
import ResourceListPage from "../../crud/resource-list-page";
import { fetchSapSources } from "./planning-calls";
import type { PlanningScreenConfig } from "./screen-config";
import { UploadHistory } from "./upload-history";

/**
 * Components availability (DESIGN §9.2): per component and plant, supply against demand from the latest
 * simulation, in the generic list (filters, sorting, Export); how fresh the SAP data behind it is; and the
 * files uploaded to the module.
 */
export default function ComponentsAvailabilityPage() {
  const { t } = useTranslation();
  const config = useScreenConfig<PlanningScreenConfig>();
  const client = useBackendClient(config.backend);
  const errorMessage = useErrorMessage();
  const sources = useQuery({
    queryKey: ["planning", config.module, "sap-sources"],
    queryFn: () => fetchSapSources(client, config.module),
  });

  return (
    <Stack spacing={2}>
      <ResourceListPage />
      <Card component="section" aria-labelledby="freshness-title">
        <CardHeader
          id="freshness-title"
          title={t("planning.sources.title")}
          subheader={t("planning.sources.subtitle")}
          titleTypographyProps={{ component: "h2", variant: "h6" }}
        />
        <CardContent>
          {sources.isLoading && <LinearProgress aria-label={t("loading")} />}
          {sources.error ? <Alert severity="error">{errorMessage(sources.error)}</Alert> : null}
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
      <UploadHistory config={config} titleKey="planning.history.files" />
    </Stack>
  );
}
