import { useState } from "react";
import { useDelete, useGo } from "@refinedev/core";
import { useAccess } from "../access/use-access";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
} from "@mui/material";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { useTranslation } from "react-i18next";
import { useResourceDefinition } from "./resource-context";

/**
 * SPEC §5: delete asks 'Do you want to delete this item?' / 'To delete the item click Confirm'.
 * Without permission (resource/id) the button is shown disabled, not hidden (SPEC §6).
 */
export function DeleteConfirmButton({ id, variant }: { id: number | string; variant: "icon" | "button" }) {
  const { t } = useTranslation();
  const definition = useResourceDefinition();
  const go = useGo();
  const [open, setOpen] = useState(false);
  const allowed = useAccess({ resource: definition.name, action: "delete", params: { id } }) === true;
  const { mutate, isLoading } = useDelete();

  const confirm = () =>
    mutate(
      {
        resource: definition.apiPath ?? definition.name,
        id,
        dataProviderName: definition.dataProvider ?? "default",
      },
      {
        onSuccess: () => {
          setOpen(false);
          if (variant === "button") go({ to: `/${definition.name}`, type: "replace" });
        },
        onError: () => setOpen(false),
      },
    );

  const trigger =
    variant === "icon" ? (
      <IconButton
        size="small"
        color="error"
        onClick={() => setOpen(true)}
        disabled={!allowed}
        aria-label={t("buttons.delete")}
        title={allowed ? t("buttons.delete") : undefined}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    ) : (
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutline />}
        onClick={() => setOpen(true)}
        disabled={!allowed}
      >
        {t("buttons.delete")}
      </Button>
    );

  return (
    <>
      {allowed ? trigger : <span title={t("buttons.notAccessTitle")}>{trigger}</span>}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`delete-title-${id}`}>
        <DialogTitle id={`delete-title-${id}`}>{t("crud.deleteTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t("crud.deleteDescription")}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t("buttons.cancel")}</Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={isLoading}>
            {t("buttons.confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
