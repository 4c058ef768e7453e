import TextField from "@mui/material/TextField";
import type { FieldDefinition } from "../../registry/fields";
import type { Translate } from "../../i18n/translate";
import type { FieldInputProps, FieldTypeModule } from "./field-type";

/** Length and pattern rules of free text (DESIGN §8), shared by every text-like type. */
export function validateText(field: FieldDefinition, value: unknown, t: Translate): string | undefined {
  const text = String(value);
  if (field.minLength !== undefined && text.trim().length < field.minLength) {
    return t("validation.minLength", { count: field.minLength });
  }
  if (field.maxLength !== undefined && text.length > field.maxLength) {
    return t("validation.maxLength", { count: field.maxLength });
  }
  if (field.pattern && !field.pattern.regex.test(text)) return t(field.pattern.messageKey);
  return undefined;
}

/** A text input of the given HTML type, or a text area. */
export function textInput(options: { type?: "text" | "email"; multiline?: boolean } = {}) {
  return function TextInput({ field, value, onChange, common }: FieldInputProps) {
    return (
      <TextField
        {...common}
        type={options.type ?? "text"}
        multiline={options.multiline}
        minRows={options.multiline ? 3 : undefined}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ htmlInput: { maxLength: field.maxLength } }}
      />
    );
  };
}

/** The parts every text-like type shares: shown as typed, filtered by "contains", sent trimmed. */
export const textLike: Omit<FieldTypeModule, "Input"> = {
  column: () => ({}),
  format: (_field, value) => String(value),
  validate: validateText,
  toPayload: (_field, value) => (typeof value === "string" ? value.trim() : value),
  filter: "text",
};

export const textType: FieldTypeModule = { ...textLike, Input: textInput() };
