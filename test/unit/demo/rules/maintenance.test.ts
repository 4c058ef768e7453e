import { describe, expect, it } from "vitest";
import { checkWrite } from "../../../../src/demo/rules";

const now = new Date("2026-03-14T12:00:00.000Z");

describe("maintenance rules", () => {
  it("drops the joined last execution a client sends with a schedule and refuses a clashing one", () => {
    const stored = { id: 1, robot: "ZMARD", time: "05:00", dayOfWeek: "daily" };
    const outcome = checkWrite(
      "edb/robot-schedule-config",
      { time: "06:00", lastStatus: "success", lastRows: 12 },
      { existing: stored, rows: [stored], now },
    );
    expect(outcome).toEqual({ ok: true, values: { time: "06:00" } });
    const clash = checkWrite("edb/robot-schedule-config", { robot: "zmard", time: "05:00", dayOfWeek: "daily" }, { rows: [stored], now });
    expect(clash).toMatchObject({ ok: false, status: 409, message: "This robot is already scheduled at this time" });
    expect(checkWrite("robot-schedule-config", { robot: "X", time: "25:00", dayOfWeek: "daily" }, { rows: [], now })).toMatchObject({
      ok: false,
      errors: { time: ["Enter a time as HH:mm."] },
    });
  });

  it("stamps a transit time with who changed it and refuses an unknown country", () => {
    const values = { modal: "AIR", continent: "EU", countryCode: "DE", country: "Germany", transitTime: 6, vendor: "100318", changeUser: "SOMEONE" };
    expect(checkWrite("edb/edb-transit-time", values, { rows: [], now, user: "ana.souza@scm-demo.com" })).toEqual({
      ok: true,
      values: { ...values, changeDate: now.toISOString(), changeUser: "ANA.SOUZA" },
    });
    expect(checkWrite("edb/edb-transit-time", { ...values, countryCode: "XX" }, { rows: [], now })).toMatchObject({
      ok: false,
      errors: { countryCode: ["Enter the two-letter code of an existing country."] },
    });
  });

  it("refuses a transit time or a planned delivery time in fractions of a day", () => {
    const values = { modal: "AIR", continent: "EU", countryCode: "DE", country: "Germany", transitTime: 3.5, vendor: "100318" };
    expect(checkWrite("edb/edb-transit-time", values, { rows: [], now })).toMatchObject({
      ok: false,
      status: 400,
      errors: { transitTime: ["Enter a whole number."] },
    });
    const stored = {
      id: 1,
      materialNumber: "M1",
      plant: "BR10",
      mrpController: "P01",
      purchasingGroup: "G01",
      procurementType: "F",
      mrpType: "PD",
      lotSize: "EX",
      plannedDeliveryTime: 10,
      availabilityCheck: "02",
    };
    expect(checkWrite("master-data", { plannedDeliveryTime: 2.25 }, { existing: stored, rows: [stored], now })).toMatchObject({
      ok: false,
      errors: { plannedDeliveryTime: ["Enter a whole number."] },
    });
  });
});
