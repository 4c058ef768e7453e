import { useEffect, useRef, useState } from "react";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import type { FieldDefinition } from "../../registry/fields";
import type { Translate } from "../../i18n/translate";
import { isEmptyValue, type FieldInputProps, type FieldTypeModule } from "./field-type";
import { editableNumber, parseLocaleNumber } from "./locale-number";
import { formatNumber } from "../../i18n/number-format";

/** Whether a typed or stored value is a finite number within the field's bounds; the message if not. */
export function validateNumber(field: FieldDefinition, value: unknown, t: Translate): string | undefined {
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return t("validation.number");
  if (field.integer && !Number.isInteger(number)) return t("validation.integer");
  if (field.min !== undefined && number < field.min) return t("validation.min", { min: field.min });
  if (field.max !== undefined && number > field.max) return t("validation.max", { max: field.max });
  return undefined;
}

/** A form value as the input shows it: a number in the page's language, anything else as it was typed. */
const shownNumber = (value: unknown, language: string) =>
  typeof value === "number" ? editableNumber(value, language) : value === null || value === undefined ? "" : String(value);

/**
 * A text input read in the page's language (locale-number.ts), not the browser's number input: the form holds
 * the number typed, or the text when it is not one, which validation then names ("Enter a number").
 */
export function NumberInput({ field, value, onChange, common }: FieldInputProps) {
  const { i18n } = useTranslation();
  const [text, setText] = useState(() => shownNumber(value, i18n.language));
  // What this input last gave the form: any other value came from outside (the record, a draft, a reset).
  const given = useRef<unknown>(value);
  useEffect(() => {
    if (Object.is(value, given.current)) return;
    given.current = value;
    setText(shownNumber(value, i18n.language));
  }, [value, i18n.language]);
  return (
    <TextField
      {...common}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        const parsed = typed.trim() === "" ? "" : (parseLocaleNumber(typed, i18n.language) ?? typed);
        setText(typed);
        given.current = parsed;
        onChange(parsed);
      }}
      slotProps={{ htmlInput: { inputMode: field.integer && (field.min ?? 0) >= 0 ? "numeric" : "decimal" } }}
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
  format: (_field, value, { language }) => (typeof value === "number" ? formatNumber(value, language) : String(value)),
};
