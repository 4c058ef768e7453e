import { describe, expect, it } from "vitest";
import { checkWrite, ruleFamilies, withoutSecrets } from "../../../../src/demo/rules";

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
    expect(checkWrite("a/collection-without-rules", { any: "thing" }, { rows: [], now })).toEqual({ ok: true, values: { any: "thing" } });
  });

  it("leaves secrets out of every response, saying whether one is set and when", () => {
    const at = "2026-03-01T10:00:00.000Z";
    expect(withoutSecrets("sap-impersonate-users", { id: 1, username: "RFC", value: "secret", valueSetAt: at })).toEqual({
      id: 1,
      username: "RFC",
      valueSet: true,
      valueSetAt: at,
    });
    const parameters = "transport-tracking/parameter-transport-tracking";
    expect(withoutSecrets(parameters, { id: 1, value: "secret", flag: true })).toEqual({ id: 1, flag: true, valueSet: true, valueSetAt: null });
    expect(withoutSecrets(parameters, { id: 2, value: "", flag: "true" })).toEqual({ id: 2, flag: "true", valueSet: false, valueSetAt: null });
    expect(withoutSecrets(parameters, { id: 3, value: "https://x", flag: false })).toEqual({ id: 3, value: "https://x", flag: false });
    expect(withoutSecrets("users", { id: 1, value: "kept" })).toEqual({ id: 1, value: "kept" });
  });

  it("stamps when a secret is set, keeps it when none is typed, and wants it typed again when it stops being secret", () => {
    const users = "sap-impersonate-users";
    const stored = { id: 1, username: "RFC", keyvault: "kv", value: "old", language: "PT", valueSetAt: "2026-01-01T00:00:00.000Z" };
    expect(checkWrite(users, { language: "EN", valueSetAt: "1999-01-01" }, { existing: stored, rows: [stored], now })).toEqual({
      ok: true,
      values: { language: "EN" },
    });
    expect(checkWrite(users, { value: "new" }, { existing: stored, rows: [stored], now })).toEqual({
      ok: true,
      values: { value: "new", valueSetAt: now.toISOString() },
    });
    const parameters = "transport-tracking/parameter-transport-tracking";
    const secret = { id: 7, parameter: "API_KEY", partner: "DHL", value: "k", type: "token", flag: true };
    expect(checkWrite(parameters, { flag: false }, { existing: secret, rows: [secret], now })).toMatchObject({
      ok: false,
      status: 400,
      errors: { value: ["Type the value again: a secret is never shown."] },
    });
    expect(checkWrite(parameters, { flag: false, value: "plain" }, { existing: secret, rows: [secret], now })).toMatchObject({ ok: true });
  });
});
