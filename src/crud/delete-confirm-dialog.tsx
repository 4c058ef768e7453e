import { useDelete } from "@refinedev/core";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslation } from "react-i18next";
import { useResourceDefinition } from "./resource-context";

/** SPEC §5: delete asks 'Do you want to delete this item?' / 'To delete the item click Confirm'. */
export function DeleteConfirmDialog({
  id,
  onClose,
  onDeleted,
}: {
  /** The record to delete; the dialog is open while it is set. */
  id: string | number | undefined;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const definition = useResourceDefinition();
  const { mutate, isLoading } = useDelete();
  const confirm = () => {
    if (id === undefined) return;
    mutate(
      { resource: definition.apiPath ?? definition.name, id, dataProviderName: definition.dataProvider ?? "default" },
      {
        onSuccess: () => {
          onClose();
          onDeleted?.();
        },
        onError: onClose,
      },
    );
  };
  return (
    <Dialog open={id !== undefined} onClose={onClose} aria-labelledby={`delete-title-${id}`}>
      <DialogTitle id={`delete-title-${id}`}>{t("crud.deleteTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("crud.deleteDescription")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The safe choice has the focus: Enter or Space on a dialog opened by mistake deletes nothing. */}
        <Button onClick={onClose} autoFocus>
          {t("buttons.cancel")}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={isLoading}>
          {t("buttons.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
