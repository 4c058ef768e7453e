/**
 * What each SAP sync since the seed changed (DESIGN §9.2 Sync now): a sync is a fresh download, so some stock
 * moved, some purchase orders were received or got new dates, some orders shipped and new ones came in.
 * Sync k always changes the same things, so the data after n syncs is the same on every load.
 */
import type { PlanningModule } from "../../api/planning";
import { hashString, mulberry32 } from "../prng";
import { dayNumber, isoDate } from "./dates";
import { FIRST_ORDER, STORAGE_LOCATIONS, orderKeyOf } from "./sap-catalog";
import type { MasterData } from "./sap-master";
import { orderLine, orderedMaterials } from "./sap-orders";
import { pairKey } from "./pair-key";
import { confirmationOf, type Pair, type SupplyState } from "./sap-supply";
import type { OrderBookedLine, PurchaseOrderLine, SapMaterial, StockRow } from "./sap-types";

/** About `share` of a list's indexes, drawn at random (repeats fold into one). */
function sample(length: number, share: number, next: () => number): Set<number> {
  const picked = new Set<number>();
  const count = Math.ceil(length * share);
  for (let i = 0; i < count && length > 0; i += 1) picked.add(Math.floor(next() * length));
  return picked;
}

export interface SyncedData {
  supply: SupplyState;
  orders: OrderBookedLine[];
}

/** What the syncs of a module draw on. */
export interface SyncWorld {
  module: PlanningModule;
  master: MasterData;
  /** Components at plants that have demand: where new purchase orders go. */
  withDemand: readonly Pair[];
  /** What new orders are for. */
  materials: readonly SapMaterial[];
  seedDay: number;
}

/** The data after sync number `round`, from the data after the one before it (round 1: the seed's). */
export function applySync(
  { module, master, withDemand, materials, seedDay }: SyncWorld,
  data: SyncedData,
  round: number,
): SyncedData {
  const prng = mulberry32(hashString(`sap-tables:${module}:sync:${round}`));
  const moved = sample(data.supply.stock.length, 0.04, prng.next);
  const stock: StockRow[] = data.supply.stock.map((row, index) =>
    moved.has(index)
      ? { ...row, unrestricted: Math.max(0, Math.round(row.unrestricted * (0.5 + prng.next() * 0.8))) }
      : row,
  );

  // Received lines leave ZPOVIS and land in the warehouse's stock.
  const received = sample(data.supply.purchaseOrders.length, 0.03, prng.next);
  const warehouseRow = new Map<string, number>();
  stock.forEach((row, index) => {
    if (row.storageLocation === STORAGE_LOCATIONS.warehouse)
      warehouseRow.set(pairKey(row.component, row.plant), index);
  });
  const redated = sample(data.supply.purchaseOrders.length, 0.06, prng.next);
  const purchaseOrders: PurchaseOrderLine[] = [];
  data.supply.purchaseOrders.forEach((line, index) => {
    if (received.has(index)) {
      const at = warehouseRow.get(pairKey(line.component, line.plant));
      if (at === undefined) {
        warehouseRow.set(pairKey(line.component, line.plant), stock.length);
        stock.push({
          component: line.component,
          plant: line.plant,
          storageLocation: STORAGE_LOCATIONS.warehouse,
          unrestricted: line.quantity,
        });
      } else stock[at] = { ...stock[at], unrestricted: stock[at].unrestricted + line.quantity };
      return;
    }
    if (!redated.has(index)) return purchaseOrders.push(line);
    const shift = prng.int(-4, 12);
    const deliveryDay = dayNumber(line.deliveryDate) + shift;
    purchaseOrders.push({
      ...line,
      deliveryDate: isoDate(deliveryDay),
      confirmedDate:
        line.confirmedDate === null
          ? prng.chance(0.4)
            ? isoDate(deliveryDay + prng.int(0, 7))
            : null
          : isoDate(dayNumber(line.confirmedDate) + shift),
    });
  });
  for (let j = 0; j < received.size && withDemand.length; j += 1) {
    const pair = prng.pick(withDemand);
    const day = seedDay + prng.int(15, 100);
    purchaseOrders.push({
      poNumber: String(4_600_000_000 + round * 1000 + j),
      poItem: "00010",
      component: pair.component.material,
      plant: pair.plant,
      vendor: pair.component.vendor,
      quantity: Math.max(10, Math.round(pair.demand * (0.1 + prng.next() * 0.3))),
      deliveryDate: isoDate(day),
      confirmedDate: confirmationOf(day, prng),
      modal: pair.component.modal,
      origin: pair.component.origin,
    });
  }

  const shipped = sample(data.orders.length, 0.015, prng.next);
  const orders = data.orders.filter((_, index) => !shipped.has(index));
  for (let j = 0; j < shipped.size; j += 1) {
    const key = orderKeyOf(module, FIRST_ORDER[module] + 800_000 + round * 100 + j, 1);
    orders.push(orderLine(module, master, prng.pick(materials), key, seedDay + prng.int(14, 120), prng));
  }
  return { supply: { stock, purchaseOrders, requisitions: data.supply.requisitions }, orders };
}

/** What every sync of a module draws on: the same for all its rounds. */
export function syncWorld(module: PlanningModule, master: MasterData, pairs: readonly Pair[], seedDay: number): SyncWorld {
  return {
    module,
    master,
    withDemand: pairs.filter((pair) => pair.demand > 0),
    materials: orderedMaterials(module, master),
    seedDay,
  };
}
