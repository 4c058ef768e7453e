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
import type { TransportTrackingDetail } from "../../../../src/api/contract";

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
