/**
 * A tab opened on a screen that reads the newest simulation results (the inbox, a module's result,
 * availability or reports screen) waits for them on its first read: a real backend has them stored, the demo
 * computes them once and keeps them for later tabs (DESIGN §9.6, planning/stored-results.ts). So on a first
 * start the demo's worker starts building what the seeded results read as the demo backend starts, while the
 * seed is made and stored and the app starts; other screens never pay for it, and a later tab on the same
 * seed reads what was kept. Started any earlier (from the entry chunk), the worker's download and work slowed
 * the app's own start more than it gained. A tab opened on the home or the tracking shipments' list has those
 * rows made by a worker of their own in the same way (trackingRowsForLanding).
 */
import { INBOX_PATH } from "../api/inbox";
import { planningModules } from "./planning/modules";
import { warmSimulationThread } from "./planning/simulation-thread";
import { TRACKING_SHIPMENTS } from "./seed/transport-tracking";
import type { DemoDb } from "./store";
import { trackingRowsOffThread } from "./tracking/rows-thread";

const RESULT_SCREENS = new Set([
  INBOX_PATH.slice(1),
  ...Object.values(planningModules).flatMap(({ screens }) => [screens.result, screens.availability, screens.reports ?? []].flat()),
]);

const screenOf = (pathname: string) => pathname.replace(/^\/+|\/+$/g, "");

/** Whether the screen at this path reads the newest results as it opens. */
export const readsNewestResults = (pathname: string): boolean => RESULT_SCREENS.has(screenOf(pathname));

/** The screens whose first read is the tracking shipments' list: the home's concluded shipments, and the list. */
const TRACKING_ROWS_SCREENS = new Set(["main", TRACKING_SHIPMENTS]);

/**
 * For a tab landing on `pathname`: called with the seed time a first start will use, then with the opened
 * database's (`known`), the same unless it was seeded before, and whether it still holds nothing but that seed
 * (`seedOnly`, simulation-thread.ts).
 */
export function warmForLanding(pathname: string, seededAt: string, known: boolean, seedOnly = false): void {
  if (readsNewestResults(pathname)) warmSimulationThread(seededAt, known, seedOnly);
}

/**
 * For a tab landing on a screen that reads the tracking shipments' list first: the demo computes those rows on
 * first read (store/derived.ts), some hundred milliseconds on the page's thread, which the mock handlers of
 * the sign-in and of the screen share. A worker makes them instead, started at once for the seed time a first
 * start will use; the returned function hands them to the opened database, or, when it was seeded before,
 * has them made for its own seed time.
 */
export function trackingRowsForLanding(pathname: string, guessedSeededAt: string): (db: DemoDb) => void {
  if (!TRACKING_ROWS_SCREENS.has(screenOf(pathname))) return () => undefined;
  const forGuess = trackingRowsOffThread(guessedSeededAt);
  return (db) => {
    if (db.seededAt !== guessedSeededAt) forGuess?.stop();
    const making = db.seededAt === guessedSeededAt ? forGuess : trackingRowsOffThread(db.seededAt);
    if (making) db.deriveElsewhere(TRACKING_SHIPMENTS, making.rows);
  };
}
