/**
 * The demo backend's planning calculation off the page's thread (DESIGN §9.2, §9.6: 5,000 order lines × BOM in
 * ≤ 2 s in the demo worker), so a run never freezes the screens the demo backend serves. One worker serves the
 * tab: the SAP tables and the shipments it rebuilds stay with it for the next run.
 */
import { computeRun, type RunRequest } from "./run-request";
import type { RunResult } from "./run-result";

export interface SimulationRequestMessage {
  id: number;
  request: RunRequest;
}

/** What the worker answers: the result, or why it could not be computed. */
export type SimulationAnswer = { id: number } & ({ ok: true; result: RunResult } | { ok: false; message: string });

// The worker's global scope; typed by hand because the DOM and WebWorker libraries cannot share a program.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SimulationRequestMessage>) => void) | null;
  postMessage(answer: SimulationAnswer): void;
};

scope.onmessage = ({ data: { id, request } }) => {
  try {
    scope.postMessage({ id, ok: true, result: computeRun(request) });
  } catch (error) {
    scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
