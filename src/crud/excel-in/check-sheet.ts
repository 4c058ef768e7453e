import {
  isBlankRow,
  validateSheet,
  type SheetProblem,
  type TemplateColumn,
} from "../../domain/template-model";

/** What a cell of a parsed sheet holds (read-excel-file's values). */
export type CellValue = string | number | boolean | Date | null;

/** One data line of the preview, with its row number as Excel shows it (the header is row 1). */
export interface PreviewRow {
  row: number;
  cells: CellValue[];
}

/** DESIGN §9.1: the first rows of a checked sheet shown before sending, and the problems listed on screen. */
export const PREVIEW_ROWS = 10;
export const PROBLEMS_SHOWN = 200;

/** The whole check of a sheet: every problem, in the order a person reads the sheet. */
export interface SheetCheck {
  /** The sheet's header row as text, without the empty cells Excel leaves at its end. */
  headers: string[];
  /** Data lines below the header; blank lines are not counted (nor uploaded). */
  rowCount: number;
  preview: PreviewRow[];
  problems: SheetProblem[];
}

/**
 * What a check answers to the page: small whatever the sheet's size (DESIGN §9.6: only the verdict crosses
 * from the worker), the first problems in detail and how many there are in all.
 */
export interface SheetCheckResult extends Omit<SheetCheck, "problems"> {
  /** The first PROBLEMS_SHOWN problems. */
  problems: SheetProblem[];
  problemCount: number;
}

function toCellValue(value: unknown): CellValue {
  if (value === undefined || value === null) return null;
  if (
    typeof value === "string" ||
    typeof value === "number" ||
    typeof value === "boolean" ||
    value instanceof Date
  )
    return value;
  return String(value);
}

function headerText(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value === undefined || value === null ? "" : String(value).trim();
}

// Header problems first (row 1), then the cells row by row; the empty sheet last.
const rowOf = (problem: SheetProblem) =>
  problem.kind === "wrongType" || problem.kind === "missingValue"
    ? problem.row
    : problem.kind === "emptySheet"
      ? Infinity
      : 0;
const cellColumnOf = (problem: SheetProblem) =>
  problem.kind === "wrongType" || problem.kind === "missingValue" ? problem.column : 0;

/**
 * The problems of a sheet (validateSheet, shared with the demo backend) with what the screen shows of it.
 * rows[0] is the header row, as read-excel-file gives the first sheet from cell A1.
 */
export function checkSheetRows(
  rows: readonly (readonly unknown[])[],
  columns: readonly TemplateColumn[],
): SheetCheck {
  const problems = validateSheet({ columns }, rows);
  // validateSheet lists a line's cells in the template's order; when columns sit elsewhere in the sheet that
  // is not the order a person reads the line in. Sorting is needed only then (and costs on 600,000 problems).
  if (problems.some((problem) => problem.kind === "misorderedHeader"))
    problems.sort((a, b) => rowOf(a) - rowOf(b) || cellColumnOf(a) - cellColumnOf(b));

  const headers = (rows[0] ?? []).map(headerText);
  while (headers.length > 0 && headers[headers.length - 1] === "") headers.pop();

  let rowCount = 0;
  const preview: PreviewRow[] = [];
  for (let index = 1; index < rows.length; index += 1) {
    const cells = rows[index];
    if (isBlankRow(cells)) continue;
    rowCount += 1;
    if (preview.length < PREVIEW_ROWS) {
      const width = Math.max(headers.length, cells.length);
      preview.push({
        row: index + 1,
        cells: Array.from({ length: width }, (_, at) => toCellValue(cells[at])),
      });
    }
  }
  return { headers, rowCount, preview, problems };
}

/** The check as the page receives it: the first `limit` problems and the count. */
export function summariseCheck(check: SheetCheck, limit = PROBLEMS_SHOWN): SheetCheckResult {
  return { ...check, problems: check.problems.slice(0, limit), problemCount: check.problems.length };
}
