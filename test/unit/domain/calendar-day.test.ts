import { describe, expect, it } from "vitest";
import { inTimeZone } from "../../time-zone";
import { daysFromTo, localDay, localDayStart } from "../../../src/domain/calendar-day";

describe("calendar days on the device's clock", () => {
  // São Paulo, where the app's people are.
  inTimeZone();

  it("keeps the evening on its own day, which UTC has left", () => {
    const evening = new Date(2026, 10, 27, 22, 30);
    expect(evening.toISOString().slice(0, 10)).toBe("2026-11-28");
    expect(localDay(evening)).toBe("2026-11-27");
    expect(localDay(new Date(2026, 0, 5, 0, 0))).toBe("2026-01-05");
  });

  it("starts a date-only day at the device's midnight, so it never shows as the evening before", () => {
    const start = new Date(localDayStart("2026-11-20"));
    expect(start.toISOString()).toBe("2026-11-20T03:00:00.000Z");
    expect([start.getDate(), start.getHours()]).toEqual([20, 0]);
  });

  it("counts whole calendar days, whatever the hour", () => {
    expect(daysFromTo("2026-11-27", "2026-11-28")).toBe(1);
    expect(daysFromTo("2026-11-27", "2026-11-27")).toBe(0);
    expect(daysFromTo("2026-11-27", "2026-11-20")).toBe(-7);
    // Across the end of daylight saving time elsewhere, and of a month and a year.
    expect(daysFromTo("2026-12-30", "2027-01-02")).toBe(3);
    expect(daysFromTo("2026-03-01", "2026-11-01")).toBe(245);
  });
});
