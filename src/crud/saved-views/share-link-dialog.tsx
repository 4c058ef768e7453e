import { useId } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";

/**
 * Where "Copy link" falls back when the browser gives no clipboard (an address that is not https, a refused
 * permission): the link, selected, for the person to copy themselves.
 */
export function ShareLinkDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const helpId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={helpId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("savedViews.linkTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText id={helpId} variant="body2" sx={{ mb: 2 }}>
          {t("savedViews.linkHelp")}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          label={t("savedViews.link")}
          value={link}
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, "data-testid": "saved-view-link" } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("buttons.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
