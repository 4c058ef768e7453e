// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isoInstant } from "../../../../src/demo/planning/dates";
import { mulberry32 } from "../../../../src/demo/prng";

describe("isoInstant", () => {
  it("writes what toISOString writes, whole and fractional milliseconds alike", () => {
    const prng = mulberry32(7);
    const now = Date.parse("2026-11-28T04:33:15.123Z");
    const instants = [
      now,
      0,
      -1,
      -0.5,
      0.999,
      Date.parse("2024-02-29T23:59:59.999Z"),
      Date.parse("2024-03-01T00:00:00.000Z"),
      Date.parse("1969-12-31T23:59:59.999Z") - 0.25,
      8.64e15,
      -8.64e15,
      // A generator's instants: hours with drift, fractions of a millisecond, days either side of now.
      ...Array.from({ length: 20_000 }, () => now + (prng.next() - 0.5) * 400 * 86_400_000 + prng.next()),
    ];
    for (const ms of instants) expect(isoInstant(ms), String(ms)).toBe(new Date(ms).toISOString());
  });

  it("throws as toISOString does for an instant that is no date", () => {
    for (const ms of [Number.NaN, Number.POSITIVE_INFINITY, 8.64e15 + 1, -8.64e15 - 1]) {
      expect(() => isoInstant(ms)).toThrow(RangeError);
    }
  });
});
