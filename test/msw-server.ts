/**
 * The demo backend for integration tests: the browser demo's handlers over msw/node, with an in-memory db.
 * test/setup.ts starts it, resets the db and the handlers around every test.
 */
import { setupServer } from "msw/node";
import { createDemoHandlers } from "../src/demo/handlers";
import { jobFaults } from "../src/demo/planning/job-faults";
import { createMemoryDemoDb } from "../src/demo/store";

/** jsdom's origin in vitest is http://localhost:3000, so these equal what src/config.ts computes in tests. */
export const demoUrls = {
  apiUrl: "http://localhost:3000/api",
  apiEfaUrl: "http://localhost:3000/api-efa",
  graphUrl: "http://localhost:3000/graph/v1.0",
} as const;

/** Kept in memory: the IndexedDB storage has its own unit tests, and these tests must stay fast (DESIGN §9.5). */
export const db = createMemoryDemoDb();

/** The next planning jobs end in error when a test asks (the demo's scmDemoFaults.failJobs). */
export const planningJobFaults = jobFaults();

/** Planning jobs end soon after they start (a test follows them through one poll); a test may lengthen them. */
export const planningJobDurations = { sync: 200, simulation: 200 };

export const server = setupServer(
  ...createDemoHandlers({ ...demoUrls, db, jobDurations: planningJobDurations, jobFaults: planningJobFaults }),
);
