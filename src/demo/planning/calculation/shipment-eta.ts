/**
 * Supply that follows the shipment it travels in (DESIGN §9.2 supply, §9.3): an open purchase-order line whose
 * goods a tracked shipment carries is available on the shipment's current ETA plus the days customs clearance
 * and handling take (parameter-system customsHandlingDays), instead of on the date the purchase order alone
 * gives (its delivery or confirmed date plus transit). A line's shipment is found by its PO number first, then
 * by its invoice. Then, per result line: how many days the shipments moved its clear-to-build date, and which
 * shipment it waits for. Pure.
 */
import type { Id } from "../../../api/contract";
import { DEFAULT_CUSTOMS_HANDLING_DAYS, MAX_CUSTOMS_HANDLING_DAYS } from "../../../api/contract";
import { dayOfInstant } from "../dates";

/** A tracked shipment as a run reads it: its estimate as known at the run, and what it carries. */
export interface TrackedShipment {
  id: Id;
  trackingNumber: string;
  /** ISO date-time: the carrier's estimate of the delivery. */
  eta: string;
  /** ISO date-time of the delivery, once delivered; it then counts instead of the estimate. */
  deliveredAt: string | null;
  /** "4500012345" (every item of the order) or "4500012345/00010" (that item). */
  purchaseOrders: readonly string[];
  invoices: readonly string[];
}

/** What of a purchase-order line the link reads (ZPOVIS: PO number, item, and the invoice once shipped). */
export interface PurchaseOrderReference {
  poNumber: string;
  poItem: string;
  invoice?: string | null;
}

/** The shipment a purchase-order line travels in, with the day its goods are at the plant. */
export interface ShipmentLink {
  shipmentId: Id;
  trackingNumber: string;
  day: number;
}

/** An item as "4500012345/00010", whatever zeros its item number was written with. */
const itemKey = (poNumber: string, poItem: string): string => {
  const item = Number(poItem.trim());
  return `${poNumber.trim()}/${Number.isInteger(item) ? String(item).padStart(5, "0") : poItem.trim()}`;
};

const invoiceKey = (invoice: string) => invoice.trim().toUpperCase();

/** The day a shipment's goods can be used: its delivery (or its estimate) plus customs and handling, today at the earliest. */
export function shipmentArrivalDay(shipment: Pick<TrackedShipment, "eta" | "deliveredAt">, customsDays: number, today: number): number {
  return Math.max(dayOfInstant(shipment.deliveredAt ?? shipment.eta) + customsDays, today);
}

/** The parameter-system value as whole days (0 to 60); the default when it is absent or not such a number. */
export function customsHandlingDays(value: unknown): number {
  const days = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  return Number.isInteger(days) && days >= 0 && days <= MAX_CUSTOMS_HANDLING_DAYS ? days : DEFAULT_CUSTOMS_HANDLING_DAYS;
}

export type ShipmentFinder = (line: PurchaseOrderReference) => ShipmentLink | undefined;

/**
 * Finds each purchase-order line's shipment: a shipment naming the line's item, else one naming its whole
 * order, else one naming its invoice. When several shipments name the same thing (an order split over
 * shipments), the line counts as there when the last of them is.
 */
export function shipmentFinder(shipments: readonly TrackedShipment[], customsDays: number, today: number): ShipmentFinder {
  const byItem = new Map<string, ShipmentLink>();
  const byOrder = new Map<string, ShipmentLink>();
  const byInvoice = new Map<string, ShipmentLink>();
  const keep = (map: Map<string, ShipmentLink>, key: string, link: ShipmentLink) => {
    const held = map.get(key);
    if (!held || link.day > held.day || (link.day === held.day && String(link.shipmentId) < String(held.shipmentId)))
      map.set(key, link);
  };
  for (const shipment of shipments) {
    const link: ShipmentLink = {
      shipmentId: shipment.id,
      trackingNumber: shipment.trackingNumber,
      day: shipmentArrivalDay(shipment, customsDays, today),
    };
    for (const reference of shipment.purchaseOrders) {
      const [order, item] = reference.split("/");
      if (!order?.trim()) continue;
      if (item === undefined) keep(byOrder, order.trim(), link);
      else keep(byItem, itemKey(order, item), link);
    }
    for (const invoice of shipment.invoices) if (invoice.trim()) keep(byInvoice, invoiceKey(invoice), link);
  }
  if (byItem.size + byOrder.size + byInvoice.size === 0) return () => undefined;
  return (line) =>
    byItem.get(itemKey(line.poNumber, line.poItem)) ??
    byOrder.get(line.poNumber.trim()) ??
    (line.invoice ? byInvoice.get(invoiceKey(line.invoice)) : undefined);
}

/** A receipt whose day a shipment moved from the day its purchase order alone gives. */
export interface MovedReceipt {
  /** pairKey of its component and plant. */
  pair: string;
  day: number;
  poDay: number;
  shipmentId: Id;
  trackingNumber: string;
}

/** How the shipments moved a result line: ResultLine's etaShiftDays, shipmentId, trackingNumber. */
export interface EtaShift {
  etaShiftDays: number | null;
  shipmentId: Id | null;
  trackingNumber: string | null;
}

export const NO_ETA_SHIFT: EtaShift = { etaShiftDays: null, shipmentId: null, trackingNumber: null };

/**
 * How the shipments moved one line: its clear day with the shipments' dates against the clear day with the
 * purchase orders' own. A line that moved names the shipment it waits for: of the moved receipts of its
 * components that moved the same way, the last to arrive by its clear day (else the one moved the most).
 * A line never clear in one of the two is not said to have moved by a number of days.
 */
export function etaShiftOf(
  clearDay: number | null,
  clearDayByPurchaseOrders: number | null,
  moved: readonly MovedReceipt[],
): EtaShift {
  if (clearDay === null || clearDayByPurchaseOrders === null || clearDay === clearDayByPurchaseOrders) return NO_ETA_SHIFT;
  const shift = clearDay - clearDayByPurchaseOrders;
  const sameWay = moved.filter((receipt) => Math.sign(receipt.day - receipt.poDay) === Math.sign(shift));
  const waitedFor = (receipt: MovedReceipt) => receipt.day <= clearDay;
  const better = (a: MovedReceipt, b: MovedReceipt): MovedReceipt => {
    if (waitedFor(a) !== waitedFor(b)) return waitedFor(a) ? a : b;
    if (waitedFor(a) && a.day !== b.day) return a.day > b.day ? a : b;
    const byDelay = Math.abs(a.day - a.poDay) - Math.abs(b.day - b.poDay);
    if (byDelay !== 0) return byDelay > 0 ? a : b;
    return String(a.shipmentId) <= String(b.shipmentId) ? a : b;
  };
  const shipment = sameWay.reduce<MovedReceipt | undefined>((best, receipt) => (best ? better(best, receipt) : receipt), undefined);
  return {
    etaShiftDays: shift,
    shipmentId: shipment?.shipmentId ?? null,
    trackingNumber: shipment?.trackingNumber ?? null,
  };
}
