import type { Cell, Row, SheetData } from "write-excel-file/universal";
import type { ExportColumn } from "./export-columns";

export type ExportRecord = Record<string, unknown>;

/** Excel number formats of each language's dates (SPEC: pt-BR dd/mm/yyyy, en-US mm/dd/yyyy), as on screen. */
export interface ExcelDateFormats {
  date: string;
  datetime: string;
}

export function excelDateFormats(language: string): ExcelDateFormats {
  return language === "pt-BR"
    ? { date: "dd/mm/yyyy", datetime: "dd/mm/yyyy hh:mm" }
    : { date: "mm/dd/yyyy", datetime: "mm/dd/yyyy h:mm AM/PM" };
}

/** Column widths, in characters: wide enough for the longest value, within reason. */
export const MIN_COLUMN_WIDTH = 8;
export const MAX_COLUMN_WIDTH = 60;
/** Excel refuses longer cell texts. */
const MAX_CELL_TEXT = 32_767;
// Characters XML 1.0 cannot carry: one in a cell would make the whole file unreadable.
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const isMasked = (column: ExportColumn, record: ExportRecord) =>
  column.secretWhen !== undefined && (record[column.secretWhen] === true || record[column.secretWhen] === "true");

/** A server message's cell: in the page's language, blank where the screen shows none (field-value.tsx). */
function serverTextCell(column: ExportColumn, message: string, row: ExportRecord, translate: (message: string) => string) {
  const text = translate(message);
  const repeats = column.serverText?.repeats;
  if (!repeats) return text;
  const other = row[repeats.field];
  const shown = other === null || other === undefined ? "" : (repeats.labels?.[String(other)] ?? String(other));
  return text === shown ? null : text;
}

/**
 * The values an export hands over: the exported columns' only, a masked value left out (DESIGN §8: secrets
 * never leave the page, not even towards the worker), a server message in the page's language (`translate`).
 * Runs on the page, before the rows go to the worker.
 */
export function exportRecords(
  columns: readonly ExportColumn[],
  rows: readonly ExportRecord[],
  translate: (message: string) => string = (message) => message,
): ExportRecord[] {
  return rows.map((row) => {
    const record: ExportRecord = {};
    for (const column of columns) {
      const value = row[column.field];
      record[column.field] = isMasked(column, row)
        ? null
        : column.serverText && typeof value === "string" && value !== ""
          ? serverTextCell(column, value, row, translate)
          : value;
    }
    return record;
  });
}

/**
 * The wall-clock time the screen shows for a value, as a Date whose UTC fields carry it: Excel dates have no
 * time zone, and write-excel-file counts them in UTC. A bare date (yyyy-mm-dd) is that day, in any zone.
 */
export function toExcelDate(value: unknown): Date | undefined {
  if (typeof value !== "string" && typeof value !== "number" && !(value instanceof Date)) return undefined;
  const bare = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (bare) return new Date(Date.UTC(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3])));
  const local = new Date(value);
  if (Number.isNaN(local.getTime())) return undefined;
  return new Date(
    Date.UTC(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
    ),
  );
}

const cleanText = (text: string) => text.replace(XML_INVALID, "").slice(0, MAX_CELL_TEXT);

/** One typed cell, and how many characters it shows (for the column's width). */
function toCell(column: ExportColumn, value: unknown, formats: ExcelDateFormats): [Cell, number] {
  if (value === null || value === undefined || value === "") return [null, 0];
  if (column.kind === "number") {
    const number = typeof value === "number" ? value : Number(value);
    if (typeof value !== "boolean" && Number.isFinite(number))
      return column.numberFormat
        ? [{ value: number, type: Number, format: column.numberFormat }, column.numberFormat.length + String(Math.trunc(number)).length]
        : [number, String(number).length];
  }
  if (column.kind === "date" || column.kind === "datetime") {
    const date = toExcelDate(value);
    const format = formats[column.kind];
    if (date) return [{ value: date, type: Date, format }, format.replace(/AM\/PM/, "AM").length];
  }
  const text = cleanText(column.labels?.[String(value)] ?? (typeof value === "object" ? JSON.stringify(value) : String(value)));
  const longestLine = text.split("\n").reduce((longest, line) => Math.max(longest, line.length), 0);
  return [text, longestLine];
}

export interface Sheet {
  /** The header row (bold), then one row per record. */
  data: SheetData;
  /** Each column's width, in characters. */
  widths: number[];
}

/** The sheet of an export: typed cells under a bold header row, columns as wide as their content. */
export function toSheet(columns: readonly ExportColumn[], records: readonly ExportRecord[], formats: ExcelDateFormats): Sheet {
  const header: Row = columns.map((column) => ({ value: cleanText(column.header), fontWeight: "bold" }));
  // The header is bold: a character wider than the same text in the body.
  const widths = columns.map((column) => column.header.length + 1);
  const data: SheetData = [header];
  for (const record of records) {
    const row: Row = new Array(columns.length);
    columns.forEach((column, index) => {
      const [cell, width] = toCell(column, record[column.field], formats);
      row[index] = cell;
      if (width > widths[index]) widths[index] = width;
    });
    data.push(row);
  }
  return {
    data,
    // Two characters of padding, as Excel's own "fit" leaves.
    widths: widths.map((width) => Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width + 2))),
  };
}
