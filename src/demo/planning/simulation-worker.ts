/**
 * The demo backend's planning calculation off the page's thread (DESIGN §9.2, §9.6: 5,000 order lines × BOM in
 * ≤ 2 s in the demo worker), so a run never freezes the screens the demo backend serves. One worker serves the
 * tab: the SAP tables and the shipments it rebuilds stay with it for the next task (worker-tasks.ts).
 */
import { warmRuns, type WarmRequest } from "./run-request";
import { performTask, type WorkerTask, type WorkerTaskValues } from "./worker-tasks";

/** A task to perform and answer; or, with no id, what to build ahead of the runs to come (answered by none). */
export type SimulationRequestMessage = { id: number; task: WorkerTask } | { id?: undefined; warm: WarmRequest };

/** What the worker answers: the task's value, or why it could not be computed; first of all, that it loaded. */
export type SimulationAnswer =
  | ({ id: number } & ({ ok: true; value: WorkerTaskValues[WorkerTask["kind"]] } | { ok: false; message: string }))
  | { loaded: true };

// The worker's global scope; typed by hand because the DOM and WebWorker libraries cannot share a program.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SimulationRequestMessage>) => void) | null;
  postMessage(answer: SimulationAnswer): void;
};

scope.postMessage({ loaded: true });

scope.onmessage = ({ data }) => {
  if (data.id === undefined) {
    // A failed warm-up is not reported: the run that needs what it was building builds it again, and says why.
    try {
      warmRuns(data.warm);
    } catch {
      // Nothing kept.
    }
    return;
  }
  try {
    scope.postMessage({ id: data.id, ok: true, value: performTask(data.task) });
  } catch (error) {
    scope.postMessage({ id: data.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
