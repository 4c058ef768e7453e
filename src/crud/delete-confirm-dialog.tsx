import { useDelete } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../layout/confirm-dialog";
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
    <ConfirmDialog
      open={id !== undefined}
      title={t("crud.deleteTitle")}
      text={t("crud.deleteDescription")}
      confirmLabel={t("buttons.confirm")}
      tone="danger"
      busy={isLoading}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
