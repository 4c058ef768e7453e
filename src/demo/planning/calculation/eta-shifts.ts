/**
 * Which result lines the tracked shipments moved, and by how many days (DESIGN §9.2): the same allocation run
 * again with every receipt on the day its purchase order alone gives, each line's clear day then against its
 * clear day now. Allocation claims the same quantities in the same order whatever the dates, so the
 * difference is the shipments' doing only. Runs only when a shipment moved some receipt.
 */
import { dayNumber } from "../dates";
import { pairKey } from "../pair-key";
import { clearDaysOf } from "./allocation";
import type { Requirement } from "./explosion";
import { etaShiftOf, type MovedReceipt } from "./shipment-eta";
import type { Receipt } from "./supply";
import { buildTimelines, type Timeline } from "./timeline";
import type { PlannedLine } from "./types";

export interface EtaShiftInput {
  /** What each demand line needs, and the order allocation served the lines in (allocationOrder). */
  requirements: readonly (readonly Requirement[])[];
  order: readonly number[];
  stock: ReadonlyMap<string, number>;
  receipts: readonly Receipt[];
  /** The timelines the lines were allocated over: the receipts on their shipments' days. */
  timelines: ReadonlyMap<string, Timeline>;
  today: number;
  horizonEnd: number;
}

/**
 * The lines as allocated (in allocation order), each with how the shipments moved it. Only the timelines of
 * the pairs a shipment moved differ, so only the lines needing one of those are allocated again, on the
 * purchase orders' own dates; every line's claims still count, in the same order.
 */
export function withEtaShifts(lines: readonly PlannedLine[], input: EtaShiftInput): PlannedLine[] {
  const movedByPair = new Map<string, MovedReceipt[]>();
  for (const receipt of input.receipts) {
    const { shipment } = receipt;
    if (!shipment || shipment.poDay === receipt.day) continue;
    const pair = pairKey(receipt.component, receipt.plant);
    const moved: MovedReceipt = { pair, day: receipt.day, poDay: shipment.poDay, shipmentId: shipment.id, trackingNumber: shipment.trackingNumber };
    const list = movedByPair.get(pair);
    if (list) list.push(moved);
    else movedByPair.set(pair, [moved]);
  }
  if (movedByPair.size === 0) return [...lines];

  // The moved pairs' timelines with every receipt of theirs on its purchase order's day; the others as they are.
  const byPurchaseOrders = new Map(input.timelines);
  for (const pair of movedByPair.keys()) byPurchaseOrders.delete(pair);
  const rebuilt = buildTimelines(
    new Map([...input.stock].filter(([pair]) => movedByPair.has(pair))),
    input.receipts
      .filter((receipt) => movedByPair.has(pairKey(receipt.component, receipt.plant)))
      .map((receipt) => (receipt.shipment ? { ...receipt, day: receipt.shipment.poDay } : receipt)),
    input.today,
    input.horizonEnd,
  );
  for (const [pair, timeline] of rebuilt) byPurchaseOrders.set(pair, timeline);

  const movedOf = input.order.map((index): MovedReceipt[] => {
    const needs = input.requirements[index];
    if (!needs.some((requirement) => movedByPair.has(requirement.pair))) return [];
    return [...new Set(needs.map((requirement) => requirement.pair))].flatMap((pair) => movedByPair.get(pair) ?? []);
  });
  const clearDays = clearDaysOf(
    input.order,
    input.requirements,
    byPurchaseOrders,
    input.today,
    movedOf.map((moved) => moved.length > 0),
  );
  return lines.map((line, at) => {
    const moved = movedOf[at];
    if (moved.length === 0) return line;
    const shift = etaShiftOf(line.clearDate === null ? null : dayNumber(line.clearDate), clearDays[at] ?? null, moved);
    return shift.etaShiftDays === null ? line : { ...line, ...shift };
  });
}
