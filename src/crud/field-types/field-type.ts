import type { ComponentType, Ref } from "react";
import type { GridColDef } from "@mui/x-data-grid";
import type { FieldDefinition } from "../../registry/fields";
import type { Translate } from "../../i18n/translate";

/** What a field type needs to turn a value into text: the page's language, and labels of referenced records. */
export interface FormatContext {
  t: Translate;
  language: string;
  /** Labels of referenced records by id, per reference field (fetched once per page of rows). */
  references?: Record<string, Record<string, string>>;
}

/** The props every input of the generic form shares, whatever its type. */
export interface CommonInputProps {
  id: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error: boolean;
  helperText: string;
  fullWidth: true;
  onBlur: () => void;
  name: string;
  inputRef: Ref<HTMLInputElement>;
}

export interface FieldInputProps {
  field: FieldDefinition;
  value: unknown;
  onChange: (value: unknown) => void;
  common: CommonInputProps;
}

export interface FieldDisplayProps {
  field: FieldDefinition;
  value: unknown;
  record?: Record<string, unknown>;
  /** The value as text, already formatted by the type. */
  text: string;
}

/**
 * How a list filters a field, in the filter bar (the free DataGrid keeps one filter; the bar keeps several):
 * text contains, a from/to range (numbers, dates), one of the options, yes/no, or not at all.
 */
export type FilterKind = "text" | "number-range" | "date-range" | "options" | "boolean" | "none";

/**
 * One field type, in one file (DESIGN §2): its column, input, text, validation and payload mapping (the
 * spreadsheet cells of an export are crud/export's).
 * Adding a type touches its file and the map in index.ts.
 */
export interface FieldTypeModule {
  /** The grid column's part that depends on the type (the common part is grid-columns.tsx's). */
  column: (field: FieldDefinition, ctx: FormatContext) => Partial<GridColDef>;
  /** A non-empty value as text: lists, detail pages, exports, filter chips. */
  format: (field: FieldDefinition, value: unknown, ctx: FormatContext) => string;
  /** The value on a detail page, when it is more than text (a chip, a link). */
  Display?: ComponentType<FieldDisplayProps>;
  Input: ComponentType<FieldInputProps>;
  /** The message for a non-empty value that breaks the field's rules, else undefined. */
  validate: (field: FieldDefinition, value: unknown, t: Translate) => string | undefined;
  /** A form value as the server takes it, empty ones included (most send null for those). */
  toPayload: (field: FieldDefinition, value: unknown) => unknown;
  /** A stored value as the form's input holds it; the value itself when omitted. */
  toFormValue?: (field: FieldDefinition, value: unknown) => unknown;
  filter: FilterKind;
}

export const isEmptyValue = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");
