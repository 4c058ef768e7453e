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

  it("refuses a value the app cannot use for the parameters it reads, and leaves the others free text", () => {
    const filterDays = { id: 1, name: "filterDays", value: "30" };
    const customs = { id: 2, name: "customsHandlingDays", value: "3" };
    const mailbox = { id: 3, name: "supportMailbox", value: "scm-support@scm-demo.com" };
    const uploadLimit = { id: 4, name: "uploadMaxMb", value: "20" };
    const rows = [filterDays, customs, mailbox, uploadLimit];
    const save = (existing: (typeof rows)[number], value: string) => checkWrite("parameter-system", { value }, { existing, rows, now });
    expect(save(filterDays, "abc")).toEqual({
      ok: false,
      status: 400,
      message: "Enter a number from 1 to 366.",
      errors: { value: ["Enter a number from 1 to 366."] },
    });
    expect(save(filterDays, "0")).toMatchObject({ ok: false, errors: { value: ["Enter a number from 1 to 366."] } });
    expect(save(filterDays, "400")).toMatchObject({ ok: false });
    expect(save(filterDays, "7.5")).toMatchObject({ ok: false, errors: { value: ["Enter a whole number."] } });
    expect(save(filterDays, " 45 ")).toEqual({ ok: true, values: { value: " 45 " } });
    expect(save(customs, "61")).toMatchObject({ ok: false, errors: { value: ["Enter a number from 0 to 60."] } });
    expect(save(customs, "0")).toMatchObject({ ok: true });
    expect(save(mailbox, "abc")).toMatchObject({ ok: true });
    // The uploads' size limit: "20 MB" or 0 would fall back to 20 where a file is checked.
    expect(save(uploadLimit, "20 MB")).toMatchObject({ ok: false, errors: { value: ["Enter a number from 1 to 100."] } });
    expect(save(uploadLimit, "0")).toMatchObject({ ok: false });
    expect(save(uploadLimit, "101")).toMatchObject({ ok: false });
    expect(save(uploadLimit, "50")).toEqual({ ok: true, values: { value: "50" } });
    // A new row under the parameter's name is checked as well.
    expect(checkWrite("parameter-system", { name: "filterDays", value: "many" }, { rows: [], now })).toMatchObject({ ok: false });
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
