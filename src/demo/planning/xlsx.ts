/**
 * The demo backend's .xlsx files (DESIGN §9.1 "Excel out"): a header row that stays in view, typed cells,
 * dates as dates. write-excel-file's universal entry runs in the browser and in Node alike.
 */
import writeXlsxFile from "write-excel-file/universal";

export type XlsxValue = string | number | null;

/** Cells that hold an ISO date (yyyy-mm-dd…) are written as dates; the rest as they are. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

/** `dateFormat`: Excel's number format of the date cells; a file for people writes their language's (result-file.ts). */
export function writeSheet(
  headers: readonly string[],
  rows: readonly (readonly XlsxValue[])[],
  sheet: string,
  dateFormat = "yyyy-mm-dd",
): Promise<Blob> {
  const headerRow = headers.map((value) => ({ value, fontWeight: "bold" as const }));
  const dataRows = rows.map((row) =>
    row.map((value) => {
      if (value === null || value === "") return null;
      if (typeof value === "number") return { value, type: Number };
      if (ISO_DATE.test(value)) return { value: new Date(value), type: Date, format: dateFormat };
      return { value, type: String };
    }),
  );
  return writeXlsxFile([headerRow, ...dataRows], {
    sheet,
    stickyRowsCount: 1,
    columns: headers.map((header) => ({ width: Math.max(12, Math.min(40, header.length + 4)) })),
  }).toBlob();
}
