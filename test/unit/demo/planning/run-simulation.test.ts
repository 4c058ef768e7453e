// @vitest-environment node
import { describe, expect, it } from "vitest";
import { planningModules } from "../../../../src/demo/planning/modules";
import { finishedRuns, runRequest } from "../../../../src/demo/planning/planning-store";
import { computeRun } from "../../../../src/demo/planning/run-request";
import { performTask } from "../../../../src/demo/planning/worker-tasks";
import { runInboxLines, runSimulation, trackedShipmentItems } from "../../../../src/demo/planning/run-simulation";
import { shipmentItems } from "../../../../src/demo/inbox/inbox-items";
import { TRACKING_DETAILS } from "../../../../src/demo/seed";
import { createMemoryDemoDb } from "../../../../src/demo/store";
import { CUSTOMS_HANDLING_DAYS_PARAMETER, type TransportTrackingDetail } from "../../../../src/api/contract";
import { localDay } from "../../../../src/domain/calendar-day";
import { shipmentArrivalDay } from "../../../../src/demo/planning/calculation/shipment-eta";
import { dayNumber } from "../../../../src/demo/planning/dates";
import { inTimeZone } from "../../../time-zone";

describe("runSimulation", () => {
  it("without Worker (Node, Vitest) runs the same calculation inline, from the run's stored inputs", async () => {
    expect(typeof Worker).toBe("undefined");
    const db = createMemoryDemoDb();
    const module = planningModules.efa;
    const { run } = finishedRuns(db, module).at(-1)!;
    const request = runRequest(db, module, run);
    // Only what is stored travels: the SAP tables and the shipments are rebuilt from the seed time.
    expect(request).toMatchObject({ seededAt: db.seededAt, module: "efa", syncCount: run.syncCount, demand: null });
    const result = await runSimulation(request);
    expect(result.lines).toHaveLength(run.lines);
    expect(result).toEqual(computeRun(request));
  });

  it("gives the inbox only a result's short lines and those a tracked shipment carries supply for, in their order", async () => {
    const db = createMemoryDemoDb();
    const module = planningModules.edb;
    const { run } = finishedRuns(db, module).at(-1)!;
    const request = runRequest(db, module, run);
    const whole = computeRun(request);
    const lines = await runInboxLines(request);
    expect(lines).toEqual(whole.lines.filter((line) => line.status === "short" || line.shipmentId !== null));
    // Both kinds are there, and far fewer lines than the whole result's travel.
    expect(lines.some((line) => line.status === "short")).toBe(true);
    expect(lines.some((line) => line.status !== "short" && line.shipmentId !== null)).toBe(true);
    expect(lines.length).toBeLessThan(whole.lines.length / 2);
    // The whole result read afterwards is the one computed for those lines.
    expect(await runSimulation(request)).toEqual(whole);
  });

  it("keeps a result by its whole request: the same request reads it again, a changed input computes anew", () => {
    const db = createMemoryDemoDb();
    const module = planningModules.ctb;
    const { run } = finishedRuns(db, module).at(-1)!;
    const request = runRequest(db, module, run);
    const first = performTask({ kind: "run", request });
    expect(performTask({ kind: "run", request: structuredClone(request) })).toBe(first);
    const later = { ...request, customsHandlingDays: request.customsHandlingDays + 5 };
    expect(performTask({ kind: "run", request: later })).not.toBe(first);
    expect(performTask({ kind: "run", request: later })).toEqual(computeRun(later));
  });

  it("gives the inbox's items of the tracked shipments the tracking screens read, each with its shipment", async () => {
    const db = createMemoryDemoDb();
    const details = db.list(TRACKING_DETAILS) as unknown as TransportTrackingDetail[];
    const items = await trackedShipmentItems(db.seededAt);
    expect(items.length).toBeGreaterThan(10);
    expect(items.map(({ item }) => item)).toEqual(shipmentItems(details, () => false));
    for (const { shipmentId, item } of items) expect(item.link).toBe(`/edb/transport-tracking-shipments/show/${shipmentId}`);
  });
});

describe("in São Paulo, three hours behind UTC", () => {
  inTimeZone();

  it("counts a run made late in the evening as made that day, not on UTC's next", () => {
    const db = createMemoryDemoDb();
    const module = planningModules.efa;
    const { run } = finishedRuns(db, module).at(-1)!;
    const day = localDay(new Date(run.date));
    const madeAt = (time: string) => ({ ...run, date: new Date(`${day}T${time}:00-03:00`).toISOString() });
    const late = runRequest(db, module, madeAt("21:30"));
    expect(late.date.slice(0, 10)).not.toBe(day); // UTC has moved on to the next day
    expect(late.day).toBe(day);
    expect(computeRun(late).lines).toEqual(computeRun(runRequest(db, module, madeAt("20:30"))).lines);
  });

  it("makes a shipment's goods usable from the day its ETA falls on there", () => {
    // 22:30 on 14 June in São Paulo is 15 June in UTC; three customs days later is the 17th.
    expect(shipmentArrivalDay({ eta: "2025-06-15T01:30:00.000Z", deliveredAt: null }, 3, 0)).toBe(dayNumber("2025-06-17"));
    expect(shipmentArrivalDay({ eta: "2025-06-15", deliveredAt: null }, 3, 0)).toBe(dayNumber("2025-06-18"));
  });
});

describe("a seeded run", () => {
  it("keeps the inputs it was made with when the rules, transit times or customs days are changed afterwards", async () => {
    const db = createMemoryDemoDb();
    const module = planningModules.edb;
    const { run } = finishedRuns(db, module).at(-1)!;
    const before = runRequest(db, module, run);
    const rule = db.list("edb/sys-roles")[0]!;
    const transit = db.list("edb/edb-transit-time")[0]!;
    const customs = db.list("parameter-system").find((row) => row.name === CUSTOMS_HANDLING_DAYS_PARAMETER)!;
    await db.write((tx) => {
      tx.update("edb/sys-roles", rule.id, { status: rule.status === "active" ? "inactive" : "active" });
      tx.update("edb/edb-transit-time", transit.id, { transitTime: Number(transit.transitTime) + 9 });
      tx.update("parameter-system", customs.id, { value: "10" });
    });
    // Only the runs made from now on read the changes: a finished run's result stays what it was.
    expect(runRequest(db, module, run)).toEqual(before);
  });
});

