// @vitest-environment node
import { describe, expect, it } from "vitest";
import { simulate, transitLookup, transitTimesFromRecords } from "../../../../src/demo/planning/calculation";
import type { PurchaseOrderLine } from "../../../../src/demo/planning/sap-types";
import { day, input, material, rule, set, tables, transit, when } from "./fixtures";

const po = (partial: Partial<PurchaseOrderLine>): PurchaseOrderLine => ({
  poNumber: "4500010001",
  poItem: "00010",
  component: "C1",
  plant: "BR10",
  vendor: "100045",
  quantity: 10,
  deliveryDate: day(2),
  confirmedDate: day(2),
  modal: "SEA",
  origin: "CN",
  ...partial,
});

const table = [
  transit("SEA", "CN", 45, "", "AS"),
  transit("SEA", "CN", 40, "101077", "AS"),
  transit("AIR", "CN", 8, "", "AS"),
];

/** When the purchase order's goods are at the plant, as the purchase-order variant plans them. */
function arrival(line: PurchaseOrderLine, rules = [rule({ active: false })], transitTimes = table) {
  const world = tables({ materials: [material("C1", "component")], purchaseOrders: [line] });
  const [row] = simulate(input({ tables: world, transitTimes, rules }), "purchaseOrder").availability;
  return row.nextAvailabilityDate;
}

describe("supply", () => {
  it("an open purchase order is available on its delivery date plus the transit time of its modal and origin", () => {
    expect(arrival(po({}))).toBe(day(47));
    expect(arrival(po({ modal: "AIR" }))).toBe(day(10));
  });

  it("transit time: the vendor's own row first, then the country's, then the continent's, then a default per modal", () => {
    const lookup = transitLookup(table);
    expect(lookup({ modal: "SEA", origin: "CN", vendor: "101077" })).toBe(40);
    expect(lookup({ modal: "SEA", origin: "CN", vendor: "100045" })).toBe(45);
    expect(lookup({ modal: "SEA", origin: "VN" })).toBe(45); // Vietnam: Asia's slowest sea lane
    expect(lookup({ modal: "ROAD", origin: "CN" })).toBe(7); // nothing for the lane: the default
    expect(lookup({ modal: "SEA", origin: "AU" })).toBe(40);
  });

  it("stored transit-time records become rows, their continent taken from the country when missing", () => {
    expect(
      transitTimesFromRecords([
        { id: 1, modal: "air", countryCode: "de", transitTime: "6", vendor: "100318" },
        { modal: "SEA" },
      ]),
    ).toEqual([{ modal: "AIR", countryCode: "DE", continent: "EU", transitTime: 6, vendor: "100318" }]);
  });

  it("a rule's transit time overrides the table's for the purchase-order lines its where clauses select", () => {
    const fast = rule({
      whereClauses: [when("origin", "CN"), when("modal", "SEA")],
      updateClauses: [set("transitTime", "30")],
    });
    expect(arrival(po({}), [fast])).toBe(day(32));
    const other = rule({ whereClauses: [when("plant", "BR20")], updateClauses: [set("transitTime", "30")] });
    expect(arrival(po({}), [other])).toBe(day(47));
  });

  it("a rule's availability date holds supply back until that day; a rule moving the lane takes the new lane's time", () => {
    const hold = rule({ whereClauses: [when("modal", "AIR")], availabilityDate: "+20" });
    expect(arrival(po({ modal: "AIR" }), [hold])).toBe(day(20));
    const byAir = rule({ updateClauses: [set("modal", "AIR")] });
    expect(arrival(po({}), [byAir])).toBe(day(10));
  });

  it("supply already due counts as there today", () => {
    expect(arrival(po({ deliveryDate: day(-60), confirmedDate: day(-60) }))).toBe(day(0));
  });
});
