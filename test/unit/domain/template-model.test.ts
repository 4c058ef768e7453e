import {
  changedLockedColumns,
  columnProblems,
  dateOf,
  fitsType,
  moveItem,
  parseColumns,
  validateSheet,
  withLocks,
  type TemplateColumn,
} from "../../../src/domain/template-model";
import { linesOfSheet } from "../../../src/domain/template-lines";
import { inTimeZone } from "../../time-zone";

const columns: TemplateColumn[] = [
  { header: "Material", type: "materialCode", required: true, example: "7891000-A" },
  { header: "Plant", type: "plant", required: true, example: "BR10" },
  { header: "Quantity", type: "number", required: true, example: "120" },
  { header: "Need date", type: "date", required: false, example: "2026-12-01" },
  { header: "Comment", type: "text", required: false, example: "urgent" },
];
const template = { columns };
const header = ["Material", "Plant", "Quantity", "Need date", "Comment"];

describe("validateSheet", () => {
  it("accepts a sheet that matches, headers compared loosely and blank lines skipped", () => {
    const rows = [
      [" material ", "PLANT", "Quantity", "Need  date", "Comment", ""],
      ["MAT-001", "BR10", 12, 46000, "ok"],
      ["MAT-002", "BR20", "3,5", "01/12/2026", undefined],
      [null, "", undefined],
    ];
    expect(validateSheet(template, rows)).toEqual([]);
  });

  it("reports missing, extra and misordered headers", () => {
    const rows = [["Plant", "Material", "Quantity", "Supplier"]];
    expect(validateSheet(template, rows)).toEqual([
      { kind: "misorderedHeader", header: "Material", column: 1, expectedColumn: 0 },
      { kind: "misorderedHeader", header: "Plant", column: 0, expectedColumn: 1 },
      { kind: "missingHeader", header: "Need date", column: 3 },
      { kind: "missingHeader", header: "Comment", column: 4 },
      { kind: "extraHeader", header: "Supplier", column: 3 },
      // A header row alone holds nothing to upload.
      { kind: "emptySheet" },
    ]);
  });

  it("reports a header given twice: only the first column would be checked, the other stored", () => {
    const rows = [[...header, "plant"], ["MAT-001", "BR10", 12, 46000, "ok", "bogus plant!!"]];
    expect(validateSheet(template, rows)).toEqual([{ kind: "repeatedHeader", header: "plant", column: 5, firstColumn: 1 }]);
  });

  it("keys a sheet's lines by the template's headers, whatever capitals and spaces the sheet wrote them with", () => {
    const { headers, lines, rows } = linesOfSheet(
      [[" MATERIAL", "plant", "Quantity", "NEED  DATE", "Notes"], ["MAT-001", "BR10", "3,5", "01/12/2026", "x"], [], ["MAT-002", "BR20", 4, null, null]],
      columns,
    );
    expect(headers).toEqual(["Material", "Plant", "Quantity", "Need date", "Notes"]);
    expect(lines[0]).toEqual({ Material: "MAT-001", Plant: "BR10", Quantity: 3.5, "Need date": "2026-12-01", Notes: "x" });
    // Each line's row in the sheet, blank rows counted.
    expect(rows).toEqual([1, 3]);
  });

  it("reports wrong types and missing required values per cell, under the header they sit below", () => {
    const rows = [header, ["", "BR1", "ten", "31/02/2026", "x"], ["M-1", "BR10", 5, "2026-13-45", ""]];
    expect(validateSheet(template, rows)).toEqual([
      { kind: "missingValue", header: "Material", row: 1, column: 0 },
      { kind: "wrongType", header: "Plant", row: 1, column: 1, type: "plant", value: "BR1" },
      { kind: "wrongType", header: "Quantity", row: 1, column: 2, type: "number", value: "ten" },
      { kind: "wrongType", header: "Need date", row: 1, column: 3, type: "date", value: "31/02/2026" },
      { kind: "wrongType", header: "Need date", row: 2, column: 3, type: "date", value: "2026-13-45" },
    ]);
  });

  it("checks cells of a misordered column by its header", () => {
    const rows = [
      ["Plant", "Material", "Quantity", "Need date", "Comment"],
      ["MAT-1", "#1", 1, "", ""],
    ];
    const problems = validateSheet(template, rows).filter((p) => p.kind === "wrongType");
    expect(problems.map((p) => p.header)).toEqual(["Material", "Plant"]);
  });

  it("reports every required header missing on an empty sheet", () => {
    expect(validateSheet(template, []).filter((p) => p.kind === "missingHeader")).toHaveLength(5);
  });

  it("reports an empty sheet when no data line follows the header, blank lines included", () => {
    expect(validateSheet(template, [header, [null, ""], []])).toEqual([{ kind: "emptySheet" }]);
    expect(validateSheet(template, [])).toContainEqual({ kind: "emptySheet" });
    expect(validateSheet(template, [header, ["M-1", "BR10", 1]])).toEqual([]);
  });
});

