// @vitest-environment node
import {
  checkSheetRows,
  PREVIEW_ROWS,
  PROBLEMS_SHOWN,
  summariseCheck,
} from "../../../../src/crud/excel-in/check-sheet";
import { day, templateColumns, templateHeaders } from "../../../xlsx-fixtures";

const good = (index: number) => [`MAT-${index}`, "BR10", index, day("2026-12-01"), null];

describe("checkSheetRows: a parsed sheet against its template", () => {
  it("passes a sheet that matches, counting its data rows and previewing the first ones", () => {
    const rows = [templateHeaders, good(1), [null, null], good(2), good(3), []];
    const check = checkSheetRows(rows, templateColumns);
    expect(check.problems).toEqual([]);
    expect(check.rowCount).toBe(3);
    expect(check.headers).toEqual(templateHeaders);
    // Excel row numbers: the header is row 1, the blank line (row 3) is skipped.
    expect(check.preview.map((line) => line.row)).toEqual([2, 4, 5]);
    expect(check.preview[0].cells).toEqual(["MAT-1", "BR10", 1, day("2026-12-01"), null]);
  });

  it("reports missing, extra and moved headers", () => {
    const rows = [
      ["Plant", "Material", "Quantity", "Need date", "Supplier"],
      ["BR10", "MAT-1", 1, day("2026-01-01"), "x"],
    ];
    expect(checkSheetRows(rows, templateColumns).problems).toEqual([
      { kind: "misorderedHeader", header: "Material", column: 1, expectedColumn: 0 },
      { kind: "misorderedHeader", header: "Plant", column: 0, expectedColumn: 1 },
      { kind: "missingHeader", header: "Comment", column: 4 },
      { kind: "extraHeader", header: "Supplier", column: 4 },
    ]);
  });

  it("reports wrong types and missing required values, line by line in the sheet's column order", () => {
    const rows = [
      ["Plant", "Material", "Quantity", "Need date", "Comment"],
      ["BR1", "", "ten", "31/02/2026", "ok"],
      ["BR10", "MAT-2", 5, "soon", ""],
    ];
    const cells = checkSheetRows(rows, templateColumns).problems.filter((problem) => "row" in problem);
    expect(cells).toEqual([
      { kind: "wrongType", header: "Plant", row: 1, column: 0, type: "plant", value: "BR1" },
      { kind: "missingValue", header: "Material", row: 1, column: 1 },
      { kind: "wrongType", header: "Quantity", row: 1, column: 2, type: "number", value: "ten" },
      { kind: "wrongType", header: "Need date", row: 1, column: 3, type: "date", value: "31/02/2026" },
      { kind: "wrongType", header: "Need date", row: 2, column: 3, type: "date", value: "soon" },
    ]);
  });

  it("reports an empty sheet: a header row alone, or nothing at all", () => {
    const headerOnly = checkSheetRows([templateHeaders, [null]], templateColumns);
    expect(headerOnly.problems).toEqual([{ kind: "emptySheet" }]);
    expect(headerOnly.rowCount).toBe(0);
    const nothing = checkSheetRows([], templateColumns);
    expect(nothing.problems.at(-1)).toEqual({ kind: "emptySheet" });
    expect(nothing.headers).toEqual([]);
  });

  it("drops the empty header cells Excel leaves at the end of the header row", () => {
    expect(checkSheetRows([[...templateHeaders, null, ""], good(1)], templateColumns).headers).toEqual(
      templateHeaders,
    );
  });

  it("checks 50,000 lines: every problem found, the answer to the page small", () => {
    const rows: unknown[][] = [templateHeaders];
    for (let index = 1; index <= 50_000; index += 1) {
      const line = good(index);
      if (index % 100 === 0) line[2] = "n/a"; // 500 wrong quantities
      if (index % 1000 === 0) line[0] = null; // 50 missing materials
      rows.push(line);
    }
    const check = checkSheetRows(rows, templateColumns);
    expect(check.rowCount).toBe(50_000);
    expect(check.problems).toHaveLength(550);
    expect(check.problems.filter((problem) => problem.kind === "missingValue")).toHaveLength(50);
    const last = check.problems.at(-1);
    expect(last).toEqual({
      kind: "wrongType",
      header: "Quantity",
      row: 50_000,
      column: 2,
      type: "number",
      value: "n/a",
    });

    const result = summariseCheck(check);
    expect(result.problemCount).toBe(550);
    expect(result.problems).toHaveLength(PROBLEMS_SHOWN);
    expect(result.problems[0]).toMatchObject({ row: 100, header: "Quantity" });
    expect(result.preview).toHaveLength(PREVIEW_ROWS);
  });
});
