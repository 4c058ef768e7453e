import { describe, expect, it } from "vitest";
import { checkWrite } from "../../../../src/demo/rules";

const now = new Date("2026-03-14T12:00:00.000Z");

describe("configurable template rules", () => {
  it("needs at least one column, each with a header, in every module", () => {
    for (const collection of ["edb/configurable-template", "ctb/configurable-template", "configurable-template"]) {
      expect(checkWrite(collection, { name: "T", columns: [] }, { rows: [], now })).toMatchObject({ ok: false, errors: { columns: ["Enter the columns."] } });
      expect(checkWrite(collection, { name: "T", columns: [{ header: " " }] }, { rows: [], now }).ok).toBe(false);
      expect(checkWrite(collection, { name: "T", columns: [{ header: "Material" }] }, { rows: [], now })).toMatchObject({
        ok: true,
        values: { updateDate: now.toISOString() },
      });
    }
  });

  it("keeps the columns the calculation reads: renamed, retyped or removed, the save is refused", () => {
    const existing = {
      id: 1,
      name: "CTB upload",
      columns: [
        { header: "Work order", type: "text", required: true, example: "", locked: true },
        { header: "Quantity", type: "quantity", required: true, example: "", locked: true },
        { header: "Line", type: "text", required: false, example: "" },
      ],
    };
    const [order, quantity, line] = existing.columns;
    const refused = { ok: false, status: 400, message: "The columns the calculation reads keep their header, type and required mark." };
    const save = (columns: unknown[]) => checkWrite("ctb/configurable-template", { columns }, { existing, rows: [existing], now });
    expect(save([order, { ...quantity, header: "Qty" }, line])).toEqual(refused);
    expect(save([order, { ...quantity, type: "number" }, line])).toEqual(refused);
    expect(save([order, line])).toEqual(refused);
    // Moved, another example, the free column renamed: saved, the locks kept as stored.
    const saved = save([{ ...quantity, example: "5", locked: undefined }, order, { ...line, header: "Shift", locked: true }]);
    expect(saved).toMatchObject({
      ok: true,
      values: {
        columns: [
          { header: "Quantity", type: "quantity", required: true, example: "5", locked: true },
          { header: "Work order", type: "text", required: true, example: "", locked: true },
          { header: "Shift", type: "text", required: false, example: "" },
        ],
      },
    });
    expect((saved as unknown as { values: { columns: object[] } }).values.columns[2]).not.toHaveProperty("locked");
  });
});
