/**
 * The SAP data a planning module reads (DESIGN §9.2, §9.5), generated: the same seed day, module and number
 * of syncs always give the same tables (mulberry32, never Math.random), and every date is a number of days
 * from the seed day.
 */
import type { PlanningModule } from "../../api/planning";
import { hashString, mulberry32 } from "../prng";
import { dayNumber } from "./dates";
import { PLANTS, VENDORS } from "./sap-catalog";
import { masterData, type MasterData } from "./sap-master";
import { mrpList } from "./sap-mrp-list";
import { ordersBooked } from "./sap-orders";
import { pairsOf, supplyState, type SupplyState } from "./sap-supply";
import { applySync, syncWorld, type SyncedData, type SyncWorld } from "./sap-sync";
import type { PurchaseOrderLine, SapSourceName, SapTables } from "./sap-types";

export type { SapTables } from "./sap-types";

/** A module's SAP data as the seed has it, before any sync, and what its syncs draw on. */
interface SeedDownload {
  seededAt: string;
  module: PlanningModule;
  seedDay: number;
  master: MasterData;
  world: SyncWorld;
  data: SyncedData;
}

function seedDownload(seededAt: string, module: PlanningModule): SeedDownload {
  const seedDay = dayNumber(seededAt);
  // One stream per module and concern, so that sizing one never reshuffles another.
  const master = masterData(module, mulberry32(hashString(`sap-tables:${module}:master`)));
  const orders = ordersBooked(module, master, seedDay, mulberry32(hashString(`sap-tables:${module}:orders`)));
  const pairs = pairsOf(module, master, orders);
  const supply = withInvoices(supplyState(module, pairs, seedDay, mulberry32(hashString(`sap-tables:${module}:supply`))), seedDay);
  return { seededAt, module, seedDay, master, world: syncWorld(module, master, pairs, seedDay), data: { supply, orders } };
}

function tablesOf(download: SeedDownload, syncCount: number, synced: SyncedData): SapTables {
  const { master } = download;
  const byMaterial = new Map(master.materials.map((material) => [material.material, material]));
  return {
    module: download.module,
    seededAt: download.seededAt,
    syncCount,
    plants: [...PLANTS],
    vendors: [...VENDORS],
    materials: master.materials,
    bom: master.bom,
    stock: synced.supply.stock,
    purchaseOrders: synced.supply.purchaseOrders,
    mrpList: mrpList(synced.supply, byMaterial, download.seedDay),
    ordersBooked: synced.orders,
  };
}

const wholeSyncs = (syncCount: number) => Math.max(0, Math.floor(syncCount));

export function sapTables(input: { seededAt: string; module: PlanningModule; syncCount: number }): SapTables {
  const syncCount = wholeSyncs(input.syncCount);
  const download = seedDownload(input.seededAt, input.module);
  let synced = download.data;
  for (let round = 1; round <= syncCount; round += 1) synced = applySync(download.world, synced, round);
  return tablesOf(download, syncCount, synced);
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

interface CachedSync {
  download: SeedDownload;
  synced: SyncedData;
  tables?: SapTables;
}

// A few modules' data at a few syncs: the simulations read the current and the previous sync, and the shipments'
// cargo reads both of EDB and CTB.
const syncCache = new Map<string, CachedSync>();
const cacheKey = (seededAt: string, module: PlanningModule, syncCount: number) => `${seededAt}|${module}|${syncCount}`;

/** The data after `syncCount` syncs, from the latest earlier sync kept: a sync only changes what its round does. */
function cachedSync(seededAt: string, module: PlanningModule, syncCount: number): CachedSync {
  const key = cacheKey(seededAt, module, syncCount);
  let entry = syncCache.get(key);
  if (entry) return entry;
  if (syncCache.size >= 16) syncCache.clear();
  if (syncCount === 0) {
    const download = seedDownload(seededAt, module);
    entry = { download, synced: download.data };
  } else {
    const before = cachedSync(seededAt, module, syncCount - 1);
    entry = { download: before.download, synced: applySync(before.download.world, before.synced, syncCount) };
  }
  syncCache.set(key, entry);
  return entry;
}

/**
 * sapTables, kept: the simulations and the shipments' cargo (src/demo/seed/shipment-cargo.ts) read the same
 * tables. Read-only to every caller.
 */
export function cachedSapTables(input: { seededAt: string; module: PlanningModule; syncCount: number }): SapTables {
  const syncCount = wholeSyncs(input.syncCount);
  const entry = cachedSync(input.seededAt, input.module, syncCount);
  entry.tables ??= tablesOf(entry.download, syncCount, entry.synced);
  return entry.tables;
}

/**
 * The purchase-order lines after `syncCount` syncs, kept, without the rest of the tables: the shipments' cargo
 * reads an earlier sync's orders alone, whose MRP list (the costliest table) nothing reads.
 */
export function cachedPurchaseOrders(input: { seededAt: string; module: PlanningModule; syncCount: number }): readonly PurchaseOrderLine[] {
  return cachedSync(input.seededAt, input.module, wholeSyncs(input.syncCount)).synced.supply.purchaseOrders;
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
