/**
 * Runs simulations in one Web Worker kept for the tab (simulation-worker.ts), like the Excel export runs in
 * one (src/crud/export/build-in-worker.ts). Where there is no Worker (Node, Vitest's jsdom) it runs inline,
 * a task later, with the same result: `computeRun` is pure.
 */
import { computeRun, type RunRequest } from "./run-request";
import type { RunResult } from "./run-result";
import { simulationThread, stopSimulationThread } from "./simulation-thread";
import type { SimulationAnswer, SimulationRequestMessage } from "./simulation-worker";

/** The worker could not run the simulation (it failed to load, or the calculation threw). */
export class SimulationError extends Error {
  override name = "SimulationError";
}

interface Pending {
  resolve: (result: RunResult) => void;
  reject: (error: SimulationError) => void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

/** Every run still waiting fails, and the next one starts a new worker. */
function dropWorker(message: string) {
  stopSimulationThread();
  worker = undefined;
  const waiting = [...pending.values()];
  pending.clear();
  for (const run of waiting) run.reject(new SimulationError(message));
}

/** Listens to the tab's worker (which the landing screen may have started, and restarted, before any run). */
function listenTo(started: Worker): Worker {
  started.onmessage = ({ data }: MessageEvent<SimulationAnswer>) => {
    const run = pending.get(data.id);
    pending.delete(data.id);
    if (!run) return;
    if (data.ok) run.resolve(data.result);
    else run.reject(new SimulationError(data.message));
  };
  started.onerror = (event) => {
    event.preventDefault();
    dropWorker(event.message || "The simulation worker failed.");
  };
  started.onmessageerror = () => dropWorker("The simulation worker's answer could not be read.");
  return started;
}

function inWorker(request: RunRequest): Promise<RunResult> {
  return new Promise<RunResult>((resolve, reject) => {
    const thread = simulationThread();
    if (thread !== worker) worker = listenTo(thread);
    const id = nextId++;
    pending.set(id, { resolve, reject });
    try {
      thread.postMessage({ id, request } satisfies SimulationRequestMessage);
    } catch (error) {
      pending.delete(id);
      reject(new SimulationError(error instanceof Error ? error.message : String(error)));
    }
  });
}

export function runSimulation(request: RunRequest): Promise<RunResult> {
  if (typeof Worker !== "undefined") return inWorker(request);
  return Promise.resolve().then(() => {
    try {
      return computeRun(request);
    } catch (error) {
      throw new SimulationError(error instanceof Error ? error.message : String(error));
    }
  });
}
