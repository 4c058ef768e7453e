import { lockedTemplateColumns, planningLoop, priorityShipments } from "../../../../src/demo/store/migrations";
import { seedSnapshot } from "../../../../src/demo/store";
import type { Snapshot } from "../../../../src/demo/store";

const now = new Date("2026-11-23T10:00:00.000Z");

/** A version-3 document as far as this step reads it: the old templates and the old parameter name. */
function version3(seed: Snapshot, changedByUser: boolean): Snapshot {
  const oldEdb = ["Material", "Plant", "Vendor", "Quantity", "Need date", "Modal", "PO number", "Comment"];
  const columns = (changedByUser ? [...oldEdb, "Buyer"] : oldEdb).map((header) => ({ header, type: "text", required: false, example: "" }));
  return {
    ...seed,
    api: {
      ...seed.api,
      "edb/configurable-template": seed.api["edb/configurable-template"]!.map((row, index) => (index === 0 ? { ...row, columns } : row)),
      "parameter-system": seed.api["parameter-system"]!.map((row) =>
        row.name === "uploadMaxMb" ? { ...row, name: "uploadMaxSizeMb", value: "10" } : row,
      ),
    },
  };
}

describe("the planners' loop upgrade (version 3 → 4)", () => {
  const seed = seedSnapshot(now);

  it("gives an untouched planning template the calculation's columns, and keeps the upload limit the user had", () => {
    const upgraded = planningLoop(version3(seed, false), seed);
    expect(upgraded.api["edb/configurable-template"]![0]!.columns).toEqual(seed.api["edb/configurable-template"]![0]!.columns);
    const limit = upgraded.api["parameter-system"]!.find((row) => row.name === "uploadMaxMb");
    expect(limit?.value).toBe("10");
    expect(upgraded.api["parameter-system"]!.some((row) => row.name === "uploadMaxSizeMb")).toBe(false);
  });

  it("leaves a template the user changed as the user left it", () => {
    const stored = version3(seed, true);
    const upgraded = planningLoop(stored, seed);
    expect(upgraded.api["edb/configurable-template"]![0]!.columns).toEqual(stored.api["edb/configurable-template"]![0]!.columns);
  });
});

describe("version 5 → 6: priority shipments", () => {
  it("gives a database without priority shipments the seeded lines, and keeps the lines of one that has them", () => {
    const seed = seedSnapshot(new Date("2026-11-20T12:00:00Z"));
    const { "edb/priority-shipments": _none, ...api } = seed.api;
    const upgraded = priorityShipments({ ...seed, version: 5, api }, seed);
    expect(upgraded.api["edb/priority-shipments"]).toEqual(seed.api["edb/priority-shipments"]);
    expect(upgraded.api["edb/priority-shipments"]!.length).toBeGreaterThan(100);

    const kept = [{ id: 1, invoiceInb: "INB00000001", material: "RDH 102 45/1" }];
    const ownLines = priorityShipments({ ...seed, version: 5, api: { ...api, "edb/priority-shipments": kept } }, seed);
    expect(ownLines.api["edb/priority-shipments"]).toBe(kept);
  });
});

describe("version 9 → 10: the columns the calculation reads are locked", () => {
  it("locks a stored column still under its seeded header and reads its quantities as quantities; the user's renamed and added columns stay theirs", () => {
    const seed = seedSnapshot(now);
    const unlocked = (rows: Snapshot["api"][string]) =>
      rows.map((row) => ({
        ...row,
        columns: (row.columns as Record<string, unknown>[]).map(({ locked: _locked, ...column }) =>
          column.type === "quantity" ? { ...column, type: "number" } : column,
        ),
      }));
    const ctb = unlocked(seed.api["ctb/configurable-template"]!);
    // The user renamed the work order and added a column before this version.
    const userColumns = (ctb[0]!.columns as Record<string, unknown>[]).map((column, index) => (index === 0 ? { ...column, header: "WO" } : column));
    userColumns.push({ header: "Shift", type: "text", required: false, example: "" });
    const stored: Snapshot = {
      ...seed,
      version: 9,
      api: { ...seed.api, "ctb/configurable-template": [{ ...ctb[0]!, columns: userColumns }], "edb/configurable-template": unlocked(seed.api["edb/configurable-template"]!) },
      efa: { ...seed.efa, "configurable-template": unlocked(seed.efa["configurable-template"]!) },
    };
    const upgraded = lockedTemplateColumns(stored, seed);
    expect(upgraded.api["edb/configurable-template"]).toEqual(seed.api["edb/configurable-template"]);
    expect(upgraded.efa["configurable-template"]).toEqual(seed.efa["configurable-template"]);
    const columns = upgraded.api["ctb/configurable-template"]![0]!.columns as Record<string, unknown>[];
    expect(columns.map((column) => [column.header, column.type, column.locked ?? false])).toEqual([
      ["WO", "text", false],
      ["Product", "materialCode", true],
      ["Plant", "plant", true],
      ["Quantity", "quantity", true],
      ["Build date", "date", true],
      ["Priority", "number", true],
      ["Line", "text", false],
      ["Comment", "text", false],
      ["Shift", "text", false],
    ]);
  });
});
