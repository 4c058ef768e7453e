/**
 * Configurable templates (DESIGN §3): the ordered columns an uploaded Excel sheet must have. Stored as plain
 * JSON so upload screens can check a parsed sheet in the browser before sending it (validateSheet).
 */
export const COLUMN_TYPES = ["text", "number", "quantity", "date", "materialCode", "plant", "vendorCode", "days"] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export interface TemplateColumn {
  header: string;
  type: ColumnType;
  required: boolean;
  example: string;
  /**
   * Read by the calculation or the upload that uses the template (found by its header, DESIGN §9.2): its
   * header, type and required mark stay as they are, and it stays in the template. Moving it is harmless.
   */
  locked?: boolean;
}

export interface Template {
  id: number;
  name: string;
  description?: string;
  columns: TemplateColumn[];
}

export type SheetProblem =
  | { kind: "missingHeader"; header: string; column: number }
  | { kind: "extraHeader"; header: string; column: number }
  /** The same header a second time: only one of the two could be checked, and the other would be stored. */
  | { kind: "repeatedHeader"; header: string; column: number; firstColumn: number }
  | { kind: "misorderedHeader"; header: string; column: number; expectedColumn: number }
  | { kind: "wrongType"; header: string; row: number; column: number; type: ColumnType; value: unknown }
  | { kind: "missingValue"; header: string; row: number; column: number }
  /** No data line below the header row: there is nothing to upload (DESIGN §9.1). */
  | { kind: "emptySheet" };

/** A header as the check compares it: trimmed, inner spaces collapsed, any case. */
export const normaliseHeader = (header: unknown) =>
  String(header ?? "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A line with nothing in it: Excel leaves such lines below the data, and they are not rows to upload. */
export const isBlankRow = (cells: readonly unknown[] | undefined): boolean => (cells ?? []).every(isBlank);

// Excel's day 0 (serial numbers count days from it; 1900's false leap day is before any date in use here).
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;
// 9999-12-31, Excel's last date.
const EXCEL_LAST_SERIAL = 2958466;

/**
 * The date a cell holds, or undefined when it holds none. Excel stores dates as serial day numbers; parsers
 * hand them over as numbers, Dates or text (dd/mm/yyyy as planners type them, or ISO). Day dates come back
 * at midnight UTC: an Excel date has no time zone.
 */
export function dateOf(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === "number")
    return Number.isFinite(value) && value > 0 && value < EXCEL_LAST_SERIAL
      ? new Date(EXCEL_EPOCH + Math.round(value * DAY_MS))
      : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  const calendarDay = (year: number, month: number, day: number) => {
    const date = new Date(Date.UTC(year, month - 1, day));
    // A day that does not exist (31/02) is refused, not rolled over into the next month.
    const exact = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return exact ? date : undefined;
  };
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (dmy) return calendarDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  // ISO text: its calendar day, whatever time or zone follows (a time with no zone would be read on this
  // device's clock, and "2026-01-15 22:00" would become the 16th in São Paulo).
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ]\d{2}:\d{2})/.exec(text);
  return iso ? calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) : undefined;
}

const isDate = (value: unknown) => dateOf(value) !== undefined;

/** Whether a non-blank cell fits its column's type. */
export function fitsType(type: ColumnType, value: unknown): boolean {
  const text = String(value).trim();
  switch (type) {
    case "number":
      return typeof value === "number" ? Number.isFinite(value) : /^-?\d+([.,]\d+)?$/.test(text);
    case "quantity": {
      // What is needed of something: more than nothing (a line of 0 or -5 has nothing to plan).
      const quantity = typeof value === "number" ? value : /^\d+([.,]\d+)?$/.test(text) ? Number(text.replace(",", ".")) : Number.NaN;
      return Number.isFinite(quantity) && quantity > 0;
    }
    case "date":
      return isDate(value);
    case "materialCode":
      // SAP material numbers: up to 40 characters (18 in older releases), letters, digits and - . _ /
      return /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/.test(text);
    case "plant":
      return /^[A-Za-z0-9]{4}$/.test(text);
    case "vendorCode":
      return /^\d{1,10}$/.test(text);
    case "days": {
      // A lead time: whole days from 0 to 999 (DESIGN §9.4).
      const days = typeof value === "number" ? value : /^\d+$/.test(text) ? Number(text) : Number.NaN;
      return Number.isInteger(days) && days >= 0 && days <= 999;
    }
    default:
      return true;
  }
}

