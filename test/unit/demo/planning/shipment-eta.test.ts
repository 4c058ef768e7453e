// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  compareRuns,
  customsHandlingDays,
  etaShiftOf,
  shipmentArrivalDay,
  shipmentFinder,
  simulate,
  type PlannedLine,
  type TrackedShipment,
} from "../../../../src/demo/planning/calculation";
import { dayNumber } from "../../../../src/demo/planning/dates";
import type { PurchaseOrderLine, StockRow } from "../../../../src/demo/planning/sap-types";
import { day, input, line, material, NOW, tables, transit } from "./fixtures";

const TODAY = dayNumber(NOW);

const shipment = (partial: Partial<TrackedShipment> & Pick<TrackedShipment, "id">): TrackedShipment => ({
  trackingNumber: `TRK${partial.id}`,
  eta: `${day(10)}T14:00:00.000Z`,
  deliveredAt: null,
  purchaseOrders: [],
  invoices: [],
  ...partial,
});

const po = (partial: Partial<PurchaseOrderLine> = {}): PurchaseOrderLine => ({
  poNumber: "4500010001",
  poItem: "00010",
  component: "C1",
  plant: "BR10",
  vendor: "100112",
  quantity: 10,
  deliveryDate: day(8),
  confirmedDate: day(8),
  modal: "ROAD",
  origin: "BR",
  ...partial,
});

describe("a purchase-order line's shipment (DESIGN §9.2, §9.3)", () => {
  it("is available on the shipment's ETA plus customs and handling days; once delivered, on the delivery; never before today", () => {
    expect(shipmentArrivalDay(shipment({ id: 1 }), 3, TODAY)).toBe(TODAY + 13);
    expect(shipmentArrivalDay(shipment({ id: 1, eta: `${day(2)}T23:00:00.000Z` }), 0, TODAY)).toBe(TODAY + 2);
    // Delivered two days ago: customs and handling still take their days, counted from the delivery.
    expect(shipmentArrivalDay(shipment({ id: 1, deliveredAt: `${day(-2)}T08:00:00.000Z` }), 3, TODAY)).toBe(TODAY + 1);
    expect(shipmentArrivalDay(shipment({ id: 1, deliveredAt: `${day(-9)}T08:00:00.000Z` }), 3, TODAY)).toBe(TODAY);
  });

  it("reads the customs and handling parameter as whole days, 3 when it is absent or not a number of days", () => {
    expect(customsHandlingDays("5")).toBe(5);
    expect(customsHandlingDays(" 0 ")).toBe(0);
    expect(customsHandlingDays(2)).toBe(2);
    for (const odd of [undefined, null, "", "two", "2.5", "-1", "61"]) expect(customsHandlingDays(odd)).toBe(3);
  });

  it("finds the shipment by the PO number first (the item's own entry, then the whole order), else by the invoice", () => {
    const find = shipmentFinder(
      [
        shipment({ id: 1, purchaseOrders: ["4500010001"] }),
        shipment({ id: 2, purchaseOrders: ["4500010001/20"], eta: `${day(12)}T00:00:00.000Z` }),
        shipment({ id: 3, invoices: ["inv-100112-000042"], eta: `${day(20)}T00:00:00.000Z` }),
        shipment({ id: 4, invoices: ["INV-100112-000099"], eta: `${day(30)}T00:00:00.000Z` }),
      ],
      3,
      TODAY,
    );
    // Item 10 of the order: the shipment naming the whole order.
    expect(find(po({ poItem: "00010" }))).toEqual({ shipmentId: 1, trackingNumber: "TRK1", day: TODAY + 13 });
    // Item 20: the shipment naming that item, whatever zeros it was written with.
    expect(find(po({ poItem: "00020" }))?.shipmentId).toBe(2);
    // The order number wins over the invoice; the invoice is matched without regard to case.
    expect(find(po({ invoice: "INV-100112-000099" }))?.shipmentId).toBe(1);
    expect(find(po({ poNumber: "4500099999", invoice: "INV-100112-000042" }))).toEqual({
      shipmentId: 3,
      trackingNumber: "TRK3",
      day: TODAY + 23,
    });
    expect(find(po({ poNumber: "4500099999" }))).toBeUndefined();
    expect(find(po({ poNumber: "4500099999", invoice: "INV-OTHER" }))).toBeUndefined();
  });

  it("an order split over shipments is there when the last of them is", () => {
    const find = shipmentFinder(
      [
        shipment({ id: 7, purchaseOrders: ["4500010001"], eta: `${day(15)}T00:00:00.000Z` }),
        shipment({ id: 5, purchaseOrders: ["4500010001"], eta: `${day(11)}T00:00:00.000Z` }),
      ],
      3,
      TODAY,
    );
    expect(find(po())?.shipmentId).toBe(7);
  });

  it("names how far the shipments moved a line, and the shipment it waits for", () => {
    const moved = [
      { pair: "C1|BR10", day: TODAY + 16, poDay: TODAY + 10, shipmentId: 1, trackingNumber: "TRK1" },
      { pair: "C2|BR10", day: TODAY + 12, poDay: TODAY + 11, shipmentId: 2, trackingNumber: "TRK2" },
      { pair: "C3|BR10", day: TODAY + 30, poDay: TODAY + 20, shipmentId: 3, trackingNumber: "TRK3" },
      { pair: "C4|BR10", day: TODAY + 5, poDay: TODAY + 9, shipmentId: 4, trackingNumber: "TRK4" },
    ];
    // Clear on day 16 instead of 10: it waits for shipment 1, the last of the late ones to arrive by then.
    expect(etaShiftOf(TODAY + 16, TODAY + 10, moved)).toEqual({ etaShiftDays: 6, shipmentId: 1, trackingNumber: "TRK1" });
    // Clear earlier: the shipment that came early.
    expect(etaShiftOf(TODAY + 6, TODAY + 9, moved)).toEqual({ etaShiftDays: -3, shipmentId: 4, trackingNumber: "TRK4" });
    // Not moved, or never clear in one of the two: no shift said.
    const none = { etaShiftDays: null, shipmentId: null, trackingNumber: null };
    expect(etaShiftOf(TODAY + 10, TODAY + 10, moved)).toEqual(none);
    expect(etaShiftOf(null, TODAY + 10, moved)).toEqual(none);
  });
});

