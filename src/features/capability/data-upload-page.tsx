import { useMemo, useRef, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid2";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import SyncOutlined from "@mui/icons-material/SyncOutlined";
import PlayArrowOutlined from "@mui/icons-material/PlayArrowOutlined";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { SIMULATION_VARIANTS, type SimulationVariant } from "../../api/planning";
import { useAccess } from "../../access/use-access";
import { useErrorMessage } from "../../data/server-messages";
import { useResourceDefinition, useScreenConfig } from "../../crud/resource-context";
import { PermissionTooltip } from "../../crud/permission-tooltip";
import { formatDateTime } from "../../crud/field-types/date-formats";
import { FreshnessStamp } from "../../crud/operations/freshness-stamp";
import { RobotStatusText } from "../../crud/operations/robot-status";
import { nextRuns, type RobotScheduleRow } from "./next-runs";
import { useSapSources } from "./use-sap-sources";
import { uploadTargetOf } from "./planning-calls";
import type { PlanningScreenConfig } from "./screen-config";
import { usePlanningJob } from "./use-planning-job";
import { useClock } from "./use-clock";
import { TemplateUpload } from "../../crud/uploads/template-upload";
import { UploadHistory } from "../../crud/uploads/upload-history";
import { RetryAlert } from "../../layout/retry-alert";
import { formatNumber } from "../../i18n/number-format";

/**
 * Data Upload (DESIGN §9.2): the module's SAP sources with their freshness, the manual sync (confirmed, and
 * blocked while a job runs: SPEC §5), the automatic sync's next runs, and the three simulations (SPEC §1).
 */
export default function DataUploadPage() {
  const { t, i18n } = useTranslation();
  const definition = useResourceDefinition();
  const config = useScreenConfig<PlanningScreenConfig>();
  const errorMessage = useErrorMessage();
  const canStart = useAccess({ resource: definition.name, action: "create" }) === true;
  const job = usePlanningJob(config);
  const [confirming, setConfirming] = useState(false);
  const [variant, setVariant] = useState<SimulationVariant>("purchaseOrder");
  const now = useClock();

  const sources = useSapSources(config);
  const schedules = useList<RobotScheduleRow & { id: number }>({
    resource: config.scheduleRoute,
    pagination: { mode: "off" },
  });
  const upcoming = useMemo(() => nextRuns(schedules.data?.data ?? [], now), [schedules.data, now]);
  // A template still being sent is not yet the demand a simulation reads: a run started meanwhile would
  // compute the previous upload's lines and say nothing of it.
  const [uploading, setUploading] = useState(false);
  const busy = job.waiting || uploading;
  // A start disables the button that made it (and Confirm's dialog closes, giving the focus back to a disabled
  // Sync now): the focus goes to the job's status, which says what is happening, not to the top of the page.
  const status = useRef<HTMLDivElement>(null);
  const focusStatusOnceStarted = async () => {
    for (let turn = 0; turn < 50 && document.querySelector('[role="dialog"]'); turn += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const active = document.activeElement as HTMLButtonElement | null;
    if (active === null || active === document.body || !active.isConnected || active.disabled) status.current?.focus();
  };
  const blockedReason = job.waiting ? t("status.waiting") : uploading ? t("planning.upload.sendingBlocks") : undefined;

  return (
    <Stack spacing={2} component="section" aria-labelledby="data-upload-title">
      <Typography variant="h5" component="h1" id="data-upload-title">
        {t(definition.labelKey)}
      </Typography>

      {(job.entry !== null || job.starting || Boolean(job.error)) && (
        <Alert
          ref={status}
          tabIndex={-1}
          severity={job.error ? "error" : job.entry?.type === "error" ? "error" : job.waiting ? "info" : job.entry?.type === "empty" ? "warning" : "success"}
          aria-live="polite"
          data-testid="job-status"
        >
          <Stack spacing={0.5}>
            <Typography variant="subtitle2" component="p">
              {t(job.kind === "simulation" ? "planning.jobs.simulation" : "planning.jobs.sync")}
            </Typography>
            {job.error ? (
              <>
                <span>{errorMessage(job.error)}</span>
                {job.lost && job.entry && (
                  <>
                    <Link component={RouterLink} to={`${config.logRoute}/show/${job.entry.id}`}>
                      {t("operations.viewLogEntry", { id: job.entry.id })}
                    </Link>
                    <Box>
                      <Button size="small" color="inherit" variant="outlined" onClick={job.resume}>
                        {t("planning.jobs.checkAgain")}
                      </Button>
                    </Box>
                  </>
                )}
              </>
            ) : (
              <>
                <RobotStatusText status={job.starting ? "waiting" : job.entry?.type} />
                {job.waiting && job.unreadable && <span>{t("planning.jobs.statusUnreadable")}</span>}
                {job.entry && (
                  <Link component={RouterLink} to={`${config.logRoute}/show/${job.entry.id}`}>
                    {t("operations.viewLogEntry", { id: job.entry.id })}
                  </Link>
                )}
                {job.kind === "simulation" && job.entry?.type === "success" && (
                  <Link component={RouterLink} to={`/${config.resultRoute}`}>
                    {t("planning.simulation.seeResult")}
                  </Link>
                )}
              </>
            )}
          </Stack>
          {job.waiting && <LinearProgress sx={{ mt: 1 }} aria-label={t("status.waiting")} />}
        </Alert>
      )}

      <Card>
        <CardHeader
          title={t("planning.sources.title")}
          titleTypographyProps={{ component: "h2", variant: "h6" }}
          subheader={t("planning.sources.subtitle")}
          action={
            <PermissionTooltip allowed={canStart}>
              <Button
                variant="contained"
                startIcon={<SyncOutlined />}
                disabled={!canStart || busy}
                title={blockedReason}
                onClick={() => setConfirming(true)}
              >
                {t("planning.sources.syncNow")}
              </Button>
            </PermissionTooltip>
          }
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
                <Card variant="outlined" component="article" aria-labelledby={`source-${source.transaction}`} data-testid="sap-source">
                  <CardContent>
                    <Stack spacing={1}>
                      <Typography variant="subtitle1" component="h3" id={`source-${source.transaction}`}>
                        {source.transaction}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {source.name}
                      </Typography>
                      <Typography variant="h6" component="p">
                        {t("planning.sources.rows", { count: source.rows, formatted: formatNumber(source.rows, i18n.language) })}
                      </Typography>
                      {/* A later run that failed or found the table empty left these rows: say which download they are. */}
                      {source.rowsDate && source.lastRun && source.lastRun.type !== "success" ? (
                        <Typography variant="body2" color="text.secondary">
                          {t("planning.sources.rowsFrom", { date: formatDateTime(source.rowsDate, i18n.language) })}
                        </Typography>
                      ) : null}
                      <FreshnessStamp run={source.lastRun} sapUser={source.sapUser} logRoute={config.logRoute} />
                    </Stack>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </CardContent>
      </Card>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card sx={{ height: "100%" }}>
            <CardHeader
              title={t("planning.schedule.title")}
              titleTypographyProps={{ component: "h2", variant: "h6" }}
              subheader={t("planning.schedule.subtitle")}
            />
            <CardContent>
              {/* A schedule that could not be read is not "no schedule": say what failed, and offer it again. */}
              {schedules.isError ? (
                <RetryAlert onRetry={schedules.refetch}>{errorMessage(schedules.error)}</RetryAlert>
              ) : upcoming.length === 0 && !schedules.isLoading ? (
                <Typography variant="body2">{t("planning.schedule.none")}</Typography>
              ) : (
                <List dense aria-label={t("planning.schedule.title")}>
                  {upcoming.map((run) => (
                    <ListItem key={`${run.robot}-${run.at.getTime()}`} disableGutters>
                      <ListItemText primary={formatDateTime(run.at.toISOString(), i18n.language)} secondary={run.robot} />
                    </ListItem>
                  ))}
                </List>
              )}
              <Link component={RouterLink} to={`/${config.scheduleRoute}`}>
                {t("planning.schedule.edit")}
              </Link>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card sx={{ height: "100%" }}>
            <CardHeader
              title={t("planning.simulation.title")}
              titleTypographyProps={{ component: "h2", variant: "h6" }}
              subheader={t("planning.simulation.subtitle")}
            />
            <CardContent>
              <RadioGroup
                aria-label={t("planning.simulation.title")}
                value={variant}
                onChange={(event) => setVariant(event.target.value as SimulationVariant)}
              >
                {SIMULATION_VARIANTS.map((option) => (
                  <FormControlLabel
                    key={option}
                    value={option}
                    control={<Radio />}
                    label={
                      <Stack>
                        <Typography variant="body1">{t(`planning.simulation.variants.${option}.label`)}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t(`planning.simulation.variants.${option}.help`)}
                        </Typography>
                      </Stack>
                    }
                    sx={{ alignItems: "flex-start", mb: 1, "& .MuiRadio-root": { pt: 0.5 } }}
                  />
                ))}
              </RadioGroup>
              <PermissionTooltip allowed={canStart}>
                <Button
                  variant="contained"
                  startIcon={<PlayArrowOutlined />}
                  disabled={!canStart || busy}
                  title={blockedReason}
                  onClick={() => {
                    void job.start({ kind: "simulation", variant });
                    void focusStatusOnceStarted();
                  }}
                >
                  {t("planning.simulation.run")}
                </Button>
              </PermissionTooltip>
            </CardContent>
          </Card>
        </Grid>
      </Grid>

      {config.withTemplateUpload && (
        <>
          <TemplateUpload
            target={uploadTargetOf(config.module, config.backend)}
            resource={definition.name}
            onSendingChange={setUploading}
          />
          <UploadHistory target={uploadTargetOf(config.module, config.backend)} />
        </>
      )}

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="sync-confirm-title">
        <DialogTitle id="sync-confirm-title">{t("planning.sources.confirmTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t("planning.sources.confirmText")}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t("buttons.cancel")}</Button>
          <Button
            variant="contained"
            autoFocus
            onClick={() => {
              setConfirming(false);
              void job.start({ kind: "sync" });
              void focusStatusOnceStarted();
            }}
          >
            {t("buttons.confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
