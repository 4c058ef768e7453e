import { describe, expect, it } from "vitest";
import { checkWrite } from "../../../../src/demo/rules";

const now = new Date("2026-03-14T12:00:00.000Z");

describe("system administration rules", () => {
  it("keeps a parameter's name once created", () => {
    const existing = { id: 1, name: "filterDays", value: "30" };
    expect(checkWrite("parameter-system", { name: "other", value: "45" }, { existing, rows: [existing], now })).toEqual({
      ok: true,
      values: { value: "45" },
    });
  });

  it("needs every field of a SAP user and a unique user name", () => {
    const rows = [{ id: 1, username: "RFC_SCM_EDB" }];
    expect(checkWrite("sap-impersonate-users", { username: "X" }, { rows, now })).toMatchObject({
      ok: false,
      message: "Required: keyvault, value, language",
    });
    expect(
      checkWrite("sap-impersonate-users", { username: "rfc_scm_edb", keyvault: "k", value: "v", language: "PT" }, { rows, now }),
    ).toMatchObject({ ok: false, status: 409 });
  });
});