/** One component: 4 in stock, 10 more on a purchase order a tracked shipment carries, 10 on another. */
describe("simulate with tracked shipments", () => {
  const stock: StockRow = { component: "C1", plant: "BR10", storageLocation: "0001", unrestricted: 4 };
  const world = tables({
    materials: [material("P1", "product"), material("C1", "component")],
    bom: [{ product: "P1", component: "C1", quantityPer: 1 }],
    stock: [stock],
    purchaseOrders: [
      po({ poNumber: "4500010001", deliveryDate: day(8), confirmedDate: day(8) }),
      po({ poNumber: "4500010002", deliveryDate: day(28), confirmedDate: day(28), invoice: "INV-100112-000077" }),
    ],
  });
  const demand = [
    line({ orderKey: "WO 1", quantity: 10, needDate: day(5), priority: 1 }),
    line({ orderKey: "WO 2", quantity: 10, needDate: day(40), priority: 2 }),
  ];
  // Road from Brazil in two days: the purchase orders alone say day 10 and day 30 (as the vendor confirmed them).
  const run = (shipments?: TrackedShipment[], customs = 3) =>
    simulate(input({ tables: world, demand, transitTimes: [transit("ROAD", "BR", 2)], shipments, customsHandlingDays: customs }), "zmardZpovis");

  it("without shipments every line keeps its purchase orders' dates and no shift", () => {
    const [first, second] = run().lines;
    expect(first).toMatchObject({ orderKey: "WO 1", clearDate: day(10), etaShiftDays: null, shipmentId: null, trackingNumber: null });
    expect(second).toMatchObject({ orderKey: "WO 2", clearDate: day(30), etaShiftDays: null });
  });

  it("a late shipment moves the clear date to its ETA plus customs and handling, and the line names it", () => {
    const late = shipment({ id: 42, trackingNumber: "EXPD29246994", eta: `${day(13)}T18:00:00.000Z`, purchaseOrders: ["4500010001"] });
    const { lines, availability } = run([late]);
    expect(lines[0]).toMatchObject({ orderKey: "WO 1", clearDate: day(16), daysLate: 11, etaShiftDays: 6, shipmentId: 42, trackingNumber: "EXPD29246994" });
    // The other line waits for the other purchase order, which no shipment carries.
    expect(lines[1]).toMatchObject({ orderKey: "WO 2", clearDate: day(30), etaShiftDays: null, shipmentId: null });
    expect(availability[0]).toMatchObject({ component: "C1", nextAvailabilityDate: day(16) });
    // More customs days, later still.
    expect(run([late], 5).lines[0]).toMatchObject({ clearDate: day(18), etaShiftDays: 8 });
  });

  it("a shipment that knows the goods by their invoice moves them too; one ahead of the order's date brings the line forward", () => {
    const early = shipment({ id: 9, eta: `${day(20)}T06:00:00.000Z`, invoices: ["INV-100112-000077"] });
    expect(run([early]).lines[1]).toMatchObject({ orderKey: "WO 2", clearDate: day(23), etaShiftDays: -7, shipmentId: 9 });
  });

  it("the MRP variant keeps SAP's own dates", () => {
    const late = shipment({ id: 42, eta: `${day(13)}T18:00:00.000Z`, purchaseOrders: ["4500010001"] });
    const mrpList = [
      { component: "C1", plant: "BR10", element: "Stock" as const, elementData: "", date: day(0), quantity: 4, mrpController: "P01" },
      { component: "C1", plant: "BR10", element: "POitem" as const, elementData: "4500010001/00010", date: day(10), quantity: 10, mrpController: "P01" },
    ];
    const [first] = simulate(input({ tables: { ...world, mrpList }, demand, shipments: [late] }), "mrp").lines;
    expect(first).toMatchObject({ orderKey: "WO 1", clearDate: day(10), etaShiftDays: null, shipmentId: null });
  });
});

