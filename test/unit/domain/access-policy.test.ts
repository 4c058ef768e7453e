import { describe, expect, it } from "vitest";
import type { IdmGroupPolicy } from "../../../src/api/contract";
import { assemblePolicy, baseRule } from "../../../src/domain/access-policy";

const rule = (stringAdapter1: string, stringAdapter2 = "", name = "scm planners"): IdmGroupPolicy => ({
  name,
  stringAdapter1,
  stringAdapter2,
});

describe("baseRule", () => {
  it("grants list on main to the subject", () => {
    expect(baseRule("supplyplanner")).toBe("p, supplyplanner, main, list, allow");
  });
});

describe("assemblePolicy", () => {
  it("is only the base rule when there are no group rules", () => {
    expect(assemblePolicy("viewer", [])).toBe("p, viewer, main, list, allow");
  });

  it("puts the base rule first, then stringAdapter1 then stringAdapter2 of each group, in order", () => {
    const policy = assemblePolicy("planner", [
      rule("p, planner, a, list, allow\np, planner, b, list, allow", "p, planner, c, list, allow"),
      rule("p, planner, d, list, allow", "p, planner, e, list, deny", "second group"),
    ]);
    expect(policy.split("\n")).toEqual([
      "p, planner, main, list, allow",
      "p, planner, a, list, allow",
      "p, planner, b, list, allow",
      "p, planner, c, list, allow",
      "p, planner, d, list, allow",
      "p, planner, e, list, deny",
    ]);
  });

  it("drops blank and whitespace-only lines", () => {
    const policy = assemblePolicy("planner", [rule("\n\np, planner, a, list, allow\n   \n\t\n", "\n")]);
    expect(policy).toBe("p, planner, main, list, allow\np, planner, a, list, allow");
  });

  it("drops comment lines, indented ones too, but keeps a # inside a rule", () => {
    const policy = assemblePolicy("planner", [
      rule(
        "# rules for planners\n   # indented comment\np, planner, a#1, list, allow",
        "#p, planner, b, list, allow",
      ),
    ]);
    expect(policy).toBe("p, planner, main, list, allow\np, planner, a#1, list, allow");
  });

  it("splits Windows line endings and trims every line", () => {
    const policy = assemblePolicy("planner", [
      rule("  p, planner, a, list, allow  \r\n\tp, planner, b, show, allow\r\n"),
    ]);
    expect(policy).toBe(
      "p, planner, main, list, allow\np, planner, a, list, allow\np, planner, b, show, allow",
    );
    expect(policy).not.toContain("\r");
  });

  it("tolerates missing adapter texts", () => {
    const missing = {
      name: "x",
      stringAdapter1: null,
      stringAdapter2: undefined,
    } as unknown as IdmGroupPolicy;
    expect(assemblePolicy("planner", [missing, rule("p, planner, a, list, allow")])).toBe(
      "p, planner, main, list, allow\np, planner, a, list, allow",
    );
  });

  it("never ends with a newline", () => {
    expect(assemblePolicy("planner", [rule("p, planner, a, list, allow\n")]).endsWith("\n")).toBe(false);
  });
});
