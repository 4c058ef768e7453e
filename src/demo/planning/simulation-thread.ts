/**
 * The tab's one simulation worker (simulation-worker.ts): started by the first task (run-simulation.ts), or
 * before any, when a tab opens on a screen that reads the newest results (src/demo/result-landing.ts), to build
 * what those results read ahead of the demo backend's first request.
 */
import type { SimulationRequestMessage } from "./simulation-worker";

let worker: Worker | undefined;
/** Whether the tab's start has had the worker build for its guess, and whether the opened database answered it. */
let guessed = false;
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
}

function warm(seededAt: string, firstStart: boolean) {
  try {
    simulationThread().postMessage({ warm: { seededAt }, firstStart } satisfies SimulationRequestMessage);
  } catch {
    // Nothing is lost: each run builds what it reads.
  }
}

/**
 * Starts building what the newest seeded results read (their SAP tables, the tracked shipments and their
 * cargo), so their first read only simulates; only where there is a Worker, since inline it would hold the
 * page's thread. Told the guess first (`known` false: the time a first start seeds at), which the worker
 * builds for at once unless the browser holds a demo database already (a reload, a later visit: the guess is
 * then wrong). Then the opened database's own seed time: one that holds nothing but a seed (`seedOnly`: a
 * first start, or a reload before any change) is built for, unless an earlier tab kept what its landing
 * reads (stored-results.ts), and a build already made for it costs nothing; one in use has moved on from its
 * seed (its syncs, its runs), so its results are read or computed when first asked for, with no work in the
 * way.
 */
export function warmSimulationThread(seededAt: string, known: boolean, seedOnly = false): void {
  if (typeof Worker === "undefined" || confirmed) return;
  confirmed = known;
  if (!known) {
    if (!guessed) warm(seededAt, true);
    guessed = true;
    return;
  }
  if (seedOnly) warm(seededAt, false);
}
