import { describe, expect, it } from "vitest";
import { checkWrite } from "../../../../src/demo/rules";

const now = new Date("2026-03-14T12:00:00.000Z");
const rule = { id: 1, sequency: 10, group: "AIR", modal: "AIR", status: "active", priority: 1 };

describe("calculation rule rules (SPEC §5)", () => {
  it("refuses clause values with forbidden words, naming each clause", () => {
    const outcome = checkWrite(
      "edb/sys-roles",
      { whereClauses: [{ column: "plant", value: "BR10" }, { column: "origin", value: "CN; DROP TABLE x" }] },
      { existing: rule, rows: [rule], now },
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(400);
    expect(outcome.message.startsWith("The filter contains forbidden words such as")).toBe(true);
    expect(Object.keys(outcome.errors ?? {})).toEqual(["whereClauses.1.value"]);
  });

  it("refuses clauses that are not a list and accepts clean ones", () => {
    expect(checkWrite("edb/sys-roles", { updateClauses: "all" }, { existing: rule, rows: [rule], now })).toMatchObject({
      ok: false,
      message: "updateClauses must be a list",
    });
    expect(checkWrite("edb/sys-roles", { updateClauses: [{ column: "priority", value: "1" }] }, { existing: rule, rows: [rule], now }).ok).toBe(true);
  });
});
