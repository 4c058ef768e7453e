import writeXlsxFile from "write-excel-file/universal";
import type { ExportColumn } from "./export-columns";
import { toSheet, type ExcelDateFormats, type ExportRecord } from "./export-rows";

/** Everything a workbook is made from: plain data, so it can be posted to the worker as it is. */
export interface WorkbookInput {
  columns: readonly ExportColumn[];
  records: readonly ExportRecord[];
  formats: ExcelDateFormats;
  sheetName: string;
}

/**
 * The .xlsx of an export (DESIGN §9.1 "Excel out"): typed cells, dates as dates, a bold header row that stays
 * in view (frozen), fitted column widths. write-excel-file's "universal" entry needs neither the DOM nor Node,
 * so the same function runs in the browser's worker and in Node (unit tests, bench).
 */
export function buildWorkbook({ columns, records, formats, sheetName }: WorkbookInput): Promise<Blob> {
  const { data, widths } = toSheet(columns, records, formats);
  return writeXlsxFile(data, {
    sheet: sheetName,
    columns: widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBlob();
}
