import { useMemo } from "react";
import { GridActionsCellItem, type GridColDef, type GridRowParams } from "@mui/x-data-grid";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import EditOutlined from "@mui/icons-material/EditOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import { Link, useNavigate } from "react-router-dom";
import type { MouseEvent } from "react";
import type { Translate } from "../i18n/translate";
import type { ResourceDefinition, RowAction } from "../registry/types";
import { useAccess } from "../access/use-access";
import { useImmediateAccess } from "../access/immediate-access";
import { FOCUS_FIRST_FIELD } from "../layout/route-focus";

type Row = Record<string, unknown> & { id?: string | number };
const NO_ACTIONS: readonly RowAction[] = [];

/**
 * The row's actions as one cell: show, edit, delete and the screen's own (a download), checked against the
 * user's permissions on the row (resource/id; shown disabled, not hidden: SPEC §6). The grid makes the cell
 * one tab stop, with the arrow keys moving between its buttons, instead of three stops per row.
 */
export function useRowActionsColumn(
  definition: ResourceDefinition,
  { t, onDelete }: { t: Translate; onDelete: (id: string | number) => void },
): GridColDef | undefined {
  const canNow = useImmediateAccess();
  const navigate = useNavigate();
  const name = definition.name;
  const own = definition.list?.rowActions ?? NO_ACTIONS;
  // Resource-level answers re-render the list once the policy is known; the per-row check refines them.
  const resourceLevel = {
    show: useAccess({ resource: name, action: "show" }, definition.actions.includes("show")),
    edit: useAccess({ resource: name, action: "edit" }, definition.actions.includes("edit")),
    delete: useAccess({ resource: name, action: "delete" }, Boolean(definition.canDelete)),
  };
  const ownAccess = useAccess({ resource: name, action: own[0]?.access ?? "show" }, own.length > 0);

  return useMemo(() => {
    const allowed = (action: string, id: string | number | undefined, fallback: boolean | undefined) =>
      (id === undefined ? undefined : canNow({ resource: name, action, params: { id } })) ?? fallback === true;
    const linkAction = (
      key: string,
      label: string,
      icon: JSX.Element,
      to: string,
      enabled: boolean,
      onClick?: (event: MouseEvent<HTMLElement>) => void,
    ) => (
      <GridActionsCellItem
        key={key}
        icon={icon}
        label={label}
        disabled={!enabled}
        // A real link: it opens in a new tab with a middle click, and reads as a link.
        component={Link}
        {...({ to } as object)}
        onClick={onClick}
        title={enabled ? label : t("buttons.notAccessTitle")}
        color="primary"
      />
    );
    // Edit chosen with the keyboard (a click without a pointer) opens the form at its first field rather
    // than its heading: the person came to type.
    const editByKeyboard = (to: string) => (event: MouseEvent<HTMLElement>) => {
      if (event.detail !== 0 || event.defaultPrevented) return;
      event.preventDefault();
      navigate(to, { state: FOCUS_FIRST_FIELD });
    };
    const builtIn = (row: Row) => [
      ...(definition.actions.includes("show")
        ? [
            linkAction(
              "show",
              t("buttons.show"),
              <VisibilityOutlined />,
              `/${name}/show/${row.id}`,
              allowed("show", row.id, resourceLevel.show),
            ),
          ]
        : []),
      ...(definition.actions.includes("edit")
        ? [
            linkAction(
              "edit",
              t("buttons.edit"),
              <EditOutlined />,
              `/${name}/edit/${row.id}`,
              allowed("edit", row.id, resourceLevel.edit),
              editByKeyboard(`/${name}/edit/${row.id}`),
            ),
          ]
        : []),
    ];
    const extra = (row: Row) =>
      own
        .filter((action: RowAction) => !action.hiddenFor?.(row))
        .map((action: RowAction) => {
          const enabled = allowed(action.access, row.id, ownAccess);
          const label = t(action.labelKey);
          return action.to ? (
            linkAction(action.key, label, action.icon, action.to(row), enabled)
          ) : (
            <GridActionsCellItem
              key={action.key}
              icon={action.icon}
              label={label}
              title={enabled ? label : t("buttons.notAccessTitle")}
              disabled={!enabled}
              onClick={() => void action.run?.(row)}
              color="primary"
            />
          );
        });
    const remove = (row: Row) =>
      definition.canDelete && row.id !== undefined
        ? [
            <GridActionsCellItem
              key="delete"
              icon={<DeleteOutline />}
              label={t("buttons.delete")}
              title={t("buttons.delete")}
              disabled={!allowed("delete", row.id, resourceLevel.delete)}
              onClick={() => onDelete(row.id as string | number)}
              color="error"
            />,
          ]
        : [];
    const count = (definition.actions.includes("show") ? 1 : 0) + (definition.actions.includes("edit") ? 1 : 0) +
      own.length + (definition.canDelete ? 1 : 0);
    if (count === 0) return undefined;
    return {
      field: "__actions",
      type: "actions",
      headerName: t("crud.actions"),
      // Actions lead the row so they stay in view however many columns scroll off on a laptop screen.
      width: Math.max(88, 40 * count + 8),
      getActions: ({ row }: GridRowParams<Row>) => [...builtIn(row), ...extra(row), ...remove(row)],
    } satisfies GridColDef;
  }, [definition, name, own, canNow, navigate, t, onDelete, resourceLevel.show, resourceLevel.edit, resourceLevel.delete, ownAccess]);
}