/**
 * The problems of a parsed sheet against a template: rows[0] is the header row, the rest are data rows.
 * Row and column numbers are 0-based indexes into `rows`. Cells are checked under the header they sit
 * below, so a misordered column still gets its cells checked. A sheet without a single data line is an
 * "emptySheet" problem (beside whatever its header row lacks).
 */
export function validateSheet(
  template: { readonly columns: readonly TemplateColumn[] },
  rows: readonly (readonly unknown[])[],
): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const headers = (rows[0] ?? []).map(normaliseHeader);
  const expected = template.columns.map((column) => normaliseHeader(column.header));
  // Trailing empty header cells are what Excel leaves behind, not extra columns.
  let width = headers.length;
  while (width > 0 && headers[width - 1] === "") width -= 1;

  const positionOf = new Map<number, number>();
  template.columns.forEach((column, index) => {
    const at = headers.slice(0, width).indexOf(expected[index]);
    if (at < 0) problems.push({ kind: "missingHeader", header: column.header, column: index });
    else {
      positionOf.set(index, at);
      if (at !== index)
        problems.push({ kind: "misorderedHeader", header: column.header, column: at, expectedColumn: index });
    }
  });
  for (let at = 0; at < width; at += 1) {
    const first = headers.indexOf(headers[at]);
    if (!expected.includes(headers[at]))
      problems.push({ kind: "extraHeader", header: String(rows[0]?.[at] ?? ""), column: at });
    else if (first !== at)
      problems.push({ kind: "repeatedHeader", header: String(rows[0]?.[at] ?? ""), column: at, firstColumn: first });
  }

  let dataRows = 0;
  for (let row = 1; row < rows.length; row += 1) {
    const cells = rows[row] ?? [];
    if (isBlankRow(cells)) continue; // blank lines at the end of a sheet
    dataRows += 1;
    template.columns.forEach((column, index) => {
      const at = positionOf.get(index);
      if (at === undefined) return;
      const value = cells[at];
      if (isBlank(value)) {
        if (column.required) problems.push({ kind: "missingValue", header: column.header, row, column: at });
      } else if (!fitsType(column.type, value)) {
        problems.push({
          kind: "wrongType",
          header: column.header,
          row,
          column: at,
          type: column.type,
          value,
        });
      }
    });
  }
  if (dataRows === 0) problems.push({ kind: "emptySheet" });
  return problems;
}

/** Template columns as stored, made safe to edit. */
export function parseColumns(value: unknown): TemplateColumn[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const raw = item as Record<string, unknown>;
    const type = (COLUMN_TYPES as readonly string[]).includes(String(raw.type))
      ? (raw.type as ColumnType)
      : "text";
    const column: TemplateColumn = {
      header: String(raw.header ?? ""),
      type,
      required: raw.required === true,
      example: String(raw.example ?? ""),
    };
    return [raw.locked === true ? { ...column, locked: true } : column];
  });
}

/**
 * The locked columns of `before` that `after` no longer has as they were (same header in any case or
 * spacing, same type, same required mark): what a save would break.
 */
export function changedLockedColumns(
  before: readonly TemplateColumn[],
  after: readonly TemplateColumn[],
): TemplateColumn[] {
  return before
    .filter((column) => column.locked)
    .filter(
      (column) =>
        !after.some(
          (candidate) =>
            normaliseHeader(candidate.header) === normaliseHeader(column.header) &&
            candidate.type === column.type &&
            candidate.required === column.required,
        ),
    );
}

/**
 * The columns to store: a column is locked when it is one of `before`'s locked columns, never because a
 * request says so (a lock is the backend's, not something a save can add).
 */
export function withLocks(before: readonly TemplateColumn[], after: readonly TemplateColumn[]): TemplateColumn[] {
  const locked = new Set(before.filter((column) => column.locked).map((column) => normaliseHeader(column.header)));
  return after.map(({ locked: _ignored, ...column }) =>
    locked.has(normaliseHeader(column.header)) ? { ...column, locked: true } : column,
  );
}

export type ColumnProblem = "required" | "duplicate" | "example";

/** What is wrong with a template's column definitions, per column index (empty or repeated headers). */
export function columnProblems(columns: readonly TemplateColumn[]): Map<number, ColumnProblem> {
  const problems = new Map<number, ColumnProblem>();
  const seen = new Map<string, number>();
  columns.forEach((column, index) => {
    const key = normaliseHeader(column.header);
    if (key === "") problems.set(index, "required");
    else if (seen.has(key)) problems.set(index, "duplicate");
    else if (column.example.trim() !== "" && !fitsType(column.type, column.example))
      problems.set(index, "example");
    seen.set(key, index);
  });
  return problems;
}

export { moveItem } from "./ordered-list";
