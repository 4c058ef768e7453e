/**
 * What every handler family is given: the database, the clock, and the latency the browser demo adds so its
 * loading states show (DESIGN §5).
 */
import { delay } from "msw";
import type { DemoDb } from "../store";
import type { JobDurations } from "../planning/jobs";
import type { JobFaults } from "../planning/job-faults";

export interface DemoHandlerOptions {
  /** Absolute base URL of the default backend, e.g. "http://localhost/api". */
  apiUrl: string;
  /** Absolute base URL of the EFA backend. */
  apiEfaUrl: string;
  /**
   * Absolute base URL of Microsoft Graph, e.g. "http://localhost/graph/v1.0". Absent when a real identity
   * provider signs people in: then its real (or test) Graph answers.
   */
  graphUrl?: string;
  db: DemoDb;
  now?: () => Date;
  /** Artificial latency per response, so the browser demo shows its loading states. */
  latencyMs?: number;
  /** How long the planning jobs take (tests make them short). */
  jobDurations?: Partial<JobDurations>;
  /** The door scmDemoFaults.failJobs opens: the next jobs end in error. */
  jobFaults?: JobFaults;
}

export interface HandlerContext {
  apiUrl: string;
  apiEfaUrl: string;
  db: DemoDb;
  now: () => Date;
  /**
   * Every handler calls it first: waits the configured latency and brings the database up to what is
   * stored now, so the request reads what another tab of the browser saved (DESIGN §9.5; demo-db.ts).
   */
  pause: () => Promise<void>;
  /**
   * As pause, with `work` done once the database is current, while the rest of the latency runs: an answer
   * that takes the page's thread some time to make (the inbox's) is made in the time a request spends on the
   * wire, not after it. The answer still leaves no sooner than the latency.
   */
  pauseWhile: <T>(work: () => Promise<T>) => Promise<T>;
}

export function handlerContext({ apiUrl, apiEfaUrl, db, now = () => new Date(), latencyMs = 0 }: DemoHandlerOptions): HandlerContext {
  return {
    apiUrl,
    apiEfaUrl,
    db,
    now,
    // The stored revision is read (a readonly IndexedDB transaction; nearly nothing in memory) while the
    // latency runs, so it adds no time to a request (DESIGN §9.6: the first grid row).
    pause: async () => {
      await Promise.all([latencyMs > 0 ? delay(latencyMs) : undefined, db.sync()]);
    },
    pauseWhile: async <T>(work: () => Promise<T>): Promise<T> => {
      const latency = latencyMs > 0 ? delay(latencyMs) : undefined;
      const outcome = db.sync().then(work);
      // A failed answer waits out the latency too.
      await Promise.all([latency, outcome.catch(() => undefined)]);
      return outcome;
    },
  };
}
