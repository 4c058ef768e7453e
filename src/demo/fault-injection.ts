/**
 * Demo builds only: lets a person (or a browser test) make the next matching calls of the demo backend fail,
 * to see how the app reports server errors, network loss and an expired session. Playwright cannot route
 * requests a service worker answers, hence this door, which lives in the demo chunk only.
 */
import { http, HttpResponse } from "msw";
import type { SetupWorker } from "msw/browser";

type Method = "get" | "post" | "patch" | "put" | "delete";

export interface DemoFaults {
  /** The next `times` calls whose path contains `pathPart` answer `status` with `{ message, statusCode }`. */
  fail(method: Method, pathPart: string, status: number, message?: string, times?: number): void;
  /** The next `times` matching calls fail as if the network were gone. */
  offline(method: Method, pathPart: string, times?: number): void;
  /** The next `times` requests that write fail while their changes are being stored, as if IndexedDB refused them. */
  failWrites(times?: number): void;
  /** The next `times` planning jobs (SAP sync, simulation) end in error, with their log entry saying so. */
  failJobs(times?: number): void;
  /** Forget every injected fault. */
  clear(): void;
}

declare global {
  interface Window {
    scmDemoFaults?: DemoFaults;
  }
}

const matching = (pathPart: string) => new RegExp(pathPart.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** What can fail besides a response: the storage of the demo database. */
export interface FaultTargets {
  storage: { failWrites(times?: number): void; clearFaults(): void };
  jobs: { failNext(times?: number): void; clear(): void };
}

export function installFaults(worker: SetupWorker, { storage, jobs }: FaultTargets): DemoFaults {
  const repeat = (times: number, add: () => void) => {
    for (let i = 0; i < Math.max(1, times); i++) add();
  };
  const faults: DemoFaults = {
    fail: (method, pathPart, status, message = "Injected failure", times = 1) =>
      repeat(times, () =>
        worker.use(
          http[method](matching(pathPart), () => HttpResponse.json({ message, statusCode: status }, { status }), {
            once: true,
          }),
        ),
      ),
    offline: (method, pathPart, times = 1) =>
      repeat(times, () => worker.use(http[method](matching(pathPart), () => HttpResponse.error(), { once: true }))),
    failWrites: (times = 1) => storage.failWrites(times),
    failJobs: (times = 1) => jobs.failNext(times),
    clear: () => {
      worker.resetHandlers();
      storage.clearFaults();
      jobs.clear();
    },
  };
  window.scmDemoFaults = faults;
  return faults;
}
