import { isMasked, type FieldDefinition } from "../registry/fields";
import type { Translate } from "../i18n/translate";
import { fieldTypeOf } from "./field-types";
import { isEmptyValue } from "./field-types/field-type";

export type { Translate };

/**
 * The message for a value that breaks its field's rules, or undefined when it is fine (DESIGN §8).
 * The same rules run beside every field of the generic forms, in the language of the page.
 */
export function validateField(field: FieldDefinition, value: unknown, t: Translate): string | undefined {
  if (field.readOnly) return undefined;
  if (isEmptyValue(value)) return field.required && field.type !== "boolean" ? t("validation.required") : undefined;
  return fieldTypeOf(field).validate(field, value, t);
}

/** Values as a form starts them: the record's, else each field's default. */
export function initialValues(fields: readonly FieldDefinition[], record?: Record<string, unknown>) {
  return Object.fromEntries(
    fields
      .filter((field) => !field.readOnly)
      .map((field) => {
        const stored = record?.[field.name] ?? field.defaultValue ?? (field.type === "boolean" ? false : "");
        const toFormValue = fieldTypeOf(field).toFormValue;
        return [field.name, toFormValue ? toFormValue(field, stored) : stored];
      }),
  );
}

/** What is sent to the server: editable fields only, each as its type sends it (numbers as numbers, ISO dates). */
export function toPayload(fields: readonly FieldDefinition[], values: Record<string, unknown>, editing: boolean) {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.readOnly || (editing && field.lockedOnEdit)) continue;
    // A secret left empty while editing is the one already stored: it is sent only when retyped (DESIGN §8).
    if (editing && isMasked(field, values) && isEmptyValue(values[field.name])) continue;
    payload[field.name] = fieldTypeOf(field).toPayload(field, values[field.name]);
  }
  return payload;
}
