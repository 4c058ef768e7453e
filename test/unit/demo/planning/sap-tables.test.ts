// @vitest-environment node
import { describe, expect, it } from "vitest";
import { transitTimesFromRecords } from "../../../../src/demo/planning/calculation";
import { cachedPurchaseOrders, cachedSapTables, sapSourceRows, sapTables } from "../../../../src/demo/planning/sap-tables";
import { seedMaintenance } from "../../../../src/demo/seed/maintenance";

const DAY = 24 * 60 * 60 * 1000;

const seededAt = "2025-03-14T12:00:00.000Z";

describe("sapTables", () => {
  it("is deterministic: the same seed day, module and syncs give the same tables", () => {
    expect(sapTables({ seededAt, module: "ctb", syncCount: 2 })).toEqual(
      sapTables({ seededAt, module: "ctb", syncCount: 2 }),
    );
  });

  it("kept, a sync is built on the sync before it, and gives the tables generated from the seed", () => {
    const at = "2025-04-02T09:30:00.000Z";
    const first = cachedSapTables({ seededAt: at, module: "edb", syncCount: 1 });
    const third = cachedSapTables({ seededAt: at, module: "edb", syncCount: 3 });
    expect(cachedSapTables({ seededAt: at, module: "edb", syncCount: 1 })).toBe(first);
    expect(first).toEqual(sapTables({ seededAt: at, module: "edb", syncCount: 1 }));
    expect(third).toEqual(sapTables({ seededAt: at, module: "edb", syncCount: 3 }));
    expect(cachedSapTables({ seededAt: at, module: "ctb", syncCount: 2 })).toEqual(sapTables({ seededAt: at, module: "ctb", syncCount: 2 }));
  });

  it("kept purchase orders alone are the tables' purchase orders of that sync", () => {
    const at = "2025-04-02T09:30:00.000Z";
    for (const module of ["edb", "ctb", "efa"] as const) {
      for (const syncCount of [0, 1, 2]) {
        const orders = cachedPurchaseOrders({ seededAt: at, module, syncCount });
        expect(orders.length).toBeGreaterThan(0);
        expect(orders).toEqual(sapTables({ seededAt: at, module, syncCount }).purchaseOrders);
      }
    }
    // Read after the orders alone, the whole tables still hold the same lines.
    expect(cachedSapTables({ seededAt: at, module: "ctb", syncCount: 0 }).purchaseOrders).toBe(cachedPurchaseOrders({ seededAt: at, module: "ctb", syncCount: 0 }));
  });

  it("a sync is a fresh download: some stock moved, some purchase orders re-dated or received, some orders new", () => {
    const before = sapTables({ seededAt, module: "edb", syncCount: 0 });
    const after = sapTables({ seededAt, module: "edb", syncCount: 1 });
    expect(after.materials).toEqual(before.materials);
    expect(after.bom).toEqual(before.bom);
    expect(after.stock).not.toEqual(before.stock);
    expect(after.purchaseOrders).not.toEqual(before.purchaseOrders);
    const keys = new Set(before.ordersBooked.map((line) => line.orderKey));
    expect(after.ordersBooked.some((line) => !keys.has(line.orderKey))).toBe(true);
  });

  it("EDB is at the size of DESIGN §9.5, and generating it is quick", () => {
    const start = performance.now();
    const tables = sapTables({ seededAt, module: "edb", syncCount: 3 });
    const elapsed = performance.now() - start;
    const products = tables.materials.filter((m) => m.kind === "product").length;
    const components = tables.materials.filter((m) => m.kind === "component").length;
    console.info(`sapTables(edb): ${elapsed.toFixed(1)} ms`, sapSourceRows(tables), {
      products,
      components,
      bom: tables.bom.length,
    });
    expect(products).toBe(300);
    expect(components).toBe(2000);
    expect(tables.ordersBooked.length).toBeGreaterThan(4900);
    expect(tables.purchaseOrders.length).toBeGreaterThan(1300);
    expect(tables.purchaseOrders.length).toBeLessThan(1700);
    const perProduct = new Map<string, number>();
    for (const item of tables.bom) perProduct.set(item.product, (perProduct.get(item.product) ?? 0) + 1);
    expect(Math.min(...perProduct.values())).toBeGreaterThanOrEqual(2);
    expect(Math.max(...perProduct.values())).toBeLessThanOrEqual(12);
  });

  it("every date is relative to the seed day: a later seed shifts every date and keeps the rest", () => {
    const later = new Date(new Date(seededAt).getTime() + 7 * DAY).toISOString();
    const base = sapTables({ seededAt, module: "efa", syncCount: 1 });
    const moved = sapTables({ seededAt: later, module: "efa", syncCount: 1 });
    const shift = (iso: string) => new Date(new Date(iso).getTime() + 7 * DAY).toISOString().slice(0, 10);
    expect(moved.ordersBooked).toEqual(
      base.ordersBooked.map((line) => ({ ...line, needDate: shift(line.needDate) })),
    );
    expect(moved.purchaseOrders).toEqual(
      base.purchaseOrders.map((line) => ({
        ...line,
        deliveryDate: shift(line.deliveryDate),
        confirmedDate: line.confirmedDate && shift(line.confirmedDate),
      })),
    );
    expect(moved.mrpList).toEqual(base.mrpList.map((row) => ({ ...row, date: shift(row.date) })));
    expect(moved.stock).toEqual(base.stock);
  });

  it("CTB plans ~1,500 work orders of ~120 products; EFA ~800 final-assembly component needs, with no bill of materials", () => {
    const ctb = sapTables({ seededAt, module: "ctb", syncCount: 0 });
    expect(ctb.materials.filter((m) => m.kind === "product")).toHaveLength(120);
    expect(ctb.ordersBooked).toHaveLength(1500);
    expect(ctb.ordersBooked.every((line) => /^WO \d{9}$/.test(line.orderKey))).toBe(true);
    const efa = sapTables({ seededAt, module: "efa", syncCount: 0 });
    expect(efa.bom).toEqual([]);
    expect(efa.ordersBooked).toHaveLength(800);
    const components = new Set(efa.materials.map((m) => m.material));
    expect(efa.ordersBooked.every((line) => components.has(line.material))).toBe(true);
    const edb = sapTables({ seededAt, module: "edb", syncCount: 0 });
    expect(edb.ordersBooked.every((line) => /^SO \d{7}\/\d0$/.test(line.orderKey))).toBe(true);
    expect(new Set(edb.ordersBooked.map((line) => line.orderKey)).size).toBe(edb.ordersBooked.length);
  });

  it("origins, vendors' countries and modals are lanes the transit-time seed knows; plants and MRP controllers as SAP's", () => {
    const seeded = transitTimesFromRecords(
      seedMaintenance(new Date(seededAt)).api?.["edb/edb-transit-time"] ?? [],
    );
    const lanes = new Set(seeded.map((row) => `${row.modal}|${row.countryCode}`));
    const tables = sapTables({ seededAt, module: "edb", syncCount: 0 });
    for (const line of tables.purchaseOrders) expect(lanes).toContain(`${line.modal}|${line.origin}`);
    for (const material of tables.materials) {
      expect(lanes).toContain(`${material.modal}|${material.origin}`);
      expect(material.mrpController).toMatch(/^P(0[1-9]|1[0-2])$/);
      expect(material.vendor).toMatch(/^\d{6}$/);
    }
    expect(new Set(tables.stock.map((row) => row.plant))).toEqual(new Set(["BR10", "BR20", "BR30"]));
  });
});
