// @vitest-environment node
import { describe, expect, it } from "vitest";
import { simulate } from "../../../../src/demo/planning/calculation";
import { runSimulation } from "../../../../src/demo/planning/run-simulation";
import { input, line, material, tables } from "./fixtures";

describe("runSimulation", () => {
  it("without Worker (Node, Vitest) runs the same calculation inline", async () => {
    expect(typeof Worker).toBe("undefined");
    const run = input({
      tables: tables({
        materials: [material("C1", "component")],
        stock: [{ component: "C1", plant: "BR10", storageLocation: "0001", unrestricted: 3 }],
      }),
      demand: [line({ orderKey: "SO 1/10", material: "C1", quantity: 5 })],
    });
    await expect(runSimulation(run, "zmardZpovis")).resolves.toEqual(simulate(run, "zmardZpovis"));
  });
});
