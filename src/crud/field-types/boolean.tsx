import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import type { FieldDisplayProps, FieldInputProps, FieldTypeModule } from "./field-type";

function BooleanInput({ value, onChange, common }: FieldInputProps) {
  // The message is the checkbox's description, as TextField ties its own: read with it, not found apart.
  const helperId = common.helperText ? `${common.id}-helper-text` : undefined;
  return (
    <FormControl error={common.error}>
      <FormControlLabel
        control={
          <Checkbox
            checked={Boolean(value)}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={common.onBlur}
            name={common.name}
            inputRef={common.inputRef}
            disabled={common.disabled}
            id={common.id}
            slotProps={{ input: { "aria-describedby": helperId, "aria-invalid": common.error || undefined } }}
          />
        }
        label={common.label}
      />
      <FormHelperText id={helperId}>{common.helperText}</FormHelperText>
    </FormControl>
  );
}

function BooleanDisplay({ field, value, text }: FieldDisplayProps) {
  const yes = Boolean(value);
  const tone = field.tones?.[String(yes)];
  return <Chip size="small" color={tone?.tone ?? (yes ? "success" : "default")} icon={tone?.icon} label={text} />;
}

export const booleanType: FieldTypeModule = {
  column: (field) => ({ type: "boolean", flex: 0, minWidth: field.width ?? 100 }),
  format: (_field, value, { t }) => (value ? t("crud.yes") : t("crud.no")),
  Display: BooleanDisplay,
  Input: BooleanInput,
  validate: () => undefined,
  toPayload: (_field, value) => Boolean(value),
  filter: "boolean",
};
