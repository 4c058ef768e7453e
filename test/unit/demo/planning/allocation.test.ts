// @vitest-environment node
import { describe, expect, it } from "vitest";
import { demandFromOrdersBooked, simulate, type DemandLine } from "../../../../src/demo/planning/calculation";
import { allocate, allocationOrder, clearDaysOf } from "../../../../src/demo/planning/calculation/allocation";
import { prepareRun } from "../../../../src/demo/planning/calculation/prepare-run";
import { openSupply } from "../../../../src/demo/planning/calculation/supply";
import { buildTimelines } from "../../../../src/demo/planning/calculation/timeline";
import { isoDate } from "../../../../src/demo/planning/dates";
import { sapTables } from "../../../../src/demo/planning/sap-tables";
import type { PurchaseOrderLine, StockRow } from "../../../../src/demo/planning/sap-types";
import { day, input, line, material, NOW, tables, transit } from "./fixtures";

const stock = (component: string, unrestricted: number): StockRow => ({
  component,
  plant: "BR10",
  storageLocation: "0001",
  unrestricted,
});
const arriving = (component: string, quantity: number, offset: number): PurchaseOrderLine => ({
  poNumber: `45000${offset}`,
  poItem: "00010",
  component,
  plant: "BR10",
  vendor: "100112",
  quantity,
  deliveryDate: day(offset - 2),
  confirmedDate: day(offset - 2),
  modal: "ROAD",
  origin: "BR",
});

/** P1 = 2 × C1 + 1 × C2; supply of C1: 10 in stock, 10 more on day 20, 10 on day 40; C2 plenty. */
const world = tables({
  materials: [material("P1", "product"), material("C1", "component"), material("C2", "component")],
  bom: [
    { product: "P1", component: "C1", quantityPer: 2 },
    { product: "P1", component: "C2", quantityPer: 1 },
  ],
  stock: [stock("C1", 10), stock("C2", 100)],
  purchaseOrders: [arriving("C1", 10, 20), arriving("C1", 10, 40)],
});
const roadInTwoDays = [transit("ROAD", "BR", 2)];

const plan = (demand: DemandLine[]) =>
  simulate(input({ tables: world, demand, transitTimes: roadInTwoDays }), "zmardZpovis").lines;

describe("allocation", () => {
  it("serves lines by priority, then by need date, each taking supply before the lines after it", () => {
    const lines = plan([
      line({ orderKey: "A", priority: 2, needDate: day(1), quantity: 3 }),
      line({ orderKey: "B", priority: 1, needDate: day(9), quantity: 3 }),
      line({ orderKey: "C", priority: 1, needDate: day(5), quantity: 3 }),
    ]);
    // 10 of C1 today = 5 units of P1: C takes 3, B the 2 left, A none.
    expect(lines.map((l) => [l.orderKey, l.buildableNow, l.status])).toEqual([
      ["C", 3, "clear"],
      ["B", 2, "partial"],
      ["A", 0, "short"],
    ]);
  });

  it("time-phased: a line short today is clear on the day cumulative supply covers all claimed before it", () => {
    const [first, second, third] = plan([
      line({ orderKey: "1", priority: 1, needDate: day(10), quantity: 8 }), // 16 of C1: 10 now, 6 from day 20
      line({ orderKey: "2", priority: 2, needDate: day(30), quantity: 5 }), // 26 of C1 claimed: 30 in all by day 40
      line({ orderKey: "3", priority: 3, needDate: day(30), quantity: 5 }), // 36 claimed: more than the 30 in sight
    ]);
    expect(first).toMatchObject({
      buildableNow: 5,
      status: "partial",
      clearDate: day(20),
      daysLate: 10,
      limitingComponents: "C1",
    });
    expect(second).toMatchObject({ buildableNow: 0, status: "short", clearDate: day(40), daysLate: 10 });
    expect(third).toMatchObject({
      buildableNow: 0,
      status: "short",
      clearDate: null,
      daysLate: null,
      limitingComponents: "C1",
    });
  });

  it("a clear line is clear today with no limiting component; an early line is never late", () => {
    const [clear] = plan([line({ orderKey: "1", needDate: day(15), quantity: 5 })]);
    expect(clear).toMatchObject({
      buildableNow: 5,
      status: "clear",
      clearDate: day(0),
      daysLate: 0,
      limitingComponents: "",
    });
  });

  it("limiting components: never covered first, then the latest covered, at most three", () => {
    const many = tables({
      ...world,
      materials: [...world.materials, ...["C3", "C4", "C5"].map((code) => material(code, "component"))],
      bom: ["C1", "C2", "C3", "C4", "C5"].map((component) => ({ product: "P1", component, quantityPer: 1 })),
      stock: [stock("C2", 100), stock("C3", 1)],
      purchaseOrders: [arriving("C1", 5, 40), arriving("C3", 5, 20), arriving("C5", 5, 30)],
    });
    const [result] = simulate(
      input({ tables: many, demand: [line({ orderKey: "1", quantity: 5 })], transitTimes: roadInTwoDays }),
      "zmardZpovis",
    ).lines;
    expect(result.limitingComponents).toBe("C4, C1, C5");
    expect(result.clearDate).toBeNull();
  });
});

describe("clearDaysOf", () => {
  it("gives the clear day allocate gives each wanted line, at the seeded EDB data's size, claims of the others counted", () => {
    const edb = sapTables({ seededAt: NOW, module: "edb", syncCount: 1 });
    const run = prepareRun({ now: NOW, demand: demandFromOrdersBooked(edb), tables: edb, transitTimes: [] }, "purchaseOrder");
    const receipts = openSupply("purchaseOrder", edb, {
      today: run.today,
      transit: run.transit,
      rules: [],
      materials: new Map(edb.materials.map((part) => [part.material, part])),
      coverage: () => null,
    });
    const timelines = buildTimelines(run.stock, receipts, run.today, run.horizonEnd);
    const order = allocationOrder(run.demand);
    const allocated = allocate(run.demand, run.requirements, timelines, run.today, order);
    // Every third line wanted: the others' claims still come before the lines after them.
    const wanted = order.map((_, place) => place % 3 === 0);
    const days = clearDaysOf(order, run.requirements, timelines, run.today, wanted);
    expect(allocated.filter((planned) => planned.clearDate === null).length).toBeGreaterThan(0);
    allocated.forEach((planned, place) => {
      if (!wanted[place]) return expect(days[place]).toBeUndefined();
      const clearDay = days[place];
      expect(clearDay === null || clearDay === undefined ? clearDay : isoDate(clearDay)).toBe(planned.clearDate);
    });
  });
});
