import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import type { FieldDefinition } from "../../registry/fields";
import type { Translate } from "../../i18n/translate";
import type { FieldInputProps, FieldTypeModule } from "./field-type";

/** Length and pattern rules of free text (DESIGN §8), shared by every text-like type. */
export function validateText(field: FieldDefinition, value: unknown, t: Translate): string | undefined {
  const text = String(value);
  if (field.minLength !== undefined && text.trim().length < field.minLength) {
    return t("validation.minLength", { count: field.minLength });
  }
  // Spaces around the text are never sent (toPayload below), so they never count against the limit.
  const sent = text.trim();
  if (field.maxLength !== undefined && sent.length > field.maxLength) {
    return t("validation.tooLong", { count: field.maxLength, over: sent.length - field.maxLength });
  }
  // What is checked is what is sent (trimmed, below): a code pasted from a sheet with a trailing space is fine.
  if (field.pattern && !field.pattern.regex.test(text.trim())) return t(field.pattern.messageKey);
  return undefined;
}

/** The counter appears once a text is this close to its limit; short codes (a country's two letters) have none. */
const COUNTER_FROM = 0.8;
const COUNTED_FROM_LENGTH = 20;

/**
 * The field's message with, near the length limit, a character counter beside it. The input itself never
 * cuts what is typed or pasted (a browser's maxLength does so silently): past the limit the counter and the
 * message say by how much, and nothing is saved until it fits.
 */
export function withCharacterCount(helperText: ReactNode, length: number, max: number | undefined, t: Translate): ReactNode {
  if (max === undefined || max < COUNTED_FROM_LENGTH || length < max * COUNTER_FROM) return helperText;
  return (
    <Box component="span" sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
      <span>{helperText}</span>
      <Box component="span" sx={{ flexShrink: 0 }} data-testid="character-count">
        {t("crud.characterCount", { length, max })}
      </Box>
    </Box>
  );
}

/** A text input of the given HTML type, or a text area. */
export function textInput(options: { type?: "text" | "email"; multiline?: boolean } = {}) {
  return function TextInput({ field, value, onChange, common }: FieldInputProps) {
    const { t } = useTranslation();
    const text = typeof value === "string" ? value : value == null ? "" : String(value);
    return (
      <TextField
        {...common}
        helperText={withCharacterCount(common.helperText, text.trim().length, field.maxLength, t)}
        type={options.type ?? "text"}
        multiline={options.multiline}
        minRows={options.multiline ? 3 : undefined}
        value={text}
        onChange={(event) => onChange(event.target.value)}
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