describe("dateOf", () => {
  it("reads Excel serial numbers, Dates, dd/mm/yyyy and ISO text as dates at midnight UTC", () => {
    expect(dateOf(46357)).toEqual(new Date("2026-12-01T00:00:00.000Z"));
    expect(dateOf("01/12/2026")).toEqual(new Date("2026-12-01T00:00:00.000Z"));
    expect(dateOf("2026-12-01")).toEqual(new Date("2026-12-01T00:00:00.000Z"));
    const date = new Date("2026-03-04T00:00:00.000Z");
    expect(dateOf(date)).toBe(date);
  });

  it("answers undefined for what is not a date", () => {
    for (const value of ["31/02/2026", "2026-13-45", "2026-02-30", "2026-02-31T10:00", "tomorrow", 0, -1, 3e6, true, null, new Date("x")])
      expect(dateOf(value)).toBeUndefined();
  });

  describe("in São Paulo, three hours behind UTC", () => {
    inTimeZone();

    it("reads ISO text with a time as its own calendar day, not the one this clock makes of it", () => {
      expect(dateOf("2026-01-15 22:00")).toEqual(new Date("2026-01-15T00:00:00.000Z"));
      expect(dateOf("2026-01-15T22:00:00")).toEqual(new Date("2026-01-15T00:00:00.000Z"));
    });
  });
});

describe("template columns", () => {
  it("type checks", () => {
    expect(fitsType("vendorCode", "100234")).toBe(true);
    expect(fitsType("vendorCode", "V-1")).toBe(false);
    expect(fitsType("date", new Date("2026-01-01"))).toBe(true);
    expect(fitsType("text", "anything")).toBe(true);
  });

  it("finds empty, repeated headers and examples that do not fit", () => {
    const problems = columnProblems([
      { header: "A", type: "text", required: true, example: "" },
      { header: " a ", type: "text", required: true, example: "" },
      { header: "", type: "text", required: false, example: "" },
      { header: "Qty", type: "number", required: false, example: "many" },
    ]);
    expect([...problems.entries()]).toEqual([
      [1, "duplicate"],
      [2, "required"],
      [3, "example"],
    ]);
  });

  it("takes a quantity as a number more than 0, in a cell or typed", () => {
    for (const value of [12, 0.5, "12", "1,5", "1.5"]) expect(fitsType("quantity", value)).toBe(true);
    for (const value of [0, -5, "0", "-5", "abc", "1e3", Number.NaN]) expect(fitsType("quantity", value)).toBe(false);
    // A plain number column still takes them.
    expect(fitsType("number", -5)).toBe(true);
  });

  it("reports each line whose quantity is 0 or less, as the calculation would leave it out", () => {
    const quantityColumns = columns.map((column) => (column.header === "Quantity" ? { ...column, type: "quantity" as const } : column));
    const problems = validateSheet({ columns: quantityColumns }, [
      header,
      ["A-1", "BR10", -5, "2026-12-01", ""],
      ["A-2", "BR10", 0, "2026-12-01", ""],
      ["A-3", "BR10", 3, "2026-12-01", ""],
    ]);
    expect(problems).toEqual([
      { kind: "wrongType", header: "Quantity", row: 1, column: 2, type: "quantity", value: -5 },
      { kind: "wrongType", header: "Quantity", row: 2, column: 2, type: "quantity", value: 0 },
    ]);
  });

  it("names the locked columns a save would rename, retype, unmark or remove", () => {
    const before: TemplateColumn[] = [
      { header: "Order", type: "text", required: true, example: "", locked: true },
      { header: "Quantity", type: "quantity", required: true, example: "", locked: true },
      { header: "Comment", type: "text", required: false, example: "" },
    ];
    // Moved, with another example, its header in other capitals, and the free column gone: nothing read changes.
    const moved = [
      { header: " quantity ", type: "quantity" as const, required: true, example: "9" },
      { header: "Order", type: "text" as const, required: true, example: "SO 1" },
    ];
    expect(changedLockedColumns(before, moved)).toEqual([]);
    expect(changedLockedColumns(before, [{ ...moved[0], header: "Qty" }, moved[1]]).map((c) => c.header)).toEqual(["Quantity"]);
    expect(changedLockedColumns(before, [{ ...moved[0], type: "number" }, moved[1]]).map((c) => c.header)).toEqual(["Quantity"]);
    expect(changedLockedColumns(before, [moved[0], { ...moved[1], required: false }]).map((c) => c.header)).toEqual(["Order"]);
    expect(changedLockedColumns(before, [moved[1]]).map((c) => c.header)).toEqual(["Quantity"]);
    // The lock is the stored template's: kept on what it locked, never taken from the request.
    expect(withLocks(before, [...moved, { header: "Comment", type: "text", required: false, example: "", locked: true }])).toEqual([
      { header: " quantity ", type: "quantity", required: true, example: "9", locked: true },
      { header: "Order", type: "text", required: true, example: "SO 1", locked: true },
      { header: "Comment", type: "text", required: false, example: "" },
    ]);
  });

  it("parses stored columns and moves them", () => {
    expect(parseColumns([{ header: "X", type: "weird", required: "yes" }, 3])).toEqual([
      { header: "X", type: "text", required: false, example: "" },
    ]);
    expect(parseColumns([{ header: "Y", type: "quantity", required: true, example: "1", locked: true }])).toEqual([
      { header: "Y", type: "quantity", required: true, example: "1", locked: true },
    ]);
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
  });
});
