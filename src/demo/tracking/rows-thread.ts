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
    worker.terminate();
    settle(value);
  };
  worker.onmessage = (event: MessageEvent<TrackingRowsAnswer>) =>
    end(event.data.seededAt === seededAt ? event.data.rows : null);
  worker.onerror = () => end(null);
  worker.onmessageerror = () => end(null);
  worker.postMessage(seededAt);
  return { rows, stop: () => end(null) };
}
