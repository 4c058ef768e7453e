/**
 * The SAP data a planning module reads (DESIGN §9.2, §9.5), generated: the same seed day, module and number
 * of syncs always give the same tables (mulberry32, never Math.random), and every date is a number of days
 * from the seed day.
 */
import type { PlanningModule } from "../../api/planning";
import { hashString, mulberry32 } from "../prng";
import { dayNumber } from "./dates";
import { PLANTS, VENDORS } from "./sap-catalog";
import { masterData } from "./sap-master";
import { mrpList } from "./sap-mrp-list";
import { ordersBooked } from "./sap-orders";
import { pairsOf, supplyState, type SupplyState } from "./sap-supply";
import { applySyncs } from "./sap-sync";
import type { SapSourceName, SapTables } from "./sap-types";

export type { SapTables } from "./sap-types";

export function sapTables(input: { seededAt: string; module: PlanningModule; syncCount: number }): SapTables {
  const { seededAt, module } = input;
  const syncCount = Math.max(0, Math.floor(input.syncCount));
  const seedDay = dayNumber(seededAt);
  // One stream per module and concern, so that sizing one never reshuffles another.
  const master = masterData(module, mulberry32(hashString(`sap-tables:${module}:master`)));
  const orders = ordersBooked(module, master, seedDay, mulberry32(hashString(`sap-tables:${module}:orders`)));
  const pairs = pairsOf(module, master, orders);
  const supply = withInvoices(supplyState(module, pairs, seedDay, mulberry32(hashString(`sap-tables:${module}:supply`))), seedDay);
  const synced = applySyncs(module, master, pairs, { supply, orders }, seedDay, syncCount);
  const byMaterial = new Map(master.materials.map((material) => [material.material, material]));
  return {
    module,
    seededAt,
    syncCount,
    plants: [...PLANTS],
    vendors: [...VENDORS],
    materials: master.materials,
    bom: master.bom,
    stock: synced.supply.stock,
    purchaseOrders: synced.supply.purchaseOrders,
    mrpList: mrpList(synced.supply, byMaterial, seedDay),
    ordersBooked: synced.orders,
  };
}

/**
 * The vendor's invoice on each line whose goods it handed over by the seed day (ZPOVIS's invoice reference):
 * a number of its own per vendor, order and item, so the same line always has the same invoice. Given before
 * the syncs, so a line keeps its invoice when a sync re-dates it. No random draw: the other streams stay put.
 */
function withInvoices(supply: SupplyState, seedDay: number): SupplyState {
  const purchaseOrders = supply.purchaseOrders.map((line) =>
    dayNumber(line.deliveryDate) <= seedDay
      ? { ...line, invoice: `INV-${line.vendor}-${String(hashString(`${line.vendor}|${line.poNumber}|${line.poItem}`) % 1_000_000).padStart(6, "0")}` }
      : line,
  );
  return { ...supply, purchaseOrders };
}

// A few tables at most (three modules, the current and the previous sync): generating one takes ~50 ms.
const tablesCache = new Map<string, SapTables>();

/**
 * sapTables, kept: the simulations and the shipments' cargo (src/demo/seed/shipment-cargo.ts) read the same
 * tables. Read-only to every caller.
 */
export function cachedSapTables(input: { seededAt: string; module: PlanningModule; syncCount: number }): SapTables {
  const key = `${input.seededAt}|${input.module}|${input.syncCount}`;
  let tables = tablesCache.get(key);
  if (!tables) {
    if (tablesCache.size >= 8) tablesCache.clear();
    tables = sapTables(input);
    tablesCache.set(key, tables);
  }
  return tables;
}

/** The rows each SAP source's last download holds (the Data Upload cards' counts). */
export function sapSourceRows(tables: SapTables): Record<SapSourceName, number> {
  return {
    ZMARD: tables.stock.length,
    ZPOVIS: tables.purchaseOrders.length,
    MD06: tables.mrpList.length,
    VA05: tables.ordersBooked.length,
  };
}
