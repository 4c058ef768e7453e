import { describe, expect, it } from "vitest";
import {
  demoAccounts,
  demoGraphToken,
  findDemoAccount,
  parseDemoGraphToken,
} from "../../../src/domain/demo-accounts";
import { mulberry32 } from "../../../src/demo/prng";
import { demoGroupId } from "../../../src/demo/group-ids";

describe("demo accounts", () => {
  it("offers the five accounts of the design and of trade compliance", () => {
    expect(demoAccounts.map((account) => [account.key, account.email, account.name])).toEqual([
      ["admin", "admin@scm-demo.com", "Ana Souza"],
      ["planner", "planner@scm-demo.com", "Bruno Lima"],
      ["viewer", "viewer@scm-demo.com", "Carla Mendes"],
      ["compliance", "compliance@scm-demo.com", "Eduarda Nunes"],
      ["noprofile", "noprofile@scm-demo.com", "Diego Rocha"],
    ]);
    expect(findDemoAccount("planner")?.groups.length).toBeGreaterThan(2);
  });

  it("finds accounts by key, case-insensitively", () => {
    expect(findDemoAccount("VIEWER")?.name).toBe("Carla Mendes");
    expect(findDemoAccount("nobody")).toBeUndefined();
    expect(findDemoAccount(null)).toBeUndefined();
  });

  it("round-trips the Graph token", () => {
    expect(demoGraphToken("planner")).toBe("demo-graph.planner");
    expect(parseDemoGraphToken(demoGraphToken("planner"))).toBe("planner");
    expect(parseDemoGraphToken("demo-graph.")).toBeNull();
    expect(parseDemoGraphToken("eyJhbGciOi")).toBeNull();
    expect(parseDemoGraphToken(null)).toBeNull();
  });

  it("gives every group a stable GUID-shaped id", () => {
    expect(demoGroupId("SCM Planners")).toBe(demoGroupId("SCM Planners"));
    expect(demoGroupId("SCM Planners")).not.toBe(demoGroupId("SCM Viewers"));
    expect(demoGroupId("SCM Viewers")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe("mulberry32", () => {
  it("repeats its sequence for a seed and stays in range", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(first).size).toBe(5);
    const prng = mulberry32(7);
    const ints = Array.from({ length: 500 }, () => prng.int(3, 6));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6]));
    expect(["x"].includes(prng.pick(["x"]))).toBe(true);
    expect(() => prng.pick([])).toThrow();
  });
});
