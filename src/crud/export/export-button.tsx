import { useId } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import { useTranslation } from "react-i18next";
import { useExport, type ExportProgress, type ExportRequest, type UseExportOptions } from "./use-export";
import { formatNumber } from "../../i18n/number-format";

export interface ExportButtonProps extends UseExportOptions {
  /** What to export, asked for when the button is pressed (so it is the list as shown at that moment). */
  request: () => ExportRequest;
  disabled?: boolean;
}

/**
 * "Export to Excel" for any grid (DESIGN §9.1), with its progress dialog: rows fetched out of the total as a
 * determinate bar, then the file being made, and a Cancel (or Escape) that stops it and downloads nothing.
 */
export function ExportButton({ request, disabled, ...options }: ExportButtonProps) {
  const { t } = useTranslation();
  const { progress, start, cancel } = useExport(options);
  const busy = progress.phase !== "idle";
  const titleId = useId();
  const statusId = useId();

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onClick={() => void start(request())}
        disabled={disabled || busy}
      >
        {t("crud.export.button")}
      </Button>
      <Dialog
        open={busy}
        // Escape cancels; a stray click beside the dialog does not throw the work away.
        onClose={(_event, reason) => reason !== "backdropClick" && cancel()}
        aria-labelledby={titleId}
        aria-describedby={statusId}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={titleId}>{t("crud.export.title")}</DialogTitle>
        <DialogContent>
          <ExportProgressView progress={progress} statusId={statusId} />
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} autoFocus>
            {t("buttons.cancel")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function ExportProgressView({ progress, statusId }: { progress: ExportProgress; statusId: string }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  // The share fetched, once the first page has told the total.
  const share =
    progress.phase === "fetching" && progress.total ? Math.min(100, (progress.fetched / progress.total) * 100) : undefined;
  const status =
    progress.phase === "building"
      ? t("crud.export.building", { count: progress.total, total: number(progress.total) })
      : progress.phase === "fetching" && progress.total !== undefined
        ? t("crud.export.fetching", { fetched: number(progress.fetched), total: number(progress.total) })
        : t("crud.export.starting");
  return (
    <Box>
      {/* Polite: read out as the rows arrive, without interrupting. */}
      <Typography id={statusId} variant="body2" role="status" aria-live="polite" sx={{ mb: 1.5 }}>
        {status}
      </Typography>
      <LinearProgress
        aria-label={t("crud.export.progress")}
        variant={share === undefined ? "indeterminate" : "determinate"}
        value={share}
      />
    </Box>
  );
}
