import { useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useList, useNotification } from "@refinedev/core";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import CircularProgress from "@mui/material/CircularProgress";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import CloudUploadOutlined from "@mui/icons-material/CloudUploadOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../layout/retry-alert";
import { UPLOAD_MAX_MB_PARAMETER, type ParameterSystem } from "../../api/contract";
import type { UploadRecord } from "../../api/planning";
import { useAccess } from "../../access/use-access";
import { useBackendClient } from "../../data/backend-clients";
import { saveFile } from "../../data/operations/save-file";
import type { UploadProgress } from "../../data/operations/upload";
import { useErrorMessage } from "../../data/server-messages";
import { useSessionFaults } from "../operations/shared-refine-calls";
import { trackUpload, useUploadInFlight } from "./uploads-in-flight";
import { PermissionTooltip } from "../permission-tooltip";
import { buildBlankTemplate } from "../excel-in/blank-template";
import { diffWithPrevious } from "../excel-in/check-sheet-file";
import { ExcelDropZone } from "../excel-in/excel-drop-zone";
import { DEFAULT_UPLOAD_MAX_MB } from "../excel-in/file-checks";
import { fetchTemplate, fetchUploadLines, fetchUploads, sendTemplate } from "./upload-calls";
import type { UploadTarget } from "./upload-target";
import { LineChanges, type Comparison } from "./line-changes";

/** parameter-system `uploadMaxMb` (DESIGN §9.1), 20 when absent or unreadable. */
export function useUploadMaxMb(): number {
  const parameter = useList<ParameterSystem>({
    resource: "parameter-system",
    filters: [{ field: "name", operator: "eq", value: UPLOAD_MAX_MB_PARAMETER }],
    pagination: { mode: "off" },
    queryOptions: { retry: false },
    // Unreadable, the default limit applies: nothing the person can act on.
    errorNotification: false,
  });
  const value = Number(parameter.data?.data[0]?.value);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_UPLOAD_MAX_MB;
}


/**
 * Upload of template (DESIGN §9.1, §9.2): the blank template to fill, the file checked in the browser (nothing
 * is sent until it passes), what changed since the previous upload, then the upload itself.
 */
