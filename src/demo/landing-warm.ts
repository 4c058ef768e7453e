/**
 * A tab landing on the home or the tracking shipments' list has those rows made by a worker of their own
 * (trackingRowsForLanding), started as the demo backend starts, while the seed is made and stored and the app
 * starts. The screens that read the newest simulation results have theirs built from the entry chunk instead
 * (result-landing.ts).
 */
import { screenOf } from "./result-landing";
import { TRACKING_SHIPMENTS } from "./seed/transport-tracking";
import type { DemoDb } from "./store";
import { trackingRowsOffThread } from "./tracking/rows-thread";

/** The screens whose first read is the tracking shipments' list: the home's concluded shipments, and the list. */
const TRACKING_ROWS_SCREENS = new Set(["main", TRACKING_SHIPMENTS]);

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
