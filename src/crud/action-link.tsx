import { Button } from "@mui/material";
import AddBoxOutlined from "@mui/icons-material/AddBoxOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import ListOutlined from "@mui/icons-material/ListOutlined";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useResourceDefinition } from "./resource-context";
import { useAccess } from "../access/use-access";
import { PermissionTooltip } from "./permission-tooltip";

type Action = "list" | "create" | "show" | "edit";

const icons = {
  list: <ListOutlined />,
  create: <AddBoxOutlined />,
  show: <VisibilityOutlined />,
  edit: <EditOutlined />,
};

/**
 * A button-styled link to one of the resource's pages (rows use the grid's actions column instead), checked against the user's permissions (resource/id for show and
 * edit). Without permission it is shown disabled, not hidden (SPEC §6). One element, not a button inside a
 * link, so keyboards and screen readers meet it once.
 */
export function ActionLink({
  action,
  id,
}: {
  action: Action;
  id?: string | number;
}) {
  const { t } = useTranslation();
  const definition = useResourceDefinition();
  const allowed =
    useAccess({ resource: definition.name, action, params: id === undefined ? undefined : { id } }) === true;
  const base = `/${definition.name}`;
  const to = action === "list" ? base : action === "create" ? `${base}/create` : `${base}/${action}/${id}`;
  const label = t(`buttons.${action}`);

  return (
    <PermissionTooltip allowed={allowed}>
      <Button
        component={Link}
        to={to}
        disabled={!allowed}
        startIcon={icons[action]}
        variant={action === "create" ? "contained" : "text"}
      >
        {label}
      </Button>
    </PermissionTooltip>
  );
}
