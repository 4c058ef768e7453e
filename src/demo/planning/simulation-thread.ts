/**
 * The tab's one simulation worker (simulation-worker.ts): started by the first task (run-simulation.ts), or
 * before any, when a tab opens on a screen that reads the newest results (src/demo/landing-warm.ts), to build
 * what those results read ahead of the demo backend's first request.
 */
import type { SimulationRequestMessage } from "./simulation-worker";

let worker: Worker | undefined;
/** The seed time the worker was asked to build ahead for, and whether the opened database confirmed it. */
let warmedFor: string | undefined;
let confirmed = false;

/** The worker, started when there is none. */
export function simulationThread(): Worker {
  worker ??= new Worker(new URL("./simulation-worker.ts", import.meta.url), { type: "module" });
  return worker;
}

/** Stops the worker and whatever it was doing: the next call to simulationThread starts a new one. */
export function stopSimulationThread(): void {
  worker?.terminate();
  worker = undefined;
  warmedFor = undefined;
}

/**
 * Starts building what the newest seeded results read (their SAP tables, the tracked shipments and their
 * cargo) for a seed time, so their first read only simulates; only where there is a Worker, since inline
 * it would hold the page's thread. First a guess, the time a first start seeds at; then the opened
 * database's own (`known`), after which guesses are ignored. A worker building for a wrong guess is stopped:
 * the database is known before the demo backend serves, so no run waits on it yet.
 */
export function warmSimulationThread(seededAt: string, known: boolean): void {
  if (typeof Worker === "undefined" || confirmed) return;
  confirmed = known;
  if (warmedFor === seededAt || (!known && warmedFor !== undefined)) return;
  if (worker && warmedFor !== undefined) stopSimulationThread();
  warmedFor = seededAt;
  try {
    simulationThread().postMessage({ warm: { seededAt } } satisfies SimulationRequestMessage);
  } catch {
    // Nothing is lost: each run builds what it reads.
  }
}
