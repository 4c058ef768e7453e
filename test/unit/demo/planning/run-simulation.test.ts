// @vitest-environment node
import { describe, expect, it } from "vitest";
import { planningModules } from "../../../../src/demo/planning/modules";
import { finishedRuns, runRequest } from "../../../../src/demo/planning/planning-store";
import { computeRun } from "../../../../src/demo/planning/run-request";
import { runSimulation } from "../../../../src/demo/planning/run-simulation";
import { createMemoryDemoDb } from "../../../../src/demo/store";

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
});
