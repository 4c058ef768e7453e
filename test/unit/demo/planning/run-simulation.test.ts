// @vitest-environment node
import { describe, expect, it } from "vitest";
import { planningModules } from "../../../../src/demo/planning/modules";
import { finishedRuns, runRequest } from "../../../../src/demo/planning/planning-store";
import { computeRun } from "../../../../src/demo/planning/run-request";
import { runSimulation, trackedShipmentItems } from "../../../../src/demo/planning/run-simulation";
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

  it("gives the inbox's items of the tracked shipments the tracking screens read, each with its shipment", async () => {
    const db = createMemoryDemoDb();
    const details = db.list(TRACKING_DETAILS) as unknown as TransportTrackingDetail[];
    const items = await trackedShipmentItems(db.seededAt);
    expect(items.length).toBeGreaterThan(10);
    expect(items.map(({ item }) => item)).toEqual(shipmentItems(details, () => false));
    for (const { shipmentId, item } of items) expect(item.link).toBe(`/edb/transport-tracking-shipments/show/${shipmentId}`);
  });
});
