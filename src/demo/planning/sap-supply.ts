/**
 * ZMARD stock, ZPOVIS open purchase orders and the purchase requisitions MD06 lists, generated against the
 * demand each component has at each plant, so the demo shows a real mix (DESIGN §9.2 KPIs): most components
 * plentiful, some tight with purchase orders on the way, a few critical that no supply in sight covers.
 */
import type { PlanningModule } from "../../api/planning";
import type { Prng } from "../prng";
import { isoDate } from "./dates";
import { pairKey } from "./pair-key";
import { LANES, SIZES, STORAGE_LOCATIONS } from "./sap-catalog";
import type { MasterData } from "./sap-master";
import type { Modal, OrderBookedLine, PurchaseOrderLine, SapMaterial, StockRow } from "./sap-types";

/** A component at a plant, with the demand the orders booked put on it. */
export interface Pair {
  component: SapMaterial;
  plant: string;
  demand: number;
}

/** A purchase requisition: supply SAP's MRP plans that purchasing has not ordered yet (MD06 only). */
export interface Requisition {
  number: string;
  component: string;
  plant: string;
  date: string;
  quantity: number;
}

export interface SupplyState {
  stock: StockRow[];
  purchaseOrders: PurchaseOrderLine[];
  requisitions: Requisition[];
}

/** Every component at every plant its products are built at (EFA: where it is needed), with its demand. */
export function pairsOf(
  module: PlanningModule,
  master: MasterData,
  orders: readonly OrderBookedLine[],
): Pair[] {
  const pairs = new Map<string, Pair>();
  const byMaterial = new Map(master.components.map((part) => [part.material, part]));
  const bomOf = new Map<string, { component: SapMaterial; quantityPer: number }[]>();
  for (const item of master.bom) {
    const component = byMaterial.get(item.component);
    if (!component) continue;
    const list = bomOf.get(item.product) ?? [];
    list.push({ component, quantityPer: item.quantityPer });
    bomOf.set(item.product, list);
  }
  const pairFor = (component: SapMaterial, plant: string): Pair => {
    const key = pairKey(component.material, plant);
    let pair = pairs.get(key);
    if (!pair) {
      pair = { component, plant, demand: 0 };
      pairs.set(key, pair);
    }
    return pair;
  };
  if (module === "efa") {
    for (const part of master.components)
      for (const plant of master.plantsOf.get(part.material) ?? []) pairFor(part, plant);
    for (const line of orders) {
      const part = byMaterial.get(line.material);
      if (part) pairFor(part, line.plant).demand += line.quantity;
    }
  } else {
    for (const product of master.products) {
      for (const plant of master.plantsOf.get(product.material) ?? []) {
        for (const { component } of bomOf.get(product.material) ?? []) pairFor(component, plant);
      }
    }
    // Summed per product and plant first: thousands of order lines fall on a few hundred of those, and the
    // quantities are whole numbers, so the sums come out exactly as line by line.
    const ordered = new Map<string, { material: string; plant: string; quantity: number }>();
    for (const line of orders) {
      const key = pairKey(line.material, line.plant);
      const total = ordered.get(key);
      if (total) total.quantity += line.quantity;
      else ordered.set(key, { material: line.material, plant: line.plant, quantity: line.quantity });
    }
    for (const { material, plant, quantity } of ordered.values()) {
      for (const { component, quantityPer } of bomOf.get(material) ?? []) {
        pairFor(component, plant).demand += quantity * quantityPer;
      }
    }
  }
  return [...pairs.values()];
}

type Health = "plentiful" | "tight" | "critical";

/** Another lane of the vendor's origin, for the few lines a buyer expedites or sends the slow way. */
const laneFor = (component: SapMaterial, prng: Prng): Modal =>
  prng.chance(0.9)
    ? component.modal
    : prng.pick((LANES[component.origin] ?? [[component.modal, 1]]).map(([modal]) => modal));

/** The confirmation a vendor gives in ZPOVIS: most lines confirmed, usually a few days later than asked. */
export const confirmationOf = (deliveryDay: number, prng: Prng): string | null =>
  prng.chance(0.75) ? isoDate(deliveryDay + prng.int(-3, 10)) : null;

