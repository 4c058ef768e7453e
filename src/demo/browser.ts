/**
 * Starts the demo backend in the browser (DESIGN §5). Reached only through a dynamic import from main.tsx,
 * so production chunks never carry MSW or the seed.
 */
import { setupWorker } from "msw/browser";
import type { DemoBackendStarted } from "../api/demo-backend";
import { installFaults } from "./fault-injection";
import { createDemoHandlers } from "./handlers";
import { trackingRowsForLanding } from "./landing-warm";
import { jobFaults } from "./planning/job-faults";
import { warmForLanding } from "./result-landing";
import {
  faultyStorage,
  indexedDbStorage,
  localStorageDocument,
  openDemoDb,
  shareChanges,
  type DemoDb,
} from "./store";

export interface DemoBackendConfig {
  apiUrl: string;
  apiEfaUrl: string;
  /** Only with the demo identity; with a real identity provider Graph is the real one. */
  graphUrl?: string;
  /** The path of the screen the tab opens on, and when the tab started: a new seed is made at that time. */
  landing?: { pathname: string; startedAt: Date };
}

/**
 * msw's start asks an existing registration to update and never reads the outcome. On a full load the page
 * being left has just told the worker it was its last client, and the worker unregisters itself; when that
 * lands while the new page starts, the update fails with "Not found" and Chromium reports the unhandled
 * rejection as a console error ("Failed to update a ServiceWorker … mockServiceWorker.js: Not found"). The
 * page is still served by the worker it loaded under, and the script is registered again from index.html, so
 * nothing depends on that update: its failure is handled here.
 */
function handleWorkerUpdateFailures() {
  if (typeof ServiceWorkerRegistration === "undefined") return;
  const prototype = ServiceWorkerRegistration.prototype;
  const update = prototype.update;
  prototype.update = function (this: ServiceWorkerRegistration) {
    const outcome = update.call(this);
    outcome.catch(() => undefined);
    return outcome;
  };
}

/**
 * msw tells its service worker that the tab is closing at every beforeunload, and stops its keep-alive: the
 * worker then passes the tab's calls to the static server (404), and unregisters itself when no tab is left.
 * When a page asks first (unsaved changes, DESIGN §8) and the person stays, the tab would be left without its
 * backend, and every save after it would fail. A cancelled unload is known once the dialog is answered: a
 * task queued during the event runs then, with the page still there; the backend is started again. (Where
 * the person leaves, the tab may go before that task runs, or run it on its way out: either way nothing is
 * lost.)
 */
function resumeWhenTheTabStays(worker: { stop: () => void }, start: () => Promise<unknown>) {
  window.addEventListener("beforeunload", (event) => {
    setTimeout(() => {
      if (!event.defaultPrevented) return;
      worker.stop();
      start().catch(() => undefined);
    }, 0);
  });
}

export async function startDemoBackend(cfg: DemoBackendConfig): Promise<DemoBackendStarted & { db: DemoDb }> {
  // DESIGN §9.5: the database lives in IndexedDB; a browser still holding the localStorage one moves it over.
  const storage = faultyStorage(indexedDbStorage());
  // A first start seeds at the tab's start: the simulation worker, started from the entry chunk, builds for
  // that data meanwhile; where a database was seeded before, the guess is wrong and the worker skips it
  // (result-landing.ts, simulation-thread.ts).
  const seedTime = cfg.landing?.startedAt ?? new Date();
  const trackingRows = cfg.landing ? trackingRowsForLanding(cfg.landing.pathname, seedTime.toISOString()) : undefined;
  const { db, notices } = await openDemoDb({ storage, legacy: localStorageDocument(), seedTime });
  if (cfg.landing) warmForLanding(cfg.landing.pathname, db.seededAt, true, db.storesSeedOnly);
  trackingRows?.(db);
  // A little latency keeps the loading states visible, as they would be against a real backend.
  handleWorkerUpdateFailures();
  const jobs = jobFaults();
  const worker = setupWorker(...createDemoHandlers({ ...cfg, db, latencyMs: 120, jobFaults: jobs }));
  const start = () =>
    worker.start({
      onUnhandledRequest: "bypass",
      quiet: true,
      serviceWorker: { url: "/mockServiceWorker.js" },
    });
  await start();
  resumeWhenTheTabStays(worker, start);
  installFaults(worker, { storage, jobs });
  // A database kept in memory only (the storage refused it) is this tab's alone: nothing to share.
  const changes = notices.includes("notSaved") ? null : shareChanges(db);
  return {
    db,
    notices,
    onChangedElsewhere: (listener) => changes?.onChangedElsewhere(listener) ?? (() => undefined),
  };
}
