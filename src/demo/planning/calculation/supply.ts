/**
 * Supply per component and plant (DESIGN §9.2): stock is there today; an open purchase-order line arrives on
 * its date plus the transit time of its lane (modal and origin, transit-time table), after the Orders Book
 * rules had their say on that lane ("rule overrides"), and never before a rule's availability date; a line
 * whose goods travel in a tracked shipment arrives when the shipment says instead (shipment-eta.ts); MRP
 * receipts arrive on SAP's date. Supply already due is counted as there today. Which sources: variants.ts.
 */
import type { Id } from "../../../api/contract";
import type { SimulationVariant } from "../../../api/planning";
import { dayNumber } from "../dates";
import type { PurchaseOrderLine, SapMaterial, SapTables } from "../sap-types";
import { pairKey } from "../pair-key";
import { applyCompiled, type CompiledRule } from "./rules";
import type { ShipmentFinder } from "./shipment-eta";
import type { TransitLookup } from "./transit";
import type { ClauseRow } from "./types";
import { VARIANT_SOURCES } from "./variants";

export interface Receipt {
  component: string;
  plant: string;
  /** The day the goods are available at the plant (today at the earliest). */
  day: number;
  quantity: number;
  /** The tracked shipment that carries it, and the day its purchase order alone gives. */
  shipment?: { id: Id; trackingNumber: string; poDay: number };
}

/** Stock by component and plant, from the variant's source. */
export function stockOnHand(variant: SimulationVariant, tables: SapTables): Map<string, number> {
  const stock = new Map<string, number>();
  const add = (component: string, plant: string, quantity: number) => {
    if (quantity <= 0) return;
    const key = pairKey(component, plant);
    stock.set(key, (stock.get(key) ?? 0) + quantity);
  };
  if (VARIANT_SOURCES[variant].stock === "MD06") {
    for (const row of tables.mrpList)
      if (row.element === "Stock") add(row.component, row.plant, row.quantity);
  } else {
    for (const row of tables.stock) add(row.component, row.plant, row.unrestricted);
  }
  return stock;
}

export interface SupplyContext {
  today: number;
  transit: TransitLookup;
  rules: readonly CompiledRule[];
  materials: ReadonlyMap<string, SapMaterial>;
  /** Days of coverage of a component at a plant (pairKey), for rules that select by coverage. */
  coverage: (key: string) => number | null;
  /** The tracked shipment a purchase-order line travels in, when there are tracked shipments. */
  shipmentOf?: ShipmentFinder;
}

/** An open purchase-order line as the rules see it: the clause columns, from the line and its material. */
export function purchaseOrderRow(line: PurchaseOrderLine, context: SupplyContext): ClauseRow {
  const material = context.materials.get(line.component);
  return {
    plant: line.plant,
    material: line.component,
    mrpController: material?.mrpController ?? "",
    vendor: line.vendor,
    origin: line.origin,
    modal: line.modal,
    orderType: "NB",
    purchasingGroup: material?.purchasingGroup ?? "",
    countryCode: material?.countryCode ?? "",
    availabilityDate: null,
    coverage: context.coverage(pairKey(line.component, line.plant)),
    transitTime: context.transit({ modal: line.modal, origin: line.origin, vendor: line.vendor }),
    priority: null,
    status: null,
  };
}

/** The day a purchase-order line shipped on `shipDate` is at the plant, its lane as the rules leave it. */
export function arrivalDay(line: PurchaseOrderLine, shipDate: string, context: SupplyContext): number {
  return dayOnLane(shipDate, laneOf(line, context), context.today);
}

const dayOnLane = (shipDate: string, lane: { transitTime: number; floor: number }, today: number): number =>
  Math.max(dayNumber(shipDate) + lane.transitTime, lane.floor, today);

/** A purchase-order line's lane as the rules leave it: its transit time, and the day it is never available before. */
function laneOf(line: PurchaseOrderLine, context: SupplyContext): { transitTime: number; floor: number } {
  const before = purchaseOrderRow(line, context);
  const after = applyCompiled(before, context.rules);
  let transitTime = after.transitTime ?? before.transitTime ?? 0;
  // A rule moved the line to another lane without saying its transit time: the table's for the new lane.
  if (
    after.transitTime === before.transitTime &&
    (after.modal !== before.modal || after.origin !== before.origin)
  ) {
    transitTime = context.transit({ modal: after.modal, origin: after.origin, vendor: after.vendor });
  }
  const floor = after.availabilityDate ? dayNumber(after.availabilityDate) : context.today;
  return { transitTime, floor };
}

/** Open supply from the variant's source. */
export function openSupply(variant: SimulationVariant, tables: SapTables, context: SupplyContext): Receipt[] {
  const source = VARIANT_SOURCES[variant].receipts;
  if (source === "mrpReceipts") {
    return tables.mrpList
      .filter((row) => row.element !== "Stock" && row.quantity > 0)
      .map((row) => ({
        component: row.component,
        plant: row.plant,
        day: Math.max(dayNumber(row.date), context.today),
        quantity: row.quantity,
      }));
  }
  return tables.purchaseOrders.flatMap((line): Receipt[] => {
    const shipDate = source === "purchaseOrdersAsConfirmed" ? line.confirmedDate : line.deliveryDate;
    // An unconfirmed line is no commitment: the ZPOVIS variant leaves it out.
    if (shipDate === null || line.quantity <= 0) return [];
    const lane = laneOf(line, context);
    const poDay = dayOnLane(shipDate, lane, context.today);
    const receipt: Receipt = { component: line.component, plant: line.plant, day: poDay, quantity: line.quantity };
    const link = context.shipmentOf?.(line);
    if (!link) return [receipt];
    // On its way: the shipment's ETA says when, still never before a rule's availability date.
    const day = Math.max(link.day, lane.floor);
    return [{ ...receipt, day, shipment: { id: link.shipmentId, trackingNumber: link.trackingNumber, poDay } }];
  });
}