export function supplyState(
  module: PlanningModule,
  pairs: readonly Pair[],
  seedDay: number,
  prng: Prng,
): SupplyState {
  const stock: StockRow[] = [];
  const purchaseOrders: PurchaseOrderLine[] = [];
  const requisitions: Requisition[] = [];
  const health = pairs.map((): Health => {
    const roll = prng.next();
    return roll < 0.9 ? "plentiful" : roll < 0.975 ? "tight" : "critical";
  });
  // Tight and critical components get their purchase orders for sure; plentiful ones a replenishment now and
  // then, as often as it takes to land near the module's size of ZPOVIS.
  const expected = health.reduce(
    (sum, kind) => sum + (kind === "tight" ? 3 : kind === "critical" ? 1.5 : 0),
    0,
  );
  const plentiful = health.filter((kind) => kind === "plentiful").length || 1;
  const replenish = Math.min(1, Math.max(0, (SIZES[module].purchaseOrders - expected) / plentiful));
  let poNumber = 4_500_010_000;
  let requisitionNumber = 10_045_000;

  pairs.forEach((pair, index) => {
    const kind = health[index];
    const { demand, plant } = pair;
    const material = pair.component.material;
    // A critical component is out of stock as often as not: what the seeded CRITICAL rule (coverage under
    // three days) is there for.
    const factor =
      kind === "plentiful"
        ? 1.2 + prng.next() * 1.3
        : kind === "tight"
          ? 0.3 + prng.next() * 0.6
          : prng.chance(0.5)
            ? 0
            : prng.next() * 0.2;
    const onHand = demand > 0 ? Math.round(demand * factor) : prng.int(0, 60);
    if (onHand > 0) {
      const lineSide = prng.chance(0.2) ? Math.round(onHand * 0.3) : 0;
      stock.push({
        component: material,
        plant,
        storageLocation: STORAGE_LOCATIONS.warehouse,
        unrestricted: onHand - lineSide,
      });
      if (lineSide > 0)
        stock.push({
          component: material,
          plant,
          storageLocation: STORAGE_LOCATIONS.lineSide,
          unrestricted: lineSide,
        });
    }
    if (prng.chance(0.05)) {
      stock.push({
        component: material,
        plant,
        storageLocation: STORAGE_LOCATIONS.returns,
        unrestricted: prng.int(1, 12),
      });
    }

    const missing = Math.max(0, demand - onHand);
    let lines: { quantity: number; day: number }[] = [];
    if (kind === "tight") {
      const count = prng.int(2, 4);
      const total = Math.max(count, Math.round(missing * (0.9 + prng.next() * 0.5)));
      const days = Array.from({ length: count }, () => seedDay + prng.int(-10, 75)).sort((a, b) => a - b);
      lines = days.map((day, at) => ({
        day,
        quantity: Math.max(1, Math.round(total / count) + (at === 0 ? total % count : 0)),
      }));
    } else if (kind === "critical") {
      const count = prng.int(1, 2);
      const total = Math.max(count, Math.round(missing * (0.3 + prng.next() * 0.6)));
      lines = Array.from({ length: count }, () => ({
        day: seedDay + prng.int(20, 150),
        quantity: Math.ceil(total / count),
      }));
    } else if (prng.chance(replenish)) {
      lines = [
        {
          day: seedDay + prng.int(0, 90),
          quantity: Math.round(demand * (0.2 + prng.next() * 0.4)) + prng.int(10, 50),
        },
      ];
    }
    if (lines.length) poNumber += prng.int(1, 40);
    lines.forEach(({ day, quantity }, at) => {
      purchaseOrders.push({
        poNumber: String(poNumber),
        poItem: String((at + 1) * 10).padStart(5, "0"),
        component: material,
        plant,
        vendor: pair.component.vendor,
        quantity,
        deliveryDate: isoDate(day),
        confirmedDate: confirmationOf(day, prng),
        modal: laneFor(pair.component, prng),
        origin: pair.component.origin,
      });
    });

    if (prng.chance(kind === "plentiful" ? 0.05 : 0.5)) {
      requisitionNumber += prng.int(1, 30);
      requisitions.push({
        number: String(requisitionNumber).padStart(10, "0"),
        component: material,
        plant,
        date: isoDate(seedDay + prng.int(30, 90)),
        quantity: Math.max(10, Math.round(Math.max(missing, demand * 0.2) * (0.3 + prng.next() * 0.3))),
      });
    }
  });
  return { stock, purchaseOrders, requisitions };
}
