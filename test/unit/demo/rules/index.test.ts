import { describe, expect, it } from "vitest";
import { checkWrite, forList, ruleFamilies } from "../../../../src/demo/rules";

const now = new Date("2026-03-14T12:00:00.000Z");

describe("the collected write rules", () => {
  it("has one family per collection", () => {
    const names = ruleFamilies.flatMap((family) => Object.keys(family.writes));
    expect(new Set(names).size).toBe(names.length);
  });

  it("runs a collection's rules in order and stops at the first refusal", () => {
    const missing = checkWrite("parameter-system", { value: "1" }, { rows: [], now });
    expect(missing).toEqual({
      ok: false,
      status: 400,
      message: "Required: name",
      errors: { name: ["This field is required."] },
    });
    const duplicate = checkWrite("parameter-system", { name: "FilterDays", value: "1" }, { rows: [{ id: 1, name: "filterDays" }], now });
    expect(duplicate).toMatchObject({ ok: false, status: 409, message: "This parameter already exists" });
  });

  it("lets a collection without rules write anything", () => {
    expect(checkWrite("edb/priority-shipments", { any: "thing" }, { rows: [], now })).toEqual({ ok: true, values: { any: "thing" } });
  });

  it("leaves secrets out of lists: always for SAP users, while flagged for partner parameters", () => {
    expect(forList("sap-impersonate-users", { id: 1, username: "RFC", value: "secret" })).toEqual({ id: 1, username: "RFC" });
    const parameters = "transport-tracking/parameter-transport-tracking";
    expect(forList(parameters, { id: 1, value: "secret", flag: true })).toEqual({ id: 1, flag: true });
    expect(forList(parameters, { id: 2, value: "secret", flag: "true" })).toEqual({ id: 2, flag: "true" });
    expect(forList(parameters, { id: 3, value: "https://x", flag: false })).toEqual({ id: 3, value: "https://x", flag: false });
    expect(forList("users", { id: 1, value: "kept" })).toEqual({ id: 1, value: "kept" });
  });
});
