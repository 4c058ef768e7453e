import { CUSTOMS_HANDLING_DAYS_PARAMETER } from "../../../../src/api/contract";
import { customsHandlingDaysParameter, migrations } from "../../../../src/demo/store/migrations";
import { seedSnapshot } from "../../../../src/demo/store";
import type { Snapshot } from "../../../../src/demo/store";

const seed = seedSnapshot(new Date("2026-11-25T08:00:00.000Z"));

/** A version-7 document as far as this step reads it: the parameters without customs and handling days, one the user added. */
function version7(): Snapshot {
  const parameters = seed.api["parameter-system"]!.filter((row) => row.name !== CUSTOMS_HANDLING_DAYS_PARAMETER);
  return {
    ...seed,
    version: 7,
    api: { ...seed.api, "parameter-system": [...parameters, { id: 41, name: "maxGridRows", value: "500" }] },
  };
}

describe("version 7 → 8: supply that follows the shipments' ETA", () => {
  it("gives a stored database the customs and handling days after the rows it holds", () => {
    const upgraded = customsHandlingDaysParameter(version7(), seed);
    expect(upgraded.api["parameter-system"]!.at(-1)).toEqual({ id: 42, name: CUSTOMS_HANDLING_DAYS_PARAMETER, value: "3" });
    // The whole version-8 step adds it too.
    expect(migrations[7]!(version7(), seed).api["parameter-system"]!.filter((row) => row.name === CUSTOMS_HANDLING_DAYS_PARAMETER)).toHaveLength(1);
  });

  it("keeps the days a person already set", () => {
    const stored = customsHandlingDaysParameter(version7(), seed);
    const edited = { ...stored, api: { ...stored.api, "parameter-system": stored.api["parameter-system"]!.map((row) => (row.id === 42 ? { ...row, value: "5" } : row)) } };
    expect(customsHandlingDaysParameter(edited, seed)).toBe(edited);
  });
});
