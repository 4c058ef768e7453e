import { useState } from "react";
import { useGo } from "@refinedev/core";
import Button from "@mui/material/Button";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { useTranslation } from "react-i18next";
import { useAccess } from "../access/use-access";
import { useResourceDefinition } from "./resource-context";
import { DeleteConfirmDialog } from "./delete-confirm-dialog";
import { PermissionTooltip } from "./permission-tooltip";

/**
 * The Delete button of a detail or edit page, confirmed first (SPEC §5); back to the list once deleted.
 * Without permission (resource/id) it is shown disabled, not hidden (SPEC §6).
 */
export function DeleteConfirmButton({ id }: { id: number | string }) {
  const { t } = useTranslation();
  const definition = useResourceDefinition();
  const go = useGo();
  const [open, setOpen] = useState(false);
  const allowed = useAccess({ resource: definition.name, action: "delete", params: { id } }) === true;
  const trigger = (
    <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setOpen(true)} disabled={!allowed}>
      {t("buttons.delete")}
    </Button>
  );
  return (
    <>
      <PermissionTooltip allowed={allowed}>{trigger}</PermissionTooltip>
      <DeleteConfirmDialog
        id={open ? id : undefined}
        onClose={() => setOpen(false)}
        onDeleted={() => go({ to: `/${definition.name}`, type: "replace" })}
      />
    </>
  );
}
