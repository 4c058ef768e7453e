/**
 * Makes the tracking shipments' list rows off the page's thread (rows-thread.ts): the demo backend's mock
 * handlers run on the page's thread, so a hundred milliseconds of making them there hold up every answer the
 * sign-in and the first screen wait for.
 */
import type { TransportTrackingShipment } from "../../api/contract";
import { createTrackingRows } from "../seed/transport-tracking";

/** What the worker answers to a seed time. */
export interface TrackingRowsAnswer {
  seededAt: string;
  rows: TransportTrackingShipment[];
}

// The worker's global scope; typed by hand because the DOM and WebWorker libraries cannot share a program.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(answer: TrackingRowsAnswer): void;
};

scope.onmessage = (event) => {
  const seededAt = event.data;
  scope.postMessage({ seededAt, rows: createTrackingRows(new Date(seededAt)) });
};