export function TemplateUpload({
  target,
  resource,
  onSendingChange,
}: {
  target: UploadTarget;
  resource: string;
  /** Told when a file starts and stops being sent, for the page's other actions to wait for it. */
  onSendingChange?: (sending: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useBackendClient(target.backend);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const sessionFaults = useSessionFaults();
  const canUpload = useAccess({ resource, action: "create" }) === true;
  const maxMb = useUploadMaxMb();
  const template = useQuery({
    queryKey: [...target.queryKey, "template"],
    queryFn: () => fetchTemplate(client, target.basePath),
  });
  const [accepted, setAccepted] = useState<{ file: File; rows: number } | null>(null);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [sending, setSending] = useState(false);
  // This page's upload, or one sent from a visit to it left since: the page's other actions wait for either.
  const uploading = useUploadInFlight(target.id);
  const sentEarlier = uploading && !sending;
  useEffect(() => onSendingChange?.(uploading), [uploading, onSendingChange]);
  // Each outcome with the file it is about: another file can pass its check while one is being sent.
  const [sent, setSent] = useState<{ file: File; upload: UploadRecord } | null>(null);
  const [failure, setFailure] = useState<{ file: File; error: unknown } | null>(null);
  const current = useRef<File | null>(null);
  // An upload goes on when the person leaves the page; its outcome is then told in a notification.
  const { open } = useNotification();
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  current.current = accepted?.file ?? null;
  const [blankFailure, setBlankFailure] = useState<unknown>(null);
  const columns = template.data?.columns ?? [];

  // The comparison of the file accepted last: one accepted before it, or removed, is stopped and never shown
  // (a large file's comparison can end after the next file's).
  const comparing = useRef<AbortController | null>(null);
  const stopComparing = () => comparing.current?.abort();
  useEffect(() => stopComparing, []);

  const compare = async (file: File) => {
    stopComparing();
    const controller = new AbortController();
    comparing.current = controller;
    const show = (next: Comparison) => {
      if (!controller.signal.aborted) setComparison(next);
    };
    show({ state: "comparing" });
    try {
      const latest = (await fetchUploads(client, target.basePath, 0, 1)).rows[0];
      if (!latest) return show({ state: "first" });
      const previous = await fetchUploadLines(client, target.basePath, latest.id);
      const diff = await diffWithPrevious(file, columns, previous.lines, previous.keyHeaders, controller.signal);
      show({ state: "done", diff, previous: latest });
    } catch (error) {
      show({ state: "failed", error });
    }
  };

  const send = async () => {
    if (!accepted) return;
    const { file } = accepted;
    setSending(true);
    setFailure(null);
    try {
      const upload = await trackUpload(target.id, () => sendTemplate(client, target.basePath, file, { onProgress: setProgress }));
      if (!shown.current)
        open?.({ type: "success", message: t("planning.upload.sent", { name: upload.filename, count: upload.rows }) });
      setSent({ file, upload });
      void queryClient.invalidateQueries({ queryKey: [...target.queryKey] });
      // A file that passed its check meanwhile is compared with this upload, now the previous one.
      if (current.current && current.current !== file) void compare(current.current);
    } catch (error) {
      // The file stays chosen and checked: sending it again is one click.
      sessionFaults(error);
      if (!shown.current)
        open?.({ type: "error", message: `${t("planning.upload.notSent", { name: file.name })} ${errorMessage(error)}` });
      setFailure({ file, error });
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  const downloadBlank = async () => {
    setBlankFailure(null);
    try {
      const name = template.data?.name || target.id;
      saveFile({ blob: await buildBlankTemplate(columns, name.slice(0, 31)), fileName: `${name}.xlsx` });
    } catch (error) {
      setBlankFailure(error);
    }
  };

  return (
    <Card component="section" aria-labelledby={`template-upload-${target.id}`}>
      <CardHeader
        id={`template-upload-${target.id}`}
        title={t("planning.upload.title")}
        subheader={template.data ? t("planning.upload.subtitle", { name: template.data.name }) : undefined}
        titleTypographyProps={{ component: "h2", variant: "h6" }}
        action={
          <Button startIcon={<FileDownloadOutlined />} disabled={!template.data} onClick={() => void downloadBlank()}>
            {t("planning.upload.blank")}
          </Button>
        }
      />
      <CardContent>
        <Stack spacing={2}>
          {template.isLoading && <LinearProgress aria-label={t("loading")} />}
          {template.error ? (
            <RetryAlert onRetry={template.refetch} busy={template.isFetching}>
              {errorMessage(template.error)}
            </RetryAlert>
          ) : null}
          {blankFailure ? <Alert severity="error">{t("planning.upload.blankFailed")}</Alert> : null}
          {template.data && (
            <ExcelDropZone
              columns={columns}
              maxMb={maxMb}
              disabled={!canUpload || uploading}
              disabledReason={!canUpload ? t("buttons.notAccessTitle") : undefined}
              onAccepted={(file, result) => {
                setAccepted({ file, rows: result.rowCount });
                // What was said of the file before stays only while it is still being sent.
                if (!sending) {
                  setSent(null);
                  setFailure(null);
                }
                void compare(file);
              }}
              onCleared={() => {
                stopComparing();
                setAccepted(null);
                setComparison(null);
                setSent(null);
              }}
            />
          )}
          {failure ? (
            // A refusal names each refused line on a line of its own.
            <Alert severity="error" role="alert" sx={{ whiteSpace: "pre-line" }}>
              {/* Another file chosen since: the refusal says which file it is about. */}
              {failure.file !== accepted?.file && <AlertTitle>{t("planning.upload.notSent", { name: failure.file.name })}</AlertTitle>}
              {errorMessage(failure.error)}
            </Alert>
          ) : null}
          {sent && (
            <Alert severity="success" role="status">
              {t("planning.upload.sent", { name: sent.upload.filename, count: sent.upload.rows })}
            </Alert>
          )}
          {sentEarlier && (
            <Alert severity="info" role="status">
              {t("planning.upload.sendingEarlier")}
            </Alert>
          )}
          {sending && (
            <LinearProgress
              variant={progress?.fraction != null ? "determinate" : "indeterminate"}
              value={(progress?.fraction ?? 0) * 100}
              aria-label={t("planning.upload.sending")}
            />
          )}
          <Stack direction="row" spacing={2} alignItems="center">
            <PermissionTooltip allowed={canUpload}>
              <Button
                variant="contained"
                startIcon={sending ? <CircularProgress size={16} color="inherit" /> : <CloudUploadOutlined />}
                disabled={!canUpload || !accepted || uploading || sent?.file === accepted.file}
                onClick={() => void send()}
              >
                {t("planning.upload.send")}
              </Button>
            </PermissionTooltip>
            {accepted && sent?.file !== accepted.file && (
              <Typography variant="body2" color="text.secondary">
                {t("planning.upload.ready", { name: accepted.file.name, count: accepted.rows })}
              </Typography>
            )}
          </Stack>
          {/* Below the button: the comparison ends after the button is enabled, and an answer above it would
              move the button from under a pointer about to click it. */}
          {accepted && comparison && <LineChanges comparison={comparison} language={i18n.language} />}
        </Stack>
      </CardContent>
    </Card>
  );
}
