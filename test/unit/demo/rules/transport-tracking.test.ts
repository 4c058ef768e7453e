import { describe, expect, it } from "vitest";
import { checkWrite } from "../../../../src/demo/rules";

const now = new Date("2026-03-14T12:00:00.000Z");
const PARTNERS = "edb/edb-partner";
const dhl = { id: 1, title: "DHL", description: "DHL Global Forwarding", status: "A" };

describe("tracking partner rules (SPEC §5)", () => {
  it("takes a new partner that is active or inactive", () => {
    for (const status of ["A", "I"]) {
      expect(checkWrite(PARTNERS, { title: "CEVA", description: "", status }, { rows: [dhl], now })).toMatchObject({ ok: true });
    }
  });

  it("refuses any other status with the spec's text, on create and on edit", () => {
    const refused = { ok: false, status: 400, message: "Only A - Active and I - Inactive", errors: { status: ["Only A - Active and I - Inactive"] } };
    expect(checkWrite(PARTNERS, { title: "CEVA", status: "X" }, { rows: [dhl], now })).toMatchObject(refused);
    expect(checkWrite(PARTNERS, { status: "active" }, { existing: dhl, rows: [dhl], now })).toMatchObject(refused);
  });

  it("refuses a title another partner has, whatever its case, but not the partner's own", () => {
    expect(checkWrite(PARTNERS, { title: "dhl", status: "A" }, { rows: [dhl], now })).toMatchObject({
      ok: false,
      status: 409,
      message: "This partner already exists",
    });
    expect(checkWrite(PARTNERS, { title: "DHL", description: "Renamed" }, { existing: dhl, rows: [dhl], now })).toMatchObject({ ok: true });
  });
});
