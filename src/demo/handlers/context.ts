/**
 * What every handler family is given: the database, the clock, and the latency the browser demo adds so its
 * loading states show (DESIGN §5).
 */
import { delay } from "msw";
import type { DemoDb } from "../store";

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
}

export interface HandlerContext {
  apiUrl: string;
  apiEfaUrl: string;
  db: DemoDb;
  now: () => Date;
  /** Waits the configured latency; every handler calls it first. */
  pause: () => Promise<void>;
}

export function handlerContext({ apiUrl, apiEfaUrl, db, now = () => new Date(), latencyMs = 0 }: DemoHandlerOptions): HandlerContext {
  return {
    apiUrl,
    apiEfaUrl,
    db,
    now,
    pause: async () => {
      if (latencyMs > 0) await delay(latencyMs);
    },
  };
}
