/**
 * What the tab's one worker computes for the demo backend (simulation-worker.ts, DESIGN §9.6), by kind: a run's
 * result, and the exception inbox's items of the tracked shipments. Both read what follows from the seed time
 * alone (the SAP tables, the tracked shipments), which the worker builds once and keeps, so the page's thread
 * builds none of it. Pure: inline, where there is no Worker, the same task gives the same value.
 */
import type { Id } from "../../api/contract";
import { shipmentItems, type InboxCandidate } from "../inbox/inbox-items";
import { createTrackingShipments } from "../seed/transport-tracking";
import { computeRun, type RunRequest } from "./run-request";
import type { RunResult } from "./run-result";

/** The inbox's items of the shipments open and late or in exception, with each one's shipment. */
export type ShipmentItems = { shipmentId: Id; item: InboxCandidate }[];

export type WorkerTask = { kind: "run"; request: RunRequest } | { kind: "shipmentItems"; seededAt: string };

/** What each kind of task gives. */
export interface WorkerTaskValues {
  run: RunResult;
  shipmentItems: ShipmentItems;
}

/** The items, none of them the caller's yet: whose a shipment is depends on the caller (the inbox says). */
function shipmentItemsAt(seededAt: string): ShipmentItems {
  return createTrackingShipments(new Date(seededAt)).flatMap((shipment) =>
    shipmentItems([shipment], () => false).map((item) => ({ shipmentId: shipment.id, item })),
  );
}

export function performTask(task: WorkerTask): WorkerTaskValues[WorkerTask["kind"]] {
  return task.kind === "run" ? computeRun(task.request) : shipmentItemsAt(task.seededAt);
}
