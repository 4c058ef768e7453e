/**
 * A tab opened on a screen that reads the newest simulation results (the inbox, a module's result,
 * availability or reports screen) waits for them on its first read: a real backend has them stored, the demo
 * computes them once and keeps them for later tabs (DESIGN §9.6, planning/stored-results.ts). So on a first
 * start the demo's worker starts building what the seeded results read from the entry chunk (src/main.tsx),
 * before the demo backend's own chunk has even loaded: its work then overlaps the app's download and start.
 * Measured on cold signed-in loads of /inbox on two cores, six interleaved runs of 12 to 30 rounds against
 * a start from the demo backend: the answer came 100 to 190 ms sooner and the shell 25 to 80 ms later (the
 * worker takes one of the cores from the app's start), so the first row came 8 to 116 ms sooner, about 55 ms
 * in the median run. Loaded as a chunk of its own instead, it gained nothing measurable. Other screens never
 * pay for it, and a later tab on the same seed reads what was kept. Light on purpose, since the entry chunk
 * imports it: the modules' table and the worker's starter, nothing else.
 */
import { INBOX_PATH } from "../api/inbox";
import { planningModules } from "./planning/modules";
import { warmSimulationThread } from "./planning/simulation-thread";

const RESULT_SCREENS = new Set([
  INBOX_PATH.slice(1),
  ...Object.values(planningModules).flatMap(({ screens }) =>
    [screens.result, screens.availability, screens.reports ?? []].flat(),
  ),
]);

/** The screen a path opens: its registry identifier, without the slashes around it. */
export const screenOf = (pathname: string): string => pathname.replace(/^\/+|\/+$/g, "");

/** Whether the screen at this path reads the newest results as it opens. */
export const readsNewestResults = (pathname: string): boolean => RESULT_SCREENS.has(screenOf(pathname));

/**
 * For a tab landing on `pathname`: called with the seed time a first start will use, as the tab starts, then
 * with the opened database's (`known`), the same unless it was seeded before, and whether it still holds
 * nothing but that seed (`seedOnly`, simulation-thread.ts).
 */
export function warmForLanding(pathname: string, seededAt: string, known: boolean, seedOnly = false): void {
  if (readsNewestResults(pathname)) warmSimulationThread(seededAt, known, seedOnly);
}
