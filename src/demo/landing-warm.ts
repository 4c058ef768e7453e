/**
 * A tab opened on a screen that reads the newest simulation results (the inbox, a module's result,
 * availability or reports screen) waits for them on its first read: a real backend has them stored, the demo
 * computes them once and keeps them for later tabs (DESIGN §9.6, planning/stored-results.ts). So on a first
 * start the demo's worker starts building what the seeded results read as the demo backend starts, while the
 * seed is made and stored and the app starts; other screens never pay for it, and a later tab on the same
 * seed reads what was kept. Started any earlier (from the entry chunk), the worker's download and work slowed
 * the app's own start more than it gained.
 */
import { INBOX_PATH } from "../api/inbox";
import { planningModules } from "./planning/modules";
import { warmSimulationThread } from "./planning/simulation-thread";

const RESULT_SCREENS = new Set([
  INBOX_PATH.slice(1),
  ...Object.values(planningModules).flatMap(({ screens }) => [screens.result, screens.availability, screens.reports ?? []].flat()),
]);

/** Whether the screen at this path reads the newest results as it opens. */
export const readsNewestResults = (pathname: string): boolean => RESULT_SCREENS.has(pathname.replace(/^\/+|\/+$/g, ""));

/**
 * For a tab landing on `pathname`: called with the seed time a first start will use, then with the opened
 * database's (`known`), the same unless it was seeded before, and whether it still holds nothing but that seed
 * (`seedOnly`, simulation-thread.ts).
 */
export function warmForLanding(pathname: string, seededAt: string, known: boolean, seedOnly = false): void {
  if (readsNewestResults(pathname)) warmSimulationThread(seededAt, known, seedOnly);
}
