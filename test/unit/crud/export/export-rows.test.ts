import { excelDateFormats, exportRecords, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, toExcelDate, toSheet } from "../../../../src/crud/export/export-rows";
import type { ExportColumn } from "../../../../src/crud/export/export-columns";

const formats = excelDateFormats("en-US");

describe("exportRecords: what leaves the page for the worker", () => {
  const columns: ExportColumn[] = [
    { field: "parameter", header: "Parameter", kind: "text" },
    { field: "value", header: "Value", kind: "text", secretWhen: "flag" },
    { field: "flag", header: "Cloud secret", kind: "text" },
  ];

  it("keeps only the exported columns, and never a masked value", () => {
    const rows = [
      { id: 1, parameter: "url", value: "https://lsp.example", flag: false, password: "hunter2" },
      { id: 2, parameter: "clientSecret", value: "s3cr3t", flag: true },
      { id: 3, parameter: "apiKey", value: "k3y", flag: "true" },
    ];
    expect(exportRecords(columns, rows)).toEqual([
      { parameter: "url", value: "https://lsp.example", flag: false },
      { parameter: "clientSecret", value: null, flag: true },
      { parameter: "apiKey", value: null, flag: "true" },
    ]);
  });
});

describe("toSheet: typed cells and widths", () => {
  it("types numbers, dates and labels, and leaves empty values empty", () => {
    const columns: ExportColumn[] = [
      { field: "n", header: "N", kind: "number" },
      { field: "d", header: "D", kind: "date" },
      { field: "dt", header: "DT", kind: "datetime" },
      { field: "e", header: "E", kind: "text", labels: { A: "Active" } },
      { field: "r", header: "R", kind: "text", labels: { 7: "Admin" } },
    ];
    const { data } = toSheet(
      columns,
      [
        { n: "12.5", d: "2025-01-31", dt: "2025-01-31T15:45:00", e: "A", r: 7 },
        { n: "not a number", d: "someday", dt: null, e: "Z", r: 9 },
        { n: "", d: undefined, dt: "", e: null, r: null },
      ],
      formats,
    );
    expect(data[0]).toEqual(["N", "D", "DT", "E", "R"].map((value) => ({ value, fontWeight: "bold" })));
    expect(data[1]).toEqual([
      12.5,
      { value: new Date("2025-01-31T00:00:00.000Z"), type: Date, format: "mm/dd/yyyy" },
      // The wall-clock time the screen shows, whatever the time zone.
      { value: new Date("2025-01-31T15:45:00.000Z"), type: Date, format: "mm/dd/yyyy h:mm AM/PM" },
      "Active",
      "Admin",
    ]);
    // What cannot be typed stays as the server wrote it; a reference without a label keeps its id.
    expect(data[2]).toEqual(["not a number", "someday", null, "Z", "9"]);
    expect(data[3]).toEqual([null, null, null, null, null]);
  });

  it("gives a number its Excel format where the screen shows it otherwise than plain (a share as a percentage)", () => {
    const columns: ExportColumn[] = [{ field: "share", header: "Share", kind: "number", numberFormat: "0.0%" }];
    const { data } = toSheet(columns, [{ share: 0.625 }, { share: null }], formats);
    expect(data[1]).toEqual([{ value: 0.625, type: Number, format: "0.0%" }]);
    expect(data[2]).toEqual([null]);
  });

  it("fits each column to its longest line, within bounds", () => {
    const columns: ExportColumn[] = [
      { field: "a", header: "A", kind: "text" },
      { field: "b", header: "A long header", kind: "text" },
      { field: "c", header: "C", kind: "text" },
    ];
    const { widths } = toSheet(columns, [{ a: "ab", b: "x", c: `${"y".repeat(30)}\n${"z".repeat(10)}` }, { c: "w".repeat(200) }], formats);
    expect(widths[0]).toBe(MIN_COLUMN_WIDTH);
    expect(widths[1]).toBe("A long header".length + 1 + 2);
    expect(widths[2]).toBe(MAX_COLUMN_WIDTH);
  });

  it("removes characters a spreadsheet cannot hold", () => {
    const { data } = toSheet([{ field: "a", header: "A", kind: "text" }], [{ a: "bell\u0007 tab\t end" }], formats);
    expect(data[1]).toEqual(["bell tab\t end"]);
  });
});

describe("dates in the sheet", () => {
  it("use each language's order (SPEC: pt-BR dd/mm/yyyy, en-US mm/dd/yyyy)", () => {
    expect(excelDateFormats("pt-BR").date).toBe("dd/mm/yyyy");
    expect(excelDateFormats("en-US").date).toBe("mm/dd/yyyy");
  });

  it("are the local wall-clock time of an instant, and the very day of a bare date", () => {
    const instant = new Date(2025, 5, 1, 23, 30);
    expect(toExcelDate(instant.toISOString())).toEqual(new Date(Date.UTC(2025, 5, 1, 23, 30)));
    expect(toExcelDate("2025-12-31")).toEqual(new Date(Date.UTC(2025, 11, 31)));
    expect(toExcelDate("not a date")).toBeUndefined();
    expect(toExcelDate(true)).toBeUndefined();
  });
});
