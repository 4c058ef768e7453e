import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { FieldDefinition } from "../registry/fields";
import { formatFieldValue } from "./field-value";

export interface EditConflict {
  changedBy?: string;
  changedAt?: string;
}

interface EditConflictPanelProps {
  conflict: EditConflict;
  fields: readonly FieldDefinition[];
  /** The person's changes, as they would be sent. */
  yours: Record<string, unknown>;
  /** The record as the server holds it now; undefined while it is being read. */
  current: Record<string, unknown> | undefined;
  fieldLabel: (field: string) => string;
  onReload: () => void;
  onOverwrite: () => void;
  busy: boolean;
}

/**
 * A save refused because someone else saved the record meanwhile (409, DESIGN §8): the form keeps what was
 * typed; this says who saved and when, shows the person's changes beside what the record holds now, and
 * offers to take the record as it is now, or to save the person's changes over it. It takes the focus as it
 * appears: the Save that met the conflict may sit far below it (a long template), where nothing else shows it.
 */
export function EditConflictPanel({
  conflict,
  fields,
  yours,
  current,
  fieldLabel,
  onReload,
  onOverwrite,
  busy,
}: EditConflictPanelProps) {
  const { t, i18n } = useTranslation();
  const format = (field: FieldDefinition, value: unknown) =>
    formatFieldValue(field, value, t, i18n.language, current);
  const date = conflict.changedAt
    ? formatFieldValue({ name: "changedAt", type: "datetime" }, conflict.changedAt, t, i18n.language)
    : undefined;
  const changed = fields.filter((field) => Object.hasOwn(yours, field.name));
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <Alert
      ref={panel}
      tabIndex={-1}
      severity="warning"
      role="alert"
      data-testid="edit-conflict"
      // Clear of the sticky top bar when the focus scrolls it into view.
      sx={{ mb: 2, scrollMarginTop: (theme) => theme.spacing(10) }}
    >
      <AlertTitle>{t("crud.conflict.title")}</AlertTitle>
      {date && (
        <Typography variant="body2">
          {conflict.changedBy
            ? t("crud.conflict.changedBy", { user: conflict.changedBy, date })
            : t("crud.conflict.changedAt", { date })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {current ? t("crud.conflict.kept") : t("crud.conflict.loading")}
      </Typography>
      {current && changed.length > 0 && (
        <Box component="ul" sx={{ my: 1, pl: 3 }}>
          {changed.map((field) => (
            <li key={field.name}>
              <Typography variant="body2" component="span" fontWeight={600}>
                {fieldLabel(field.name)}
              </Typography>
              <Typography variant="body2" component="span">
                {" — "}
                {t("crud.conflict.yours", { value: format(field, yours[field.name]) })}
                {"; "}
                {t("crud.conflict.now", { value: format(field, current[field.name]) })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1 }}>
        <Button variant="outlined" color="inherit" onClick={onReload} disabled={busy || !current}>
          {t("crud.conflict.reload")}
        </Button>
        <Button variant="contained" onClick={onOverwrite} disabled={busy || !current}>
          {t("crud.conflict.overwrite")}
        </Button>
      </Box>
    </Alert>
  );
}
