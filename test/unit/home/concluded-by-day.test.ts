import { describe, expect, it } from "vitest";
import { concludedByDay, parseFilterDays, windowStart } from "../../../src/features/home/concluded-by-day";

// Local-time dates and strings without an offset, so the tests hold in any time zone.
const now = new Date(2025, 2, 14, 15, 30, 45); // 2025-03-14 15:30:45 local

describe("windowStart", () => {
  it("goes N-1 whole days back, from midnight", () => {
    expect(windowStart(now, 7)).toEqual(new Date(2025, 2, 8, 0, 0, 0, 0));
    expect(windowStart(now, 30)).toEqual(new Date(2025, 1, 13, 0, 0, 0, 0));
  });

  it("is today's midnight for a one-day window, and for zero or negative days", () => {
    const midnight = new Date(2025, 2, 14, 0, 0, 0, 0);
    expect(windowStart(now, 1)).toEqual(midnight);
    expect(windowStart(now, 0)).toEqual(midnight);
    expect(windowStart(now, -5)).toEqual(midnight);
  });

  it("crosses month and year boundaries", () => {
    expect(windowStart(new Date(2025, 0, 2, 9), 5)).toEqual(new Date(2024, 11, 29));
    expect(windowStart(new Date(2024, 2, 1, 9), 2)).toEqual(new Date(2024, 1, 29));
  });
});

describe("concludedByDay", () => {
  it("gives one entry per day of the window, oldest first, zeros included", () => {
    const result = concludedByDay(
      [
        "2025-03-14T08:00:00",
        "2025-03-12T23:59:59",
        "2025-03-12T00:00:00",
        "2025-03-14T15:00:00",
        "2025-03-14T01:00:00",
      ],
      now,
      5,
    );
    expect(result).toEqual([
      { day: "2025-03-10", count: 0 },
      { day: "2025-03-11", count: 0 },
      { day: "2025-03-12", count: 2 },
      { day: "2025-03-13", count: 0 },
      { day: "2025-03-14", count: 3 },
    ]);
  });

  it("leaves out dates before the window", () => {
    const result = concludedByDay(
      ["2025-03-11T23:59:59", "2025-03-12T00:00:00", "2024-03-13T10:00:00"],
      now,
      3,
    );
    expect(result).toEqual([
      { day: "2025-03-12", count: 1 },
      { day: "2025-03-13", count: 0 },
      { day: "2025-03-14", count: 0 },
    ]);
  });

  it("leaves out dates after today", () => {
    const result = concludedByDay(["2025-03-15T00:00:01", "2025-03-14T23:59:59"], now, 2);
    expect(result).toEqual([
      { day: "2025-03-13", count: 0 },
      { day: "2025-03-14", count: 1 },
    ]);
  });

  it("counts plain YYYY-MM-DD dates on their day", () => {
    expect(concludedByDay(["2025-03-13", "2025-03-13"], now, 2)).toEqual([
      { day: "2025-03-13", count: 2 },
      { day: "2025-03-14", count: 0 },
    ]);
  });

  it("returns all zeros without dates, and the window length", () => {
    const result = concludedByDay([], now, 30);
    expect(result).toHaveLength(30);
    expect(result[0]).toEqual({ day: "2025-02-13", count: 0 });
    expect(result[29]).toEqual({ day: "2025-03-14", count: 0 });
    expect(result.every((entry) => entry.count === 0)).toBe(true);
  });

  it("returns consecutive days across a month end", () => {
    const result = concludedByDay(["2025-03-01T12:00:00"], new Date(2025, 2, 2, 8), 4);
    expect(result.map((entry) => entry.day)).toEqual([
      "2025-02-27",
      "2025-02-28",
      "2025-03-01",
      "2025-03-02",
    ]);
    expect(result[2].count).toBe(1);
  });

  it("returns nothing for zero or negative days", () => {
    expect(concludedByDay(["2025-03-14T08:00:00"], now, 0)).toEqual([]);
    expect(concludedByDay(["2025-03-14T08:00:00"], now, -3)).toEqual([]);
  });
});

describe("parseFilterDays", () => {
  it.each([
    ["7", 7],
    ["30", 30],
    ["1", 1],
    ["366", 366],
    [" 14 ", 14],
  ])("reads %j as %i", (value, days) => {
    expect(parseFilterDays(value)).toBe(days);
  });

  it.each([[undefined], [""], ["0"], ["-7"], ["7.5"], ["367"], ["abc"], ["NaN"], ["Infinity"], ["1e3"]])(
    "falls back to 30 for %j",
    (value) => {
      expect(parseFilterDays(value)).toBe(30);
    },
  );
});
