// @vitest-environment node
import { describe, expect, it } from "vitest";
import { compareRuns, type PlannedLine } from "../../../../src/demo/planning/calculation";
import { day } from "./fixtures";

const result = (
  orderKey: string,
  status: PlannedLine["status"],
  clearDate: string | null,
  material = "P1",
): PlannedLine => ({
  orderKey,
  material,
  plant: "BR10",
  needDate: day(10),
  priority: 3,
  quantity: 5,
  buildableNow: status === "clear" ? 5 : 0,
  clearDate,
  daysLate: 0,
  limitingComponents: "",
  status,
  mrpController: "P01",
  etaShiftDays: null,
  shipmentId: null,
  trackingNumber: null,
});

describe("compareRuns (CTB day over day)", () => {
  it("a line clear before and not now is a new shortage; the reverse a resolved one", () => {
    const changes = compareRuns(
      [result("WO 1", "clear", day(0)), result("WO 2", "short", day(20))],
      [result("WO 1", "partial", day(12)), result("WO 2", "clear", day(0))],
    );
    expect(changes).toEqual([
      {
        kind: "newShortage",
        orderKey: "WO 1",
        material: "P1",
        plant: "BR10",
        previousClearDate: day(0),
        currentClearDate: day(12),
        days: 12,
        cause: null,
        shipmentId: null,
        trackingNumber: null,
        etaSlipDays: null,
      },
      {
        kind: "resolvedShortage",
        orderKey: "WO 2",
        material: "P1",
        plant: "BR10",
        previousClearDate: day(20),
        currentClearDate: day(0),
        days: -20,
        cause: null,
        shipmentId: null,
        trackingNumber: null,
        etaSlipDays: null,
      },
    ]);
  });

  it("a line short in both runs whose clear date moved later slipped, earlier improved; never clear is the latest date of all", () => {
    const changes = compareRuns(
      [
        result("WO 1", "short", day(10)),
        result("WO 2", "short", day(30)),
        result("WO 3", "short", day(9)),
        result("WO 4", "short", null),
      ],
      [
        result("WO 1", "short", day(14)),
        result("WO 2", "short", day(25)),
        result("WO 3", "short", null),
        result("WO 4", "short", day(40)),
      ],
    );
    expect(changes.map((c) => [c.orderKey, c.kind, c.days])).toEqual([
      ["WO 1", "slipped", 4],
      ["WO 2", "improved", -5],
      ["WO 3", "slipped", null],
      ["WO 4", "improved", null],
    ]);
  });

  it("lines are matched by order, material and plant; unchanged, still clear and vanished lines are no change; a new short line is", () => {
    const changes = compareRuns(
      [result("WO 1", "short", day(10)), result("WO 2", "clear", day(0)), result("WO 9", "short", null)],
      [
        result("WO 1", "short", day(10)),
        result("WO 2", "clear", day(0), "P2"),
        result("WO 3", "clear", day(0)),
      ],
    );
    expect(changes).toEqual([]);
    // Clear in both runs: the clear date is each run's day, which moves with the run.
    expect(compareRuns([result("WO 1", "clear", day(0))], [result("WO 1", "clear", day(1))])).toEqual([]);
    const added = compareRuns([], [result("WO 5", "short", day(3))]);
    expect(added).toEqual([
      expect.objectContaining({ kind: "newShortage", previousClearDate: null, days: null }),
    ]);
  });
});
