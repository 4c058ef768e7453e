import { dateOf, type TemplateColumn } from "../../domain/template-model";
import type { WorkbookInput } from "../export/build-workbook";
import type { ExportColumn } from "../export/export-columns";
import { sheetName as safeSheetName } from "../export/export-file-name";

/**
 * Dates of the blank template read the same in every language: 2026-12-01 is never taken for 12 January,
 * and Excel shows the cell as a date whatever the person's locale.
 */
export const TEMPLATE_DATE_FORMATS = { date: "yyyy-mm-dd", datetime: "yyyy-mm-dd hh:mm" } as const;

/** The example as its column's type stores it: numbers as numbers, dates as (bare) days, the rest as text. */
function exampleValue(column: TemplateColumn): unknown {
  const text = column.example.trim();
  if (text === "") return null;
  if (column.type === "number") {
    const number = Number(text.replace(",", "."));
    return Number.isFinite(number) ? number : text;
  }
  if (column.type === "date") {
    // A bare yyyy-mm-dd is that day in every time zone when the export writes it (toExcelDate).
    const date = dateOf(text);
    return date ? date.toISOString().slice(0, 10) : text;
  }
  return text;
}

/**
 * The workbook of a blank template (DESIGN §9.2: "download the blank template, with its example row"): the
 * template's headers, then its example row with typed cells. The export's workbook gives it the bold,
 * frozen header row and the column widths.
 */
export function blankTemplateInput(
  columns: readonly TemplateColumn[],
  sheetName = "Template",
): WorkbookInput {
  const exportColumns: ExportColumn[] = columns.map((column, index) => ({
    field: String(index),
    header: column.header,
    kind: column.type === "number" ? "number" : column.type === "date" ? "date" : "text",
  }));
  const example = Object.fromEntries(columns.map((column, index) => [String(index), exampleValue(column)]));
  return {
    columns: exportColumns,
    records: [example],
    formats: TEMPLATE_DATE_FORMATS,
    sheetName: safeSheetName(sheetName),
  };
}

/**
 * The blank template's .xlsx. One line to write, so it is made on the page; write-excel-file is loaded only
 * when a template is asked for.
 */
export async function buildBlankTemplate(
  columns: readonly TemplateColumn[],
  sheetName?: string,
): Promise<Blob> {
  const { buildWorkbook } = await import("../export/build-workbook");
  return buildWorkbook(blankTemplateInput(columns, sheetName));
}
