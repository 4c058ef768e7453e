import { useEffect, useRef, useState } from "react";
import { useInvalidate } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import CircularProgress from "@mui/material/CircularProgress";
import Grid from "@mui/material/Grid2";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import { useTranslation } from "react-i18next";
import { useAccess } from "../../access/use-access";
import { useBackendClient } from "../../data/backend-clients";
import { saveFile } from "../../data/operations/save-file";
import { useErrorMessage } from "../../data/server-messages";
import { useSessionFaults } from "../../crud/operations/shared-refine-calls";
import { useResourceDefinition, useScreenConfig } from "../../crud/resource-context";
import { PermissionTooltip } from "../../crud/permission-tooltip";
import { formatDateTime } from "../../crud/field-types/date-formats";
import { RobotStatusText } from "../../crud/operations/robot-status";
import ResourceListPage from "../../crud/resource-list-page";
import { downloadResult, fetchResultSummary } from "./planning-calls";
import { ResultChanges } from "./result-changes";
import type { PlanningScreenConfig } from "./screen-config";
import { SapFreshness } from "./sap-freshness";
import { RetryAlert } from "../../layout/retry-alert";
import { formatNumber } from "../../i18n/number-format";

/** How often a waiting simulation's status is read while this page shows it. */
const WAITING_POLL_MS = 2000;

/**
 * Download result (DESIGN §9.2): the latest simulation's status (SPEC §8 texts), the result's KPIs, the
 * .xlsx download (only for a successful, non-empty result), and the result lines in the generic list (filters,
 * sorting, Export). CTB adds what changed since the previous run.
 */
export default function DownloadResultPage() {
  const { t, i18n } = useTranslation();
  const definition = useResourceDefinition();
  const config = useScreenConfig<PlanningScreenConfig>();
  const client = useBackendClient(config.backend);
  const errorMessage = useErrorMessage();
  const sessionFaults = useSessionFaults();
  const canList = useAccess({ resource: definition.name, action: "list" }) === true;
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const summary = useQuery({
    queryKey: ["planning", config.module, "result"],
    queryFn: () => fetchResultSummary(client, config.module),
    // A simulation under way is followed here too (DESIGN §9.1), not only on Data Upload, which may be closed.
    refetchInterval: (answer) => (answer?.run?.type === "waiting" ? WAITING_POLL_MS : false),
  });
  const data = summary.data;
  // When it ends, everything read of the previous result is read again: the changes and the lines under the KPIs.
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const lastStatus = useRef(data?.run?.type);
  useEffect(() => {
    const status = data?.run?.type;
    if (lastStatus.current === "waiting" && status !== undefined && status !== "waiting") {
      void queryClient.invalidateQueries({
        queryKey: ["planning", config.module],
        predicate: (query) => query.queryKey[2] !== "result", // this answer is the new one already
      });
      invalidate({ resource: definition.name, dataProviderName: definition.dataProvider ?? "default", invalidates: ["list"] });
    }
    lastStatus.current = status;
  }, [data?.run?.type, queryClient, invalidate, config.module, definition.name, definition.dataProvider]);
  const number = (value: number) => formatNumber(value, i18n.language);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveFile(await downloadResult(client, config.module, i18n.language));
    } catch (error) {
      sessionFaults(error);
      setDownloadError(error);
    } finally {
      setDownloading(false);
    }
  };

  const kpis = data
    ? ([
        ["clear", data.kpis.clear],
        ["partial", data.kpis.partial],
        ["short", data.kpis.short],
        ["quantityShort", data.kpis.quantityShort],
      ] as const)
    : [];

  return (
    <Stack spacing={2}>
      <Card component="section" aria-labelledby="result-title">
        <CardHeader
          title={t(definition.labelKey)}
          id="result-title"
          titleTypographyProps={{ component: "h1", variant: "h5" }}
          action={
            <PermissionTooltip allowed={canList}>
              <Button
                variant="contained"
                startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />}
                disabled={!canList || !data?.downloadable || downloading}
                onClick={() => void download()}
              >
                {t("planning.result.download")}
              </Button>
            </PermissionTooltip>
          }
        />
        <CardContent>
          {summary.isLoading && <LinearProgress aria-label={t("loading")} />}
          {summary.error ? (
            <RetryAlert onRetry={summary.refetch}>{errorMessage(summary.error)}</RetryAlert>
          ) : null}
          {downloadError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(downloadError)}
            </Alert>
          ) : null}
          {data && (
            <Stack spacing={2}>
              <Stack spacing={0.5} aria-live="polite" data-testid="result-status">
                <RobotStatusText status={data.run?.type ?? null} />
                {data.run?.type === "error" && data.run.id !== data.resultRun?.id && (
                  // A failed run leaves the previous result in place: say whose figures these are.
                  <Typography variant="body2" color="error" data-testid="latest-run-failed">
                    {t(data.resultRun ? "planning.result.latestFailedPreviousShown" : "planning.result.latestFailed", {
                      date: formatDateTime(data.run.date, i18n.language),
                    })}{" "}
                    <Link component={RouterLink} to={`${config.logRoute}/show/${data.run.id}`}>
                      {t("operations.viewLogEntry", { id: data.run.id })}
                    </Link>
                  </Typography>
                )}
                {data.resultRun && (
                  <Typography variant="body2" color="text.secondary">
                    {t("planning.result.of", {
                      date: formatDateTime(data.resultRun.date, i18n.language),
                      variant: data.variant ? t(`planning.simulation.variants.${data.variant}.label`) : "—",
                      lines: number(data.lines),
                    })}{" "}
                    <Link component={RouterLink} to={`${config.logRoute}/show/${data.resultRun.id}`}>
                      {t("operations.viewLogEntry", { id: data.resultRun.id })}
                    </Link>
                  </Typography>
                )}
              </Stack>
              {data.resultRun && (
                <Grid container spacing={2} role="group" aria-label={t("planning.result.kpis")}>
                  {kpis.map(([key, value]) => (
                    <Grid key={key} size={{ xs: 6, md: 3 }}>
                      <Card variant="outlined" sx={{ height: "100%" }}>
                        <CardContent>
                          <Typography component="p" variant="body2" color="text.secondary">
                            {t(`planning.result.kpi.${key}`)}
                          </Typography>
                          <Typography component="p" variant="h5" data-testid={`kpi-${key}`}>
                            {number(value)}
                          </Typography>
                        </CardContent>
                      </Card>
                    </Grid>
                  ))}
                </Grid>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
      {config.module === "ctb" && <ResultChanges config={config} />}
      <SapFreshness config={config} />
      <ResourceListPage title={t("planning.result.lines")} headingLevel="h2" />
    </Stack>
  );
}
