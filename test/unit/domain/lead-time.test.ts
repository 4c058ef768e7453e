import { describe, expect, it } from "vitest";
import { leadTimeOfLine, totalLeadTime, transitFor } from "../../../src/domain/lead-time";
import { fitsType } from "../../../src/domain/template-model";

const table = [
  { vendor: "100045", modal: "AIR", countryCode: "CN", country: "China", transitTime: 9 },
  { vendor: "100045", modal: "SEA", countryCode: "CN", country: "China", transitTime: 46 },
  { vendor: "100777", modal: "ROAD", countryCode: "CN", country: "China", transitTime: 30 },
  { vendor: "100888", modal: "ROAD", countryCode: "CN", country: "China", transitTime: 28 },
];

describe("lead time (DESIGN §9.4)", () => {
  it("takes the vendor's own transit for the modal, else the shortest of its country's for that modal", () => {
    expect(transitFor(table, "100045", "sea")).toEqual({ found: true, transitTime: 46, countryCode: "CN", country: "China" });
    expect(transitFor(table, "100045", "ROAD")).toEqual({ found: true, transitTime: 28, countryCode: "CN", country: "China" });
    expect(transitFor(table, "999", "AIR")).toEqual({ found: false, problem: "vendor" });
    expect(transitFor([table[0]!], "100045", "ROAD")).toEqual({ found: false, problem: "modal" });
  });

  it("adds vendor lead time and transit, and has no total while either is unknown", () => {
    const transit = transitFor(table, "100045", "AIR");
    expect(totalLeadTime(35, transit)).toBe(44);
    expect(totalLeadTime("35", transit)).toBe(44);
    expect(totalLeadTime("", transit)).toBeNull();
    expect(totalLeadTime(35, { found: false, problem: "modal" })).toBeNull();
  });

  it("reads an uploaded line into a lead time, and its days column takes whole days up to 999", () => {
    expect(leadTimeOfLine({ Vendor: 100045, Material: " KRC1 ", Plant: "BR10", Modal: "air", "Vendor lead time (days)": 35, "MRP controller": null })).toEqual({
      vendor: "100045",
      material: "KRC1",
      plant: "BR10",
      modal: "AIR",
      vendorLeadTime: 35,
    });
    expect(fitsType("days", 999)).toBe(true);
    expect(fitsType("days", "12")).toBe(true);
    expect(fitsType("days", 1000)).toBe(false);
    expect(fitsType("days", 3.5)).toBe(false);
    expect(fitsType("days", -1)).toBe(false);
  });
});
