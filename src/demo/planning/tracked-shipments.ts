/**
 * The tracked shipments a simulation reads (DESIGN §9.2, §9.3): each shipment that carries purchase orders,
 * with its ETA as the tracking robot knew it when the run was made. A run made before the newest tracking
 * update (the seeded runs of yesterday) sees yesterday's estimate, so CTB's day-over-day comparison can tell
 * a slipped ETA from any other cause.
 */
import type { Id, ShipmentCargo, ShipmentException, ShipmentMilestone } from "../../api/contract";
import type { TrackedShipment } from "./calculation";

/** What of a shipment's tracking detail the estimate is read from. */
export interface EtaSource {
  id: Id;
  trackingNumber: string;
  plannedEta: string;
  eta: string;
  deliveredAt: string | null;
  milestones: readonly ShipmentMilestone[];
  exceptions: readonly ShipmentException[];
}

/** The tracking robot never estimates a shipment on its way as due sooner than two hours ahead. */
const SOONEST_MS = 2 * 60 * 60 * 1000;

const time = (iso: string) => Date.parse(iso);

/** The milestones that had happened by `at`: in their order, up to the first still to come. */
function happenedBy(milestones: readonly ShipmentMilestone[], at: number): ShipmentMilestone[] {
  const done: ShipmentMilestone[] = [];
  for (const milestone of milestones) {
    if (milestone.actualAt === null || time(milestone.actualAt) > at) break;
    done.push(milestone);
  }
  return done;
}

/**
 * The estimate as known at `at` (epoch ms): the plan moved by how late the last milestone by then was, and by
 * the delay of an exception that was holding the shipment then (read from today's estimate, which carries
 * it); the delivery once delivered. Null when the shipment was not booked yet. At or after the shipment's
 * own newest news, its estimate as reported.
 */
export function etaKnownAt(shipment: EtaSource, at: number): { eta: string; deliveredAt: string | null } | null {
  const all = happenedBy(shipment.milestones, Number.POSITIVE_INFINITY);
  const then = happenedBy(shipment.milestones, at);
  if (then.length === 0) return null;
  if (then.length === shipment.milestones.length) return { eta: shipment.deliveredAt ?? shipment.eta, deliveredAt: shipment.deliveredAt };
  const newsSince = then.length < all.length || shipment.exceptions.some((exception) => time(exception.at) > at);
  if (!newsSince) return { eta: shipment.eta, deliveredAt: shipment.deliveredAt };
  const delayOf = (milestone: ShipmentMilestone) => time(milestone.actualAt ?? milestone.plannedAt) - time(milestone.plannedAt);
  const holding = shipment.exceptions.find((exception) => exception.open && time(exception.at) <= at);
  const holdingDelay = holding ? time(shipment.eta) - time(shipment.plannedEta) - delayOf(all[all.length - 1]) : 0;
  const eta = Math.max(time(shipment.plannedEta) + delayOf(then[then.length - 1]) + Math.max(0, holdingDelay), at + SOONEST_MS);
  return { eta: new Date(eta).toISOString(), deliveredAt: null };
}

/** The shipments that carry something, each with its estimate as known at `at`. */
export function trackedShipmentsAt(
  details: readonly EtaSource[],
  cargo: readonly (ShipmentCargo & { id: Id })[],
  at: number,
): TrackedShipment[] {
  const byId = new Map(details.map((detail) => [detail.id, detail]));
  return cargo.flatMap((row): TrackedShipment[] => {
    const detail = byId.get(row.id);
    const known = detail && etaKnownAt(detail, at);
    if (!detail || !known || row.purchaseOrders.length + row.invoices.length === 0) return [];
    return [
      {
        id: detail.id,
        trackingNumber: detail.trackingNumber,
        ...known,
        purchaseOrders: [...row.purchaseOrders],
        invoices: [...row.invoices],
      },
    ];
  });
}
