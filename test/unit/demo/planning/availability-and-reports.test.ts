// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  capabilityByPlant,
  clearShareTrend,
  resultKpis,
  shortageByVendor,
  simulate,
  type PlannedLine,
} from "../../../../src/demo/planning/calculation";
import { day, input, line, material, tables, transit } from "./fixtures";

describe("components availability", () => {
  it("per component and plant: stock, open supply and its next date, demand, shortage, first shortage date, coverage", () => {
    const world = tables({
      module: "efa",
      materials: [material("C1", "component", { description: "SCREW M4X10 TORX", vendor: "100230" })],
      stock: [{ component: "C1", plant: "BR10", storageLocation: "0001", unrestricted: 10 }],
      purchaseOrders: [
        {
          poNumber: "4500000001",
          poItem: "00010",
          component: "C1",
          plant: "BR10",
          vendor: "100230",
          quantity: 5,
          deliveryDate: day(10),
          confirmedDate: day(10),
          modal: "ROAD",
          origin: "BR",
        },
      ],
    });
    const demand = [
      line({ orderKey: "FA 1/10", material: "C1", quantity: 8, needDate: day(-3) }), // overdue: due today
      line({ orderKey: "FA 2/10", material: "C1", quantity: 6, needDate: day(7) }), // 14 needed by day 7, 10 there
      line({ orderKey: "FA 3/10", material: "C1", quantity: 6, needDate: day(19) }),
    ];
    const { availability } = simulate(
      input({ tables: world, demand, transitTimes: [transit("ROAD", "BR", 2)] }),
      "zmardZpovis",
    );
    expect(availability).toEqual([
      {
        component: "C1",
        description: "SCREW M4X10 TORX",
        plant: "BR10",
        stock: 10,
        openSupply: 5,
        nextAvailabilityDate: day(12),
        demand: 20,
        shortageQuantity: 5,
        firstShortageDate: day(7),
        daysOfCoverage: 10, // 20 over 20 days is one a day: 10 in stock last 10 days
        vendor: "100230",
      },
    ]);
  });
});

const result = (
  plant: string,
  mrpController: string,
  status: PlannedLine["status"],
  limitingComponents = "",
): PlannedLine => ({
  orderKey: `SO ${plant}${mrpController}${status}${limitingComponents}`,
  material: "P1",
  plant,
  needDate: day(0),
  priority: 3,
  quantity: 4,
  buildableNow: status === "clear" ? 4 : status === "partial" ? 1 : 0,
  clearDate: null,
  daysLate: null,
  limitingComponents,
  status,
  mrpController,
  etaShiftDays: null,
  shipmentId: null,
  trackingNumber: null,
});

describe("reports", () => {
  it("KPIs: lines clear, partial and short, and the quantity that cannot be built now", () => {
    expect(
      resultKpis([
        result("BR10", "P01", "clear"),
        result("BR10", "P01", "partial"),
        result("BR10", "P01", "short"),
      ]),
    ).toEqual({
      clear: 1,
      partial: 1,
      short: 1,
      quantityShort: 7,
    });
  });

  it("capability by plant and MRP controller, with the share of lines clear", () => {
    const rows = capabilityByPlant([
      result("BR20", "P02", "clear"),
      result("BR10", "P01", "clear"),
      result("BR10", "P01", "short"),
      result("BR10", "P01", "partial"),
      result("BR10", "P01", "clear"),
    ]);
    expect(rows).toEqual([
      { plant: "BR10", mrpController: "P01", clear: 2, partial: 1, short: 1, clearShare: 0.5 },
      { plant: "BR20", mrpController: "P02", clear: 1, partial: 0, short: 0, clearShare: 1 },
    ]);
  });

  it("shortage by vendor: components short, quantity short, and the result lines those components limit", () => {
    const rows = shortageByVendor(
      [
        { vendor: "100045", component: "C1", plant: "BR10", shortageQuantity: 30 },
        { vendor: "100045", component: "C2", plant: "BR10", shortageQuantity: 5 },
        { vendor: "100230", component: "C3", plant: "BR10", shortageQuantity: 50 },
        { vendor: "100112", component: "C4", plant: "BR10", shortageQuantity: 0 },
      ],
      [
        result("BR10", "P01", "short", "C1, C2"),
        result("BR10", "P01", "partial", "C3, C4"),
        result("BR20", "P01", "short", "C1"),
      ],
    );
    expect(rows).toEqual([
      { vendor: "100230", components: 1, shortageQuantity: 50, linesAffected: 1 },
      { vendor: "100045", components: 2, shortageQuantity: 35, linesAffected: 1 },
    ]);
  });

  it("clear share across runs, oldest first", () => {
    expect(
      clearShareTrend([
        { runId: 8, date: "2025-03-11T06:00:00.000Z", lines: [result("BR10", "P01", "clear")] },
        {
          runId: 7,
          date: "2025-03-10T06:00:00.000Z",
          lines: [result("BR10", "P01", "clear"), result("BR10", "P01", "short")],
        },
      ]),
    ).toEqual([
      { runId: 7, date: "2025-03-10T06:00:00.000Z", clearShare: 0.5, lines: 2 },
      { runId: 8, date: "2025-03-11T06:00:00.000Z", clearShare: 1, lines: 1 },
    ]);
  });
});
