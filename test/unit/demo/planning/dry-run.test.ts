// @vitest-environment node
import { describe, expect, it } from "vitest";
import { dryRunRule } from "../../../../src/demo/planning/calculation";
import { NOW, day, line, set, when } from "./fixtures";

const demand = [
  line({ orderKey: "SO 1/10", plant: "BR10", origin: "CN", modal: "SEA", priority: 3, transitTime: 45 }),
  line({ orderKey: "SO 2/10", plant: "BR20", origin: "CN", modal: "SEA", priority: 1, transitTime: 45 }),
  line({ orderKey: "SO 3/10", plant: "BR10", origin: "US", modal: "AIR", priority: 4, transitTime: 5 }),
];

describe("dryRunRule", () => {
  it("lists the lines the where clauses select, with the fields the overrides and update clauses change", () => {
    const result = dryRunRule(
      {
        transitTime: 30,
        modal: "SEA",
        updateClauses: [
          { column: "priority", operator: "eq", connector: "AND", value: "1" },
          set("availabilityDate", "+5"),
        ],
        whereClauses: [when("origin", "CN")],
      },
      demand,
      NOW,
    );
    expect(result.matched).toBe(2);
    expect(result.total).toBe(3);
    expect(result.lines).toEqual([
      {
        orderKey: "SO 1/10",
        material: "P1",
        plant: "BR10",
        changes: [
          { field: "availabilityDate", before: null, after: day(5) },
          { field: "transitTime", before: 45, after: 30 },
          { field: "priority", before: 3, after: 1 },
        ],
      },
      {
        orderKey: "SO 2/10",
        material: "P1",
        plant: "BR20",
        changes: [
          { field: "availabilityDate", before: null, after: day(5) },
          { field: "transitTime", before: 45, after: 30 },
        ],
      },
    ]);
  });

  it("counts every selected line but lists the first 200", () => {
    const many = Array.from({ length: 250 }, (_, index) => line({ orderKey: `SO ${index}/10` }));
    const result = dryRunRule({ updateClauses: [set("priority", "1")], whereClauses: [] }, many, NOW);
    expect(result.matched).toBe(250);
    expect(result.lines).toHaveLength(200);
    expect(result.lines[199].orderKey).toBe("SO 199/10");
  });
});
