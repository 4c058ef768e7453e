import { afterAll, beforeAll } from "vitest";

/**
 * Runs the enclosing describe block's tests on another clock, as a person in that zone has it: the process's
 * TZ, which Node reads anew on each change. The app's people are in São Paulo, three hours behind UTC, where
 * toISOString has moved on to the next day from 21:00.
 */
export function inTimeZone(zone = "America/Sao_Paulo"): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });
}
