import { useId, type ReactNode } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslation } from "react-i18next";

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  /** "danger" for what loses data for good (delete, reset): the confirm button is in the error colour. */
  tone?: "danger" | "normal";
  /** While the confirmed work is under way: neither button, nor Escape, answers again. */
  busy?: boolean;
  onConfirm: () => unknown;
  onCancel: () => void;
}

/**
 * A question asked before something that cannot be undone (SPEC §5's delete is one). The safe choice has the
 * focus: Enter or Space on a dialog opened by mistake changes nothing. While the work runs, Cancel waits, so a
 * dialog never closes on work that still lands after it.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  tone = "normal",
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => !busy && onCancel()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {t("buttons.cancel")}
        </Button>
        <Button
          color={tone === "danger" ? "error" : "primary"}
          variant="contained"
          onClick={() => void onConfirm()}
          disabled={busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
