/**
 * Which result lines the tracked shipments moved, and by how many days (DESIGN §9.2): the same allocation run
 * again with every receipt on the day its purchase order alone gives, each line's clear day then against its
 * clear day now. Allocation claims the same quantities in the same order whatever the dates, so the
 * difference is the shipments' doing only. Runs only when a shipment moved some receipt.
 */
import { dayNumber } from "../dates";
import { pairKey } from "../pair-key";
import { allocate, allocationOrder } from "./allocation";
import type { Requirement } from "./explosion";
import { etaShiftOf, type MovedReceipt } from "./shipment-eta";
import type { Receipt } from "./supply";
import { buildTimelines } from "./timeline";
import type { DemandLine, PlannedLine } from "./types";

export interface EtaShiftInput {
  /** The demand as allocated, and what each line needs. */
  demand: readonly DemandLine[];
  requirements: readonly (readonly Requirement[])[];
  stock: ReadonlyMap<string, number>;
  receipts: readonly Receipt[];
  today: number;
  horizonEnd: number;
}

const dayOf = (iso: string | null) => (iso === null ? null : dayNumber(iso));

/** The lines as allocated (in allocation order), each with how the shipments moved it. */
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
  const byPurchaseOrders = allocate(
    input.demand,
    input.requirements,
    buildTimelines(
      input.stock,
      input.receipts.map((receipt) => (receipt.shipment ? { ...receipt, day: receipt.shipment.poDay } : receipt)),
      input.today,
      input.horizonEnd,
    ),
    input.today,
  );
  const order = allocationOrder(input.demand);
  return lines.map((line, at) => {
    const pairs = new Set(input.requirements[order[at]].map((requirement) => requirement.pair));
    const moved = [...pairs].flatMap((pair) => movedByPair.get(pair) ?? []);
    if (moved.length === 0) return line;
    const shift = etaShiftOf(dayOf(line.clearDate), dayOf(byPurchaseOrders[at].clearDate), moved);
    return shift.etaShiftDays === null ? line : { ...line, ...shift };
  });
}
