/**
 * The demo backend's planning calculation off the page's thread (DESIGN §9.2, §9.6: 5,000 order lines × BOM in
 * ≤ 2 s in the demo worker), so a run never freezes the screens the demo backend serves. One worker serves the
 * tab: the SAP tables and the shipments it rebuilds stay with it for the next task (worker-tasks.ts), and what
 * it computes is kept for the next tab (stored-results.ts).
 */
import { demoDatabaseExists } from "../store/indexeddb-storage";
import { warmRuns, type WarmRequest } from "./run-request";
import { storedResults } from "./stored-results";
import { workerAnswers } from "./worker-answers";
import { performTask, type WorkerTask, type WorkerTaskValues } from "./worker-tasks";

/**
 * A task to perform and answer; or, with no id, what to build ahead of the runs to come (answered by none):
 * for a first start's guessed seed time (`firstStart`), or for the opened database's.
 */
export type SimulationRequestMessage =
  { id: number; task: WorkerTask } | { id?: undefined; warm: WarmRequest; firstStart: boolean };

/** What the worker answers: the task's value, or why it could not be computed. */
export type SimulationAnswer = { id: number } & (
  { ok: true; value: WorkerTaskValues[WorkerTask["kind"]] } | { ok: false; message: string }
);

// The worker's global scope; typed by hand because the DOM and WebWorker libraries cannot share a program.
const scope = globalThis as unknown as {
  location: { pathname: string };
  onmessage: ((event: MessageEvent<SimulationRequestMessage>) => void) | null;
  postMessage(answer: SimulationAnswer): void;
};

const answers = workerAnswers({
  // A build names its worker script by a hash of the code in it: the calculation's version. A development
  // server's script keeps its name as its code changes, so there nothing is kept.
  stored: import.meta.env.DEV ? null : storedResults(),
  version: scope.location.pathname,
  perform: performTask,
  warm: warmRuns,
  demoDatabaseExists,
});

scope.onmessage = ({ data }) => {
  if (data.id === undefined) {
    // A failed warm-up is not reported: the run that needs what it was building builds it again, and says why.
    answers.warmUp(data.warm, data.firstStart).catch(() => undefined);
    return;
  }
  const { id } = data;
  answers.answer(data.task).then(
    (value) => scope.postMessage({ id, ok: true, value }),
    (error: unknown) =>
      scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
