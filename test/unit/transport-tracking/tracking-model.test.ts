import type { ShipmentMilestone } from "../../../src/api/contract";
import {
  hoursOff,
  lateness,
  milestoneMark,
  shipmentsListUrl,
  timelineOrder,
} from "../../../src/features/transport-tracking/tracking-model";

const now = new Date("2026-11-20T12:00:00.000Z");
const milestone = (over: Partial<ShipmentMilestone>): ShipmentMilestone => ({
  code: "DEP",
  leg: 1,
  location: "PVG",
  plannedAt: "2026-11-18T10:00:00.000Z",
  actualAt: "2026-11-18T11:00:00.000Z",
  ...over,
});

describe("milestoneMark", () => {
  it("marks on-time, late, missed and pending milestones", () => {
    expect(milestoneMark(milestone({}), now)).toBe("done");
    expect(milestoneMark(milestone({ actualAt: "2026-11-19T10:00:00.000Z" }), now)).toBe("late");
    expect(milestoneMark(milestone({ actualAt: null }), now)).toBe("missed");
    expect(milestoneMark(milestone({ actualAt: null, plannedAt: "2026-11-21T10:00:00.000Z" }), now)).toBe("pending");
  });

  it("says how many hours off the plan a milestone happened", () => {
    expect(hoursOff(milestone({ actualAt: "2026-11-18T07:00:00.000Z" }))).toBe(-3);
    expect(hoursOff(milestone({ actualAt: null }))).toBeNull();
    expect(lateness(53)).toEqual({ days: 2, hours: 5 });
  });
});

describe("timelineOrder", () => {
  it("orders by plan, and a repeated code by its leg", () => {
    const ordered = timelineOrder([
      milestone({ code: "DLV", plannedAt: "2026-11-25T10:00:00.000Z", actualAt: null }),
      milestone({ code: "ARR", leg: 2, plannedAt: "2026-11-19T10:00:00.000Z" }),
      milestone({ code: "BKD", plannedAt: "2026-11-10T10:00:00.000Z" }),
      milestone({ code: "DEP", leg: 2, plannedAt: "2026-11-18T10:00:00.000Z" }),
      milestone({ code: "DEP", leg: 1, plannedAt: "2026-11-18T10:00:00.000Z" }),
    ]);
    expect(ordered.map((m) => `${m.code}${m.leg}`)).toEqual(["BKD1", "DEP1", "DEP2", "ARR2", "DLV1"]);
  });
});

describe("shipmentsListUrl", () => {
  it("builds the address the shipments list reads its quick filter and filters from", () => {
    expect(shipmentsListUrl({ quick: "open", filters: { inException: "true" } })).toBe(
      "/edb/transport-tracking-shipments?quick=open&filter.inException.eq=true",
    );
    expect(shipmentsListUrl({ quick: "closed", gte: { deliveredAt: "2026-10-21" } })).toBe(
      "/edb/transport-tracking-shipments?quick=closed&filter.deliveredAt.gte=2026-10-21",
    );
    // A day of the dashboard's deliveries: the shipments delivered on it, from its start to its end.
    expect(shipmentsListUrl({ quick: "closed", gte: { deliveredAt: "2026-11-27" }, lte: { deliveredAt: "2026-11-27" } })).toBe(
      "/edb/transport-tracking-shipments?quick=closed&filter.deliveredAt.gte=2026-11-27&filter.deliveredAt.lte=2026-11-27",
    );
  });
});
