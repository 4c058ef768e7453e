// @vitest-environment node
import { describe, expect, it } from "vitest";
import { simulate } from "../../../../src/demo/planning/calculation";
import { day, input, line, material, tables, transit } from "./fixtures";

/**
 * One component C1 (bought as it is), with different things in each source:
 * ZMARD 10 in the warehouse + 4 in returns; MD06's stock line 10 (returns are not MRP-relevant);
 * ZPOVIS: 20 delivered day 5 confirmed for day 8, 30 delivered day 6 unconfirmed;
 * MD06 receipts: the two PO items on day 6 and 7 (SAP's dates, no transit) and a requisition of 50 on day 30.
 */
const world = tables({
  module: "efa",
  materials: [material("C1", "component")],
  stock: [
    { component: "C1", plant: "BR10", storageLocation: "0001", unrestricted: 10 },
    { component: "C1", plant: "BR10", storageLocation: "0090", unrestricted: 4 },
  ],
  purchaseOrders: [
    {
      poNumber: "4500000001",
      poItem: "00010",
      component: "C1",
      plant: "BR10",
      vendor: "100045",
      quantity: 20,
      deliveryDate: day(5),
      confirmedDate: day(8),
      modal: "AIR",
      origin: "CN",
    },
    {
      poNumber: "4500000002",
      poItem: "00010",
      component: "C1",
      plant: "BR10",
      vendor: "100045",
      quantity: 30,
      deliveryDate: day(6),
      confirmedDate: null,
      modal: "AIR",
      origin: "CN",
    },
  ],
  mrpList: [
    {
      component: "C1",
      plant: "BR10",
      element: "Stock",
      elementData: "",
      date: day(0),
      quantity: 10,
      mrpController: "P01",
    },
    {
      component: "C1",
      plant: "BR10",
      element: "POitem",
      elementData: "4500000001/00010",
      date: day(6),
      quantity: 20,
      mrpController: "P01",
    },
    {
      component: "C1",
      plant: "BR10",
      element: "POitem",
      elementData: "4500000002/00010",
      date: day(7),
      quantity: 30,
      mrpController: "P01",
    },
    {
      component: "C1",
      plant: "BR10",
      element: "PurRqs",
      elementData: "0010045001",
      date: day(30),
      quantity: 50,
      mrpController: "P01",
    },
  ],
  ordersBooked: [
    {
      orderKey: "FA 1/10",
      material: "C1",
      plant: "BR10",
      quantity: 7,
      needDate: day(3),
      priority: 1,
      mrpController: "P01",
      vendor: "100045",
      origin: "CN",
      modal: "AIR",
      customer: "FA-01",
      orderType: "ZFA",
    },
  ],
});
const uploaded = [line({ orderKey: "FA 9/10", material: "C1", quantity: 60, needDate: day(20) })];
const run = (variant: "purchaseOrder" | "zmardZpovis" | "mrp") =>
  simulate(input({ tables: world, demand: uploaded, transitTimes: [transit("AIR", "CN", 8)] }), variant);

describe("simulation variants (SPEC §1)", () => {
  it("purchase-order based: the orders booked against ZMARD stock and every open PO line as ordered, plus transit", () => {
    const { lines, availability } = run("purchaseOrder");
    expect(lines.map((l) => l.orderKey)).toEqual(["FA 1/10"]);
    expect(availability).toEqual([
      expect.objectContaining({ stock: 14, openSupply: 50, nextAvailabilityDate: day(13), demand: 7 }),
    ]);
  });

  it("ZMARD with ZPOVIS: the uploaded demand against ZMARD stock and only the lines vendors confirmed, on the confirmed date", () => {
    const { lines, availability } = run("zmardZpovis");
    expect(lines).toEqual([
      expect.objectContaining({ orderKey: "FA 9/10", buildableNow: 14, clearDate: null }),
    ]);
    expect(availability).toEqual([
      expect.objectContaining({
        stock: 14,
        openSupply: 20,
        nextAvailabilityDate: day(16),
        demand: 60,
        shortageQuantity: 26,
      }),
    ]);
  });

  it("MRP based: MD06's stock line and its receipts on SAP's dates, requisitions included, no transit added", () => {
    const { lines, availability } = run("mrp");
    expect(lines).toEqual([
      expect.objectContaining({ orderKey: "FA 9/10", buildableNow: 10, clearDate: day(7) }),
    ]);
    expect(availability).toEqual([
      expect.objectContaining({
        stock: 10,
        openSupply: 100,
        nextAvailabilityDate: day(6),
        shortageQuantity: 0,
      }),
    ]);
  });
});
