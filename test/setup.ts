import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { db, planningJobDurations, planningJobFaults, server } from "./msw-server";
import { isHttpError } from "../src/data/http-error";
import { removeRenderedStyles } from "./style-cache";

// A bare waitFor or findBy waits as long as the suite's explicit waits after a page load (8 s), not the library's
// one second: on a busy two-core CI run a page's first answer has come later than that, and the test failed with
// the screen still loading. A passing wait ends as soon as it holds; only a failing one takes longer.
configure({ asyncUtilTimeout: 8000 });

// Any console.error fails the test that caused it: React warnings, missing translation keys, failed renders.
let errors: unknown[][] = [];
const originalError = console.error;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(async () => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    // react-query logs every failed call with the error alone; the app shows those to the user itself.
    if (args.length === 1 && isHttpError(args[0])) return;
    errors.push(args);
    originalError(...args);
  });
  await db.reset();
  // Some unit tests run in the node environment, without browser storage.
  if (typeof localStorage !== "undefined") localStorage.clear();
  if (typeof sessionStorage !== "undefined") sessionStorage.clear();
});
afterEach(() => {
  if (typeof document !== "undefined") {
    cleanup();
    removeRenderedStyles();
  }
  server.resetHandlers();
  planningJobFaults.clear();
  Object.assign(planningJobDurations, { sync: 200, simulation: 200 });
  vi.restoreAllMocks();
  const seen = errors;
  errors = [];
  if (seen.length) throw new Error(`console.error was called:\n${seen.map((a) => a.map(String).join(" ")).join("\n")}`);
});
afterAll(() => server.close());

// jsdom lacks these browser APIs that MUI touches.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
