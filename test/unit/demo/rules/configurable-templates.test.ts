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
});
