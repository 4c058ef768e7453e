import type { ReactElement } from "react";

/**
 * Field definitions: what a resource's generic list, show and form pages are made of (DESIGN §3).
 * Labels are translation keys `resources.<resource>.fields.<field>`; enum labels `enum.<enumKey>.<value>`.
 */
export type FieldType =
  | "text"
  | "multiline"
  | "email"
  | "number"
  | "boolean"
  | "date"
  | "datetime"
  | "time"
  | "enum"
  | "secret"
  | "reference"
  | "status"
  | "link"
  | "file-size"
  | "duration-days";

/** The colours a status chip may take: the theme's palette intents. */
export type StatusTone = "default" | "primary" | "secondary" | "success" | "info" | "warning" | "error";

export interface FieldDefinition {
  name: string;
  type: FieldType;
  required?: boolean;
  /** Numbers: bounds. */
  min?: number;
  max?: number;
  /** Text: bounds on length. */
  maxLength?: number;
  minLength?: number;
  /** Text: a pattern the value must match, with the translation key of the message. */
  pattern?: { regex: RegExp; messageKey: string };
  /** Enums and statuses: the stored values, labelled by `enum.<enumKey ?? name>.<value>`. */
  options?: readonly string[];
  enumKey?: string;
  /** Enums whose values are technical names (resource paths): shown as they are, not translated. */
  rawOptions?: boolean;
  /**
   * Statuses: the colour and icon of each value (values without one show neutral, without icon). Yes/no fields
   * (values "true" and "false") take them where a yes is bad news, as a late shipment: green, the default for
   * a yes, would read as good.
   */
  tones?: Readonly<Record<string, { tone: StatusTone; icon?: ReactElement }>>;
  /**
   * Links: the value is shown as a link to a record of another resource; its id is this field's value or,
   * with idField, another field of the same row (a tracking number linking to its shipment's id).
   */
  link?: { resource: string; idField?: string };
  /** References: the resource whose rows are the options, and the field shown for each. */
  reference?: { resource: string; labelField: string };
  /** Shown as a column in the list (secrets never are). Default true. */
  list?: boolean;
  /** Offered in the list's filter panel and sort. Default true for list columns. */
  filterable?: boolean;
  sortable?: boolean;
  /** Set by the server: shown, never edited. */
  readOnly?: boolean;
  /** Editable when creating, locked when editing (natural keys). */
  lockedOnEdit?: boolean;
  /** Minimum column width in px. */
  width?: number;
  /**
   * The value is a secret while this boolean field of the same record is set (cloud-secret parameters):
   * then it is masked like a secret field and the server leaves it out of lists.
   */
  secretWhen?: string;
  /**
   * Text the server writes in English (a robot run's message): shown in the page's language when it is one
   * of the server's known messages, and not at all when it only repeats this other field's value.
   */
  serverText?: { repeats?: FieldDefinition };
  /** A whole number (days, counts, levels): decimals are refused, never rounded. */
  integer?: boolean;
  /** Default value of a new record. */
  defaultValue?: string | number | boolean;
  /**
   * A hint under the input chosen by another field of the record: a parameter's accepted values by its name.
   * Shown while no error is, so a person knows the range before the server refuses a value.
   */
  hintBy?: { field: string; hints: Readonly<Record<string, FieldHint>> };
}

/** A translated hint and its interpolated values. */
export interface FieldHint {
  key: string;
  values?: Readonly<Record<string, string | number>>;
}

/** Secret values are never listed (SPEC §3, DESIGN §8). */
export const isListed = (field: FieldDefinition) => field.type !== "secret" && field.list !== false;

/** Whether a record's value of this field is to be masked (DESIGN §8). */
export const isMasked = (field: FieldDefinition, record?: Record<string, unknown>) =>
  field.type === "secret" ||
  (field.secretWhen !== undefined && (record?.[field.secretWhen] === true || record?.[field.secretWhen] === "true"));

/**
 * What a response says of a write-only secret it leaves out (DESIGN §8): whether one is stored, and when it
 * was last set (null when the server does not say).
 */
export function storedSecret(field: FieldDefinition, record?: Record<string, unknown>): { set: boolean; setAt: string | null } {
  const setAt = record?.[`${field.name}SetAt`];
  return { set: record?.[`${field.name}Set`] === true, setAt: typeof setAt === "string" && setAt ? setAt : null };
}

export const fieldLabelKey = (resource: string, field: string) => `resources.${resource}.fields.${field}`;
export const enumLabelKey = (field: FieldDefinition, value: string) => `enum.${field.enumKey ?? field.name}.${value}`;

/** The label of an enum value in the current language. */
export const enumLabel = (field: FieldDefinition, value: string, t: (key: string) => string) =>
  field.rawOptions ? value : t(enumLabelKey(field, value));
