/**
 * The tracking shipments' list rows for a seed time, made by a worker of their own (rows-worker.ts). Only
 * where there is a Worker: inline, making them would hold the page's thread as a first read does.
 */
import type { TransportTrackingShipment } from "../../api/contract";
import type { TrackingRowsAnswer } from "./rows-worker";

export interface RowsInTheMaking {
  /** The rows, or null when the worker could not make them (or was stopped): then they are made on first read. */
  rows: Promise<TransportTrackingShipment[] | null>;
  stop(): void;
}

/**
 * How long the rows may take before the list's first read makes them itself: a worker whose script never
 * loads, or that never answers, must not hold that read for ever.
 */
export const ROWS_TIMEOUT_MS = 5_000;

export function trackingRowsOffThread(seededAt: string): RowsInTheMaking | null {
  if (typeof Worker === "undefined") return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL("./rows-worker.ts", import.meta.url), { type: "module" });
  } catch {
    return null;
  }
  let settle: (rows: TransportTrackingShipment[] | null) => void = () => undefined;
  const rows = new Promise<TransportTrackingShipment[] | null>((resolve) => (settle = resolve));
  const end = (value: TransportTrackingShipment[] | null) => {
    clearTimeout(timeout);
    worker.terminate();
    settle(value);
  };
  const timeout = setTimeout(() => end(null), ROWS_TIMEOUT_MS);
  worker.onmessage = (event: MessageEvent<TrackingRowsAnswer>) =>
    end(event.data.seededAt === seededAt ? event.data.rows : null);
  worker.onerror = (event) => {
    // Handled: the rows are made on first read instead, so the page reports no uncaught error.
    event.preventDefault();
    end(null);
  };
  worker.onmessageerror = () => end(null);
  worker.postMessage(seededAt);
  return { rows, stop: () => end(null) };
}
