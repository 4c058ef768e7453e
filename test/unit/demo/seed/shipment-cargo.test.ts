// @vitest-environment node
import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/demo/planning/calculation";
import { planningModules } from "../../../../src/demo/planning/modules";
import { finishedRuns, resultOf } from "../../../../src/demo/planning/planning-store";
import { cachedSapTables } from "../../../../src/demo/planning/sap-tables";
import { TRACKING_DETAILS } from "../../../../src/demo/seed";
import { createShipmentCargo } from "../../../../src/demo/seed/shipment-cargo";
import { createTrackingShipments } from "../../../../src/demo/seed/transport-tracking";
import { createMemoryDemoDb } from "../../../../src/demo/store";

const seededAt = new Date("2026-11-25T08:00:00.000Z");

describe("what the seeded shipments carry (DESIGN §9.2, §9.3)", () => {
  const cargo = createShipmentCargo(seededAt);
  const shipments = new Map(createTrackingShipments(seededAt).map((shipment) => [shipment.id, shipment]));

  it("two dozen open import shipments carry purchase orders, some of them late by days, the rest on time", () => {
    expect(cargo.length).toBeGreaterThanOrEqual(15);
    expect(cargo.length).toBeLessThanOrEqual(30);
    const carriers = cargo.map((row) => shipments.get(row.id)!);
    expect(carriers.every((shipment) => shipment.status === "Open" && shipment.flowType === "Import")).toBe(true);
    expect(carriers.filter((shipment) => shipment.lateHours >= 60).length).toBeGreaterThanOrEqual(5);
    expect(carriers.filter((shipment) => !shipment.late).length).toBeGreaterThanOrEqual(10);
    expect(createShipmentCargo(new Date(seededAt))).toEqual(cargo);
  });

  it("names open purchase-order lines of EDB or CTB, by order (and item) or by invoice, each line in one module only", () => {
    const lines = (["edb", "ctb"] as const).map((module) => cachedSapTables({ seededAt: seededAt.toISOString(), module, syncCount: 1 }).purchaseOrders);
    const inModules = (match: (line: (typeof lines)[number][number]) => boolean) => lines.filter((module) => module.some(match)).length;
    const references = cargo.flatMap((row) => row.purchaseOrders);
    const invoices = cargo.flatMap((row) => row.invoices);
    expect(references.length).toBeGreaterThan(0);
    expect(invoices.length).toBeGreaterThan(0);
    for (const reference of references) {
      const [order, item] = reference.split("/");
      expect(inModules((line) => line.poNumber === order && (item === undefined || line.poItem === item)), reference).toBe(1);
    }
    for (const invoice of invoices) expect(inModules((line) => line.invoice === invoice), invoice).toBe(1);
  });
});

/** The planner's default data: CTB's newest seeded run, and its comparison with the run before. */
async function ctbAt(iso: string) {
  const db = createMemoryDemoDb(() => new Date(iso));
  const module = planningModules.ctb;
  const [previous, current] = await Promise.all(finishedRuns(db, module).slice(-2).map(({ run }) => resultOf(db, module, run)));
  const late = new Set((db.list(TRACKING_DETAILS) as { id: number; late: boolean }[]).filter((row) => row.late).map((row) => row.id));
  return { previous: previous!, current: current!, late };
}

describe("the seeded CTB result follows the late shipments", () => {
  // Several seed days and hours: day boundaries fall differently against the shipments' hours.
  it.each(["2026-11-25T08:00:00.000Z", "2026-11-25T23:30:00.000Z", "2027-02-03T13:00:00.000Z", "2026-06-01T00:10:00.000Z"])(
    "seeded at %s, some lines clear days later because a late shipment carries what they wait for, and the comparison says so",
    async (iso) => {
      const { previous, current, late } = await ctbAt(iso);
      const movedByLate = current.lines.filter((line) => (line.etaShiftDays ?? 0) >= 2 && line.shipmentId !== null && late.has(line.shipmentId));
      expect(movedByLate.length).toBeGreaterThanOrEqual(3);
      // The most moved lines are a late shipment's doing: the on-time ones move a line a day at most.
      const byShift = [...current.lines].filter((line) => line.etaShiftDays !== null).sort((a, b) => b.etaShiftDays! - a.etaShiftDays!);
      expect(late.has(byShift[0]!.shipmentId!)).toBe(true);
      for (const line of current.lines.filter((candidate) => candidate.shipmentId !== null && !late.has(candidate.shipmentId)))
        expect(Math.abs(line.etaShiftDays!)).toBeLessThanOrEqual(1);
      const causes = compareRuns(previous.lines, current.lines, { previous: previous.shipments, current: current.shipments }).filter(
        (change) => change.cause === "shipmentEta",
      );
      expect(causes.length).toBeGreaterThan(0);
      expect(causes.every((change) => change.kind === "slipped" && (change.etaSlipDays ?? 0) > 0 && late.has(change.shipmentId!))).toBe(true);
    },
  );
});
