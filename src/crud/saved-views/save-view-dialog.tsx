import { useId, useState, type FormEvent } from "react";
import { useNotification } from "@refinedev/core";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import { VIEW_NAME_MAX_LENGTH, type SavedView, type SavedViewChange } from "../../api/saved-views";
import { isHttpError } from "../../data/http-error";
import { useErrorMessage, useServerMessage } from "../../data/server-messages";
import { useSavedViewActions } from "./use-saved-views";

export type SaveViewDialogProps = {
  resource: string;
  onClose: () => void;
} & (
  | {
      /** Saves a new view holding this state (view-state.ts). */
      state: string;
      view?: undefined;
    }
  | {
      /** Renames, shares or unshares, marks or unmarks default one of the person's views. */
      view: SavedView;
      state?: undefined;
    }
);

/**
 * "Save view…" and a view's "Edit…": its name, whether everyone with the person's profile is offered it,
 * and whether it opens when the person comes to the list. Mounted while open, so it starts from the view.
 */
export function SaveViewDialog({ resource, onClose, state, view }: SaveViewDialogProps) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const errorMessage = useErrorMessage();
  const serverMessage = useServerMessage();
  const { create, change } = useSavedViewActions(resource);
  const mutation = view ? change : create;
  const [name, setName] = useState(view?.name ?? "");
  const [shared, setShared] = useState(view?.shared ?? false);
  const [isDefault, setIsDefault] = useState(view?.isDefault ?? false);
  const [checked, setChecked] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  const trimmed = name.trim();
  const problem =
    trimmed === ""
      ? t("validation.required")
      : trimmed.length > VIEW_NAME_MAX_LENGTH
        ? t("validation.maxLength", { count: VIEW_NAME_MAX_LENGTH })
        : undefined;
  const failure = mutation.error;
  // The server's word on the name (taken, invalid) goes under the field; anything else above the fields.
  const fieldErrors = isHttpError(failure) ? failure.errors?.name : undefined;
  const serverNameProblem =
    typeof fieldErrors === "string" ? fieldErrors : Array.isArray(fieldErrors) ? fieldErrors[0] : undefined;
  const nameProblem = (checked ? problem : undefined) ?? (serverNameProblem ? serverMessage(serverNameProblem) : undefined);

  // A save under way finishes (the view is saved, and said so): the dialog stays until it has.
  const close = () => {
    if (!mutation.isLoading) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || mutation.isLoading) return;
    try {
      if (view) {
        const fields: SavedViewChange = {};
        if (trimmed !== view.name) fields.name = trimmed;
        if (shared !== view.shared) fields.shared = shared;
        if (isDefault !== view.isDefault) fields.isDefault = isDefault;
        if (Object.keys(fields).length > 0) await change.mutateAsync({ id: view.id, ...fields });
      } else {
        await create.mutateAsync({ name: trimmed, state: state ?? "", shared, isDefault });
      }
      notify?.({ type: "success", message: t("savedViews.saved", { name: trimmed }), key: "saved-views" });
      onClose();
    } catch {
      // Shown in the dialog, which keeps what was typed.
    }
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t(view ? "savedViews.dialog.editTitle" : "savedViews.dialog.createTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId} variant="body2" sx={{ mb: 2 }}>
            {t(view ? "savedViews.dialog.editHelp" : "savedViews.dialog.createHelp")}
          </DialogContentText>
          {failure !== null && !serverNameProblem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorMessage(failure)}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={t("savedViews.dialog.name")}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              // The server's word was on the name sent: another name is not known to be taken.
              if (serverNameProblem) mutation.reset();
            }}
            error={nameProblem !== undefined}
            helperText={nameProblem ?? t("crud.characterCount", { length: trimmed.length, max: VIEW_NAME_MAX_LENGTH })}
            slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX_LENGTH } }}
          />
          <FormGroup sx={{ mt: 1 }}>
            <FormControlLabel
              control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
              label={t("savedViews.dialog.shared")}
            />
            <FormControlLabel
              control={<Checkbox checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />}
              label={t("savedViews.dialog.isDefault")}
            />
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={mutation.isLoading}>
            {t("buttons.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isLoading}>
            {t("buttons.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
