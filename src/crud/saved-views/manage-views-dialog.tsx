import { useId, useState, type ReactNode } from "react";
import { useNotification } from "@refinedev/core";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import EditOutlined from "@mui/icons-material/EditOutlined";
import SaveOutlined from "@mui/icons-material/SaveOutlined";
import Star from "@mui/icons-material/Star";
import StarBorder from "@mui/icons-material/StarBorder";
import { useTranslation } from "react-i18next";
import type { SavedView } from "../../api/saved-views";
import { useErrorMessage } from "../../data/server-messages";
import { ConfirmDialog } from "../../layout/confirm-dialog";
import { SaveViewDialog } from "./save-view-dialog";
import { useSavedViewActions } from "./use-saved-views";

/**
 * The person's own views of a list, each with what only its owner may do: mark or unmark it as the list's
 * default, edit it (name, sharing, default), overwrite it with the list as shown now, delete it (confirmed).
 * Views shared by others never appear here: they can be opened, not changed.
 */
export function ManageViewsDialog({
  resource,
  listLabel,
  views,
  currentState,
  onClose,
}: {
  resource: string;
  /** The list's title, for the dialog's. */
  listLabel: string;
  /** The person's own views. */
  views: readonly SavedView[];
  /** The list's state as shown now, for "overwrite". */
  currentState: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const errorMessage = useErrorMessage();
  const { change, remove } = useSavedViewActions(resource);
  const [editing, setEditing] = useState<SavedView | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  // Overwriting has no undo, and a shared view changes for the whole profile: asked first, as a delete is.
  const [overwriting, setOverwriting] = useState<SavedView | null>(null);
  const titleId = useId();
  const busy = change.isLoading || remove.isLoading;

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify?.({ type: "success", message: done, key: "saved-views" });
    } catch (failure) {
      notify?.({ type: "error", message: errorMessage(failure), key: "saved-views" });
    }
  };
  const toggleDefault = (view: SavedView) =>
    run(
      () => change.mutateAsync({ id: view.id, isDefault: !view.isDefault }),
      t(view.isDefault ? "savedViews.defaultUnset" : "savedViews.defaultSet", { name: view.name }),
    );
  const confirmOverwrite = async (view: SavedView) => {
    await run(() => change.mutateAsync({ id: view.id, state: currentState }), t("savedViews.overwritten", { name: view.name }));
    setOverwriting(null);
  };
  const confirmDelete = async (view: SavedView) => {
    await run(() => remove.mutateAsync(view.id), t("savedViews.deleted", { name: view.name }));
    setDeleting(null);
  };

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t("savedViews.manageTitle", { list: listLabel })}</DialogTitle>
        <DialogContent>
          {views.length === 0 ? (
            <DialogContentText>{t("savedViews.empty")}</DialogContentText>
          ) : (
            <List aria-labelledby={titleId}>
              {views.map((view) => (
                <ListItem key={view.id} divider disableGutters sx={{ gap: 1, flexWrap: "wrap" }}>
                  <ListItemText
                    primary={view.name}
                    secondary={[
                      view.isDefault ? t("savedViews.default") : undefined,
                      t(view.shared ? "savedViews.sharedWithProfile" : "savedViews.private"),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                    sx={{ flex: "1 1 12rem", minWidth: 0, overflowWrap: "anywhere" }}
                  />
                  <Stack direction="row" spacing={0.5}>
                    <ViewAction
                      label={t("savedViews.defaultToggle", { name: view.name })}
                      pressed={view.isDefault}
                      disabled={busy}
                      onClick={() => void toggleDefault(view)}
                    >
                      {view.isDefault ? <Star color="warning" /> : <StarBorder />}
                    </ViewAction>
                    <ViewAction label={t("savedViews.edit", { name: view.name })} disabled={busy} onClick={() => setEditing(view)}>
                      <EditOutlined />
                    </ViewAction>
                    <ViewAction
                      label={t("savedViews.overwrite", { name: view.name })}
                      disabled={busy}
                      onClick={() => setOverwriting(view)}
                    >
                      <SaveOutlined />
                    </ViewAction>
                    <ViewAction label={t("savedViews.delete", { name: view.name })} disabled={busy} onClick={() => setDeleting(view)}>
                      <DeleteOutline />
                    </ViewAction>
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} autoFocus>
            {t("buttons.close")}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={overwriting !== null}
        title={t("savedViews.overwriteTitle", { name: overwriting?.name ?? "" })}
        text={t("savedViews.overwriteText")}
        confirmLabel={t("savedViews.overwriteConfirm")}
        busy={busy}
        onConfirm={() => overwriting && confirmOverwrite(overwriting)}
        onCancel={() => setOverwriting(null)}
      />
      {editing && <SaveViewDialog resource={resource} view={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t("savedViews.deleteTitle", { name: deleting?.name ?? "" })}
        text={t("savedViews.deleteText")}
        confirmLabel={t("buttons.delete")}
        tone="danger"
        busy={busy}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** One of a view's actions: an icon button named for the view (the tooltip shows the same name). */
function ViewAction({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    // The button is named by aria-label; the tooltip only shows that name to the eye.
    <Tooltip title={label} describeChild>
      {/* A disabled button takes no pointer events: the tooltip sits on a wrapper. */}
      <span>
        <IconButton aria-label={label} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
