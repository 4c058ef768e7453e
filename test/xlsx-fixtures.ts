import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import type { TemplateColumn } from "../src/domain/template-model";
import { XLSX_MIME } from "../src/crud/excel-in/file-checks";

/** A template like the seeded "Material capability upload" one, shorter. */
export const templateColumns: TemplateColumn[] = [
  { header: "Material", type: "materialCode", required: true, example: "7891234-001" },
  { header: "Plant", type: "plant", required: true, example: "BR10" },
  { header: "Quantity", type: "number", required: true, example: "1200" },
  { header: "Need date", type: "date", required: true, example: "2026-12-01" },
  { header: "Comment", type: "text", required: false, example: "Line-down risk" },
];
export const templateHeaders = templateColumns.map((column) => column.header);

/** The bytes of a real .xlsx, as Excel would write it (write-excel-file's Node entry). */
export async function xlsxBytes(rows: SheetData): Promise<Uint8Array<ArrayBuffer>> {
  return Uint8Array.from(await writeXlsxFile(rows, { dateFormat: "dd/mm/yyyy" }).toBuffer());
}

/** A chosen .xlsx file, as the browser hands it over. */
export async function xlsxFile(rows: SheetData, name = "capability.xlsx", type = XLSX_MIME): Promise<File> {
  return new File([await xlsxBytes(rows)], name, { type });
}

export const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
