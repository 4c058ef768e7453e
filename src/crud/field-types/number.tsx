import TextField from "@mui/material/TextField";
import type { FieldDefinition } from "../../registry/fields";
import type { Translate } from "../../i18n/translate";
import { isEmptyValue, type FieldInputProps, type FieldTypeModule } from "./field-type";

/** Whether a typed or stored value is a finite number within the field's bounds; the message if not. */
export function validateNumber(field: FieldDefinition, value: unknown, t: Translate): string | undefined {
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return t("validation.number");
  if (field.integer && !Number.isInteger(number)) return t("validation.integer");
  if (field.min !== undefined && number < field.min) return t("validation.min", { min: field.min });
  if (field.max !== undefined && number > field.max) return t("validation.max", { max: field.max });
  return undefined;
}

export function NumberInput({ field, value, onChange, common }: FieldInputProps) {
  return (
    <TextField
      {...common}
      type="number"
      value={value ?? ""}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { min: field.min, max: field.max, step: field.integer ? 1 : "any", inputMode: field.integer ? "numeric" : "decimal" },
      }}
    />
  );
}

/** The parts every numeric type shares: a numeric column aligned like text, a from/to filter, sent as a number. */
export const numberLike: Omit<FieldTypeModule, "format"> = {
  // Left-aligned like the other columns: a short number under a left-aligned header reads better on a laptop.
  column: () => ({ type: "number", headerAlign: "left", align: "left" }),
  Input: NumberInput,
  validate: validateNumber,
  toPayload: (_field, value) => (isEmptyValue(value) ? null : Number(value)),
  filter: "number-range",
};

export const numberType: FieldTypeModule = {
  ...numberLike,
  format: (_field, value, { language }) => (typeof value === "number" ? value.toLocaleString(language) : String(value)),
};
