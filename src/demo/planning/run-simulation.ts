/**
 * Runs simulations, and the other tasks that read the SAP tables and tracked shipments (worker-tasks.ts), in
 * one Web Worker kept for the tab (simulation-worker.ts), like the Excel export runs in one
 * (src/crud/export/build-in-worker.ts). Where there is no Worker (Node, Vitest's jsdom) they run inline, a task
 * later, with the same value: `performTask` is pure.
 */
import type { ResultLine } from "../../api/planning";
import type { RunRequest } from "./run-request";
import type { RunResult } from "./run-result";
import { simulationThread, stopSimulationThread } from "./simulation-thread";
import type { SimulationAnswer, SimulationRequestMessage } from "./simulation-worker";
import { performTask, type ShipmentItems, type WorkerTask, type WorkerTaskValues } from "./worker-tasks";

/** The worker could not run the simulation (it failed to load, or the calculation threw). */
export class SimulationError extends Error {
  override name = "SimulationError";
}

interface Pending {
  resolve: (value: WorkerTaskValues[WorkerTask["kind"]]) => void;
  reject: (error: SimulationError) => void;
}

const pending = new Map<number, Pending>();
let nextId = 1;

/** Every run still waiting fails, and the next one starts a new worker. */
function dropWorker(message: string) {
  stopSimulationThread();
  const waiting = [...pending.values()];
  pending.clear();
  for (const run of waiting) run.reject(new SimulationError(message));
}

/**
 * Answers the waiting tasks from the tab's worker (which the landing screen may have started, and restarted,
 * before any task). Handlers are properties, so listening again to the same worker changes nothing.
 */
function listenTo(started: Worker): Worker {
  started.onmessage = ({ data }: MessageEvent<SimulationAnswer>) => {
    const run = pending.get(data.id);
    pending.delete(data.id);
    if (!run) return;
    if (data.ok) run.resolve(data.value);
    else run.reject(new SimulationError(data.message));
  };
  started.onerror = (event) => {
    event.preventDefault();
    dropWorker(event.message || "The simulation worker failed.");
  };
  started.onmessageerror = () => dropWorker("The simulation worker's answer could not be read.");
  return started;
}

/** The task's value, computed in the worker where there is one; inline, a task later, where there is none. */
function perform<Kind extends WorkerTask["kind"]>(task: WorkerTask & { kind: Kind }): Promise<WorkerTaskValues[Kind]> {
  if (typeof Worker === "undefined") {
    return Promise.resolve().then(() => {
      try {
        return performTask(task) as WorkerTaskValues[Kind];
      } catch (error) {
        throw new SimulationError(error instanceof Error ? error.message : String(error));
      }
    });
  }
  return new Promise<WorkerTaskValues[Kind]>((resolve, reject) => {
    const thread = listenTo(simulationThread());
    const id = nextId++;
    // The worker answers each id with the value of the task sent under it.
    pending.set(id, { resolve: (value) => resolve(value as WorkerTaskValues[Kind]), reject });
    try {
      thread.postMessage({ id, task } satisfies SimulationRequestMessage);
    } catch (error) {
      pending.delete(id);
      reject(new SimulationError(error instanceof Error ? error.message : String(error)));
    }
  });
}

export const runSimulation = (request: RunRequest): Promise<RunResult> => perform({ kind: "run", request });

/** Of a run's result, only the lines the exception inbox reads (worker-tasks.ts): the worker keeps the rest. */
export const runInboxLines = (request: RunRequest): Promise<ResultLine[]> => perform({ kind: "inboxLines", request });

/** The exception inbox's items of the tracked shipments seeded at `seededAt`, none marked as anyone's. */
export const trackedShipmentItems = (seededAt: string): Promise<ShipmentItems> =>
  perform({ kind: "shipmentItems", seededAt });
