/**
 * What the tab's one worker computes for the demo backend (simulation-worker.ts, DESIGN §9.6), by kind: a run's
 * result, the part of one the exception inbox reads, and the inbox's items of the tracked shipments. All read
 * what follows from the seed time alone (the SAP tables, the tracked shipments), which the worker builds once
 * and keeps, so the page's thread builds none of it. Pure: inline, where there is no Worker, the same task
 * gives the same value.
 */
import type { Id } from "../../api/contract";
import type { ResultLine } from "../../api/planning";
import { shipmentItems, type InboxCandidate } from "../inbox/inbox-items";
import { createTrackingShipments } from "../seed/transport-tracking";
import { computeRun, type RunRequest } from "./run-request";
import type { RunResult } from "./run-result";

/** The inbox's items of the shipments open and late or in exception, with each one's shipment. */
export type ShipmentItems = { shipmentId: Id; item: InboxCandidate }[];

export type WorkerTask =
  | { kind: "run"; request: RunRequest }
  | { kind: "inboxLines"; request: RunRequest }
  | { kind: "shipmentItems"; seededAt: string };

/** What each kind of task gives. */
export interface WorkerTaskValues {
  run: RunResult;
  inboxLines: ResultLine[];
  shipmentItems: ShipmentItems;
}

/**
 * The lines of a result the exception inbox reads: the short ones (its items) and those a tracked shipment
 * carries supply for (whose shipments are the person's). About a quarter of the lines: a whole result is
 * megabytes, and copying it out of the worker and into the page took the inbox's answer tens of ms.
 */
export const inboxLines = (lines: readonly ResultLine[]): ResultLine[] =>
  lines.filter((line) => line.status === "short" || line.shipmentId !== null);

/**
 * Results computed here, by their whole request (the same request gives the same result): the inbox reads part
 * of one that a result screen may read whole next. The newest few: each inbox read asks for every module's
 * latest, and a comparison for a module's two latest.
 */
const computed = new Map<string, RunResult>();
const KEPT_RESULTS = 6;

function keptResult(request: RunRequest): RunResult {
  const key = JSON.stringify(request);
  let result = computed.get(key);
  if (!result) {
    result = computeRun(request);
    computed.set(key, result);
    for (const oldest of computed.keys()) {
      if (computed.size <= KEPT_RESULTS) break;
      computed.delete(oldest);
    }
  }
  return result;
}

/** The items, none of them the caller's yet: whose a shipment is depends on the caller (the inbox says). */
function shipmentItemsAt(seededAt: string): ShipmentItems {
  return createTrackingShipments(new Date(seededAt)).flatMap((shipment) =>
    shipmentItems([shipment], () => false).map((item) => ({ shipmentId: shipment.id, item })),
  );
}

export function performTask(task: WorkerTask): WorkerTaskValues[WorkerTask["kind"]] {
  switch (task.kind) {
    case "run":
      return keptResult(task.request);
    case "inboxLines":
      return inboxLines(keptResult(task.request).lines);
    case "shipmentItems":
      return shipmentItemsAt(task.seededAt);
  }
}
