import { describe, expect, it } from "vitest";
import { seedTransportTracking } from "../../../../src/demo/seed/transport-tracking";

const now = new Date("2025-03-14T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

describe("seedTransportTracking", () => {
  it("moves every date with now and keeps the rest", () => {
    const later = seedTransportTracking(new Date(now.getTime() + 7 * DAY));
    const base = seedTransportTracking(now);
    const shift = (iso: string) => new Date(new Date(iso).getTime() + 7 * DAY).toISOString();
    expect(later.api["edb/transport-tracking-shipments"]).toEqual(
      base.api["edb/transport-tracking-shipments"].map((row) => ({
        ...row,
        localDate: shift(row.localDate),
      })),
    );
  });

  it("seeds ninety realistic shipments over 75 days, with 30 to 45 closed in the last 30 days", () => {
    const shipments = seedTransportTracking(now).api["edb/transport-tracking-shipments"];
    expect(shipments.length).toBe(90);
    const closed = shipments.filter((row) => row.status === "Closed");
    expect(closed.length).toBe(54);
    const since = now.getTime() - 30 * DAY;
    const recentClosed = closed.filter((row) => new Date(row.localDate).getTime() >= since).length;
    expect(recentClosed).toBeGreaterThanOrEqual(30);
    expect(recentClosed).toBeLessThanOrEqual(45);
    const oldest = Math.min(...shipments.map((row) => new Date(row.localDate).getTime()));
    expect(oldest).toBeGreaterThanOrEqual(now.getTime() - 75 * DAY);
    expect(new Set(shipments.map((row) => row.trackingNumber)).size).toBe(90);
    expect(new Set(shipments.map((row) => row.flowType))).toEqual(new Set(["Import", "Export", "Domestic"]));
    expect(shipments.map((row) => row.id)).toEqual(Array.from({ length: 90 }, (_, index) => index + 1));
    expect(shipments.some((row) => /^DHL\d{10}$/.test(row.trackingNumber))).toBe(true);
    expect(closed.every((row) => row.message.startsWith("Delivered"))).toBe(true);
  });
});
