// @vitest-environment node
import { readSheet } from "read-excel-file/node";
import { strFromU8, unzipSync } from "fflate";
import { blankTemplateInput, buildBlankTemplate } from "../../../../src/crud/excel-in/blank-template";
import type { TemplateColumn } from "../../../../src/domain/template-model";
import { day, templateColumns, templateHeaders } from "../../../xlsx-fixtures";

describe("buildBlankTemplate: the .xlsx a planner fills in", () => {
  it("holds the headers, then the example row typed by column type", async () => {
    const bytes = new Uint8Array(
      await (await buildBlankTemplate(templateColumns, "Material capability")).arrayBuffer(),
    );
    const sheet = await readSheet(Buffer.from(bytes));
    expect(sheet).toEqual([
      templateHeaders,
      ["7891234-001", "BR10", 1200, day("2026-12-01"), "Line-down risk"],
    ]);
    const files = unzipSync(bytes);
    expect(strFromU8(files["xl/workbook.xml"])).toContain('name="Material capability"');
    // The header row is frozen, and the columns have widths.
    const xml = strFromU8(files["xl/worksheets/sheet1.xml"]);
    expect(xml).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    expect([...xml.matchAll(/<col [^>]*width=/g)]).toHaveLength(templateColumns.length);
  });

  it("reads dd/mm/yyyy and decimal-comma examples, keeps codes that look like numbers as text", () => {
    const columns: TemplateColumn[] = [
      { header: "Date", type: "date", required: true, example: "01/12/2026" },
      { header: "Qty", type: "number", required: true, example: "3,5" },
      { header: "Vendor", type: "vendorCode", required: true, example: "100245" },
      { header: "Note", type: "text", required: false, example: "" },
    ];
    const input = blankTemplateInput(columns);
    expect(input.records).toEqual([{ 0: "2026-12-01", 1: 3.5, 2: "100245", 3: null }]);
    expect(input.columns.map((column) => column.kind)).toEqual(["date", "number", "text", "text"]);
    expect(input.sheetName).toBe("Template");
  });
});