describe("CTB's comparison names a slipped ETA", () => {
  const result = (orderKey: string, clearDate: string | null, shipmentId: number | null = null): PlannedLine => ({
    orderKey,
    material: "P1",
    plant: "BR10",
    needDate: day(5),
    priority: 3,
    quantity: 5,
    buildableNow: 0,
    clearDate,
    daysLate: 0,
    limitingComponents: "C1",
    status: "short",
    mrpController: "P01",
    etaShiftDays: shipmentId === null ? null : 6,
    shipmentId,
    trackingNumber: shipmentId === null ? null : `TRK${shipmentId}`,
  });

  it("when the line slipped and the ETA of the shipment it waits for moved later since the previous run", () => {
    const previous = [shipment({ id: 1, eta: `${day(10)}T08:00:00.000Z` }), shipment({ id: 2, eta: `${day(12)}T08:00:00.000Z` })];
    const current = [shipment({ id: 1, eta: `${day(16)}T20:00:00.000Z` }), shipment({ id: 2, eta: `${day(12)}T09:00:00.000Z` })];
    const changes = compareRuns(
      [result("WO 1", day(13)), result("WO 2", day(15)), result("WO 3", day(15))],
      [result("WO 1", day(19), 1), result("WO 2", day(18), 2), result("WO 3", day(18))],
      { previous, current },
    );
    expect(changes).toEqual([
      expect.objectContaining({ orderKey: "WO 1", kind: "slipped", days: 6, cause: "shipmentEta", shipmentId: 1, trackingNumber: "TRK1", etaSlipDays: 6 }),
      // Its shipment's ETA did not move: something else made it slip.
      expect.objectContaining({ orderKey: "WO 2", kind: "slipped", cause: null, shipmentId: null, etaSlipDays: null }),
      expect.objectContaining({ orderKey: "WO 3", kind: "slipped", cause: null }),
    ]);
    // Without the runs' shipments, no cause.
    expect(compareRuns([result("WO 1", day(13))], [result("WO 1", day(19), 1)])[0]).toMatchObject({ cause: null });
  });
});
