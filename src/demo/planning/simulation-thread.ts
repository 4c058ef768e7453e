/**
 * The tab's one simulation worker (simulation-worker.ts): started by the first task (run-simulation.ts), or
 * before any, when a tab opens on a screen that reads the newest results (src/demo/landing-warm.ts), to build
 * what those results read ahead of the demo backend's first request.
 */
import type { SimulationAnswer, SimulationRequestMessage } from "./simulation-worker";

let worker: Worker | undefined;
/** Workers whose script has arrived: each says so in its first message. */
const loaded = new WeakSet<Worker>();
/** The seed time the worker was asked to build ahead for, and whether the opened database confirmed it. */
let warmedFor: string | undefined;
let confirmed = false;

/** The worker, started when there is none. */
export function simulationThread(): Worker {
  if (!worker) {
    const started = new Worker(new URL("./simulation-worker.ts", import.meta.url), { type: "module" });
    started.addEventListener("message", ({ data }: MessageEvent<SimulationAnswer>) => {
      if ("loaded" in data) loaded.add(started);
    });
    worker = started;
  }
  return worker;
}

/**
 * Stops a worker that is no longer needed once its script has arrived: Chromium never ends the download of a
 * worker stopped while its script loads, and a page that waits for the network to go quiet would wait for
 * ever. Its first message says the script is in; stopped then, it has done next to nothing.
 */
function retire(old: Worker) {
  if (loaded.has(old)) old.terminate();
  else old.addEventListener("message", () => old.terminate(), { once: true });
}

/** Stops the worker and whatever it was doing: the next call to simulationThread starts a new one. */
export function stopSimulationThread(): void {
  worker?.terminate();
  worker = undefined;
  warmedFor = undefined;
}

function warm(seededAt: string) {
  warmedFor = seededAt;
  try {
    simulationThread().postMessage({ warm: { seededAt } } satisfies SimulationRequestMessage);
  } catch {
    // Nothing is lost: each run builds what it reads.
  }
}

/**
 * Starts building what the newest seeded results read (their SAP tables, the tracked shipments and their
 * cargo) for a first start's seed time, so their first read only simulates; only where there is a Worker,
 * since inline it would hold the page's thread. Told the guess first (`known` false: the time a first start
 * seeds at), then the opened database's own seed time. When the database was seeded before, the guess was
 * wrong and the worker is retired. One that still holds nothing but its seed (`asSeeded`: a reload before any
 * change) has a new worker build for its own seed time; one in use has moved on from its seed (its syncs, its
 * runs), so its results are computed when first read, as on any other screen, with no work in the way.
 */
export function warmSimulationThread(seededAt: string, known: boolean, asSeeded = false): void {
  if (typeof Worker === "undefined" || confirmed) return;
  confirmed = known;
  if (!known) {
    if (warmedFor === undefined) warm(seededAt);
    return;
  }
  if (warmedFor === undefined || warmedFor === seededAt) return;
  // The database is known before the demo backend serves: no run waits on this worker yet.
  if (worker) retire(worker);
  worker = undefined;
  warmedFor = undefined;
  if (asSeeded) warm(seededAt);
}
