import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { enumLabel } from "../../registry/fields";
import { useTranslation } from "react-i18next";
import type { FieldInputProps, FieldTypeModule, FormatContext } from "./field-type";
import type { FieldDefinition } from "../../registry/fields";

export function EnumInput({ field, value, onChange, common }: FieldInputProps) {
  const { t } = useTranslation();
  return (
    <TextField {...common} select value={value ?? ""} onChange={(event) => onChange(event.target.value)}>
      {!field.required && <MenuItem value="">—</MenuItem>}
      {(field.options ?? []).map((option) => (
        <MenuItem key={option} value={option}>
          {enumLabel(field, option, t)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A column that offers the field's values, labelled in the page's language. */
export const optionsColumn = (field: FieldDefinition, { t }: FormatContext) => ({
  type: "singleSelect" as const,
  valueOptions: (field.options ?? []).map((value) => ({ value, label: enumLabel(field, value, t) })),
});

/** The parts every one-of-a-list type shares: the value's label, a choice of the options, the stored value sent. */
export const enumLike: Omit<FieldTypeModule, "Input"> = {
  column: optionsColumn,
  format: (field, value, { t }) => enumLabel(field, String(value), t),
  validate: (field, value, t) => (field.options?.includes(String(value)) ? undefined : t("validation.option")),
  toPayload: (_field, value) => value,
  filter: "options",
};

export const enumType: FieldTypeModule = { ...enumLike, Input: EnumInput };
