import type { FieldDefinition } from "../registry/fields";

import type { Translate } from "../i18n/translate";

export type { Translate };

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * The message for a value that breaks its field's rules, or undefined when it is fine (DESIGN §8).
 * The same rules run beside every field of the generic forms, in the language of the page.
 */
export function validateField(field: FieldDefinition, value: unknown, t: Translate): string | undefined {
  if (field.readOnly) return undefined;
  if (isEmpty(value)) return field.required && field.type !== "boolean" ? t("validation.required") : undefined;
  switch (field.type) {
    case "number": {
      const number = typeof value === "number" ? value : Number(value);
      if (!Number.isFinite(number)) return t("validation.number");
      if (field.min !== undefined && number < field.min) return t("validation.min", { min: field.min });
      if (field.max !== undefined && number > field.max) return t("validation.max", { max: field.max });
      return undefined;
    }
    case "email":
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value)) ? undefined : t("validation.email");
    case "enum":
      return field.options?.includes(String(value)) ? undefined : t("validation.option");
    case "date":
    case "datetime":
      return Number.isNaN(Date.parse(String(value))) ? t("validation.date") : undefined;
    case "time":
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(String(value)) ? undefined : t("validation.time");
    default: {
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
  }
}

/** Values as a form starts them: the record's, else each field's default. */
export function initialValues(fields: readonly FieldDefinition[], record?: Record<string, unknown>) {
  return Object.fromEntries(
    fields
      .filter((field) => !field.readOnly)
      .map((field) => [field.name, record?.[field.name] ?? field.defaultValue ?? (field.type === "boolean" ? false : "")]),
  );
}

/** What is sent to the server: editable fields only, numbers as numbers, dates as ISO strings. */
export function toPayload(fields: readonly FieldDefinition[], values: Record<string, unknown>, editing: boolean) {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.readOnly || (editing && field.lockedOnEdit)) continue;
    const value = values[field.name];
    if (field.type === "number" || field.type === "reference") {
      payload[field.name] = isEmpty(value) ? null : Number(value);
    } else if (field.type === "datetime" || field.type === "date") {
      payload[field.name] = isEmpty(value) ? null : toIso(String(value), field.type);
    } else if (field.type === "boolean") {
      payload[field.name] = Boolean(value);
    } else {
      payload[field.name] = typeof value === "string" ? value.trim() : value;
    }
  }
  return payload;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO value as a datetime-local / date input shows it, in the browser's time zone. */
export function toInputValue(value: unknown, type: "date" | "datetime"): string {
  if (isEmpty(value)) return "";
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return "";
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return type === "date" ? day : `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function toIso(value: string, type: "date" | "datetime"): string {
  if (type === "date") return value.slice(0, 10);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
