// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  applyRules,
  applyUpdates,
  evaluateWhere,
  planningRules,
} from "../../../../src/demo/planning/calculation";
import { NOW, day, line, rule, set, when } from "./fixtures";

const row = line({
  orderKey: "SO 1/10",
  plant: "BR10",
  origin: "CN",
  modal: "SEA",
  priority: 3,
  coverage: 2,
});

describe("where clauses", () => {
  it("AND and OR are read left to right: a AND b OR c is (a AND b) OR c", () => {
    const aFalse = when("plant", "BR20");
    const bTrue = when("origin", "CN");
    const cTrue = when("modal", "SEA", "OR");
    // (false AND true) OR true
    expect(evaluateWhere([aFalse, bTrue, cTrue], row)).toBe(true);
    // (true OR false) AND false: left to right, not OR-last
    expect(
      evaluateWhere([when("origin", "CN"), when("plant", "BR20", "OR"), when("modal", "AIR")], row),
    ).toBe(false);
    expect(evaluateWhere([aFalse, bTrue], row)).toBe(false);
  });

  it("no where clauses select every line", () => {
    expect(evaluateWhere([], row)).toBe(true);
  });

  it("text compares without case; numbers by value; 'in' takes a list; an empty field only matches 'ne'", () => {
    expect(evaluateWhere([when("plant", "br10")], row)).toBe(true);
    expect(evaluateWhere([when("plant", "BR", "AND", "startsWith")], row)).toBe(true);
    expect(evaluateWhere([when("plant", "R1", "AND", "contains")], row)).toBe(true);
    expect(evaluateWhere([when("origin", "US, CN ;KR", "AND", "in")], row)).toBe(true);
    expect(evaluateWhere([when("priority", "1,2", "AND", "in")], row)).toBe(false);
    expect(evaluateWhere([when("coverage", "3", "AND", "lt")], row)).toBe(true);
    expect(evaluateWhere([when("coverage", "10", "AND", "lt")], row)).toBe(true); // 2 < 10 as numbers, not as text
    expect(evaluateWhere([when("priority", "3", "AND", "gte")], row)).toBe(true);
    expect(evaluateWhere([when("status", "EXPEDITE", "AND", "ne")], row)).toBe(true);
    expect(evaluateWhere([when("status", "EXPEDITE")], row)).toBe(false);
    expect(evaluateWhere([when("priority", "soon", "AND", "lt")], row)).toBe(false);
  });

  it("a relative date (+N) is N days after the run's day", () => {
    const dated = { ...row, availabilityDate: day(4) };
    expect(evaluateWhere([when("availabilityDate", "+5", "AND", "lt")], dated, NOW)).toBe(true);
    expect(evaluateWhere([when("availabilityDate", "+3", "AND", "lt")], dated, NOW)).toBe(false);
    expect(evaluateWhere([when("availabilityDate", "14/03/2025")], dated, NOW)).toBe(true);
  });
});

describe("update clauses", () => {
  it("set columns as their kind: numbers for priority, dates for the availability date; a copy", () => {
    const after = applyUpdates(
      [set("priority", "1"), set("availabilityDate", "+5"), set("status", "EXPEDITE")],
      row,
      NOW,
    );
    expect(after).toMatchObject({ priority: 1, availabilityDate: day(5), status: "EXPEDITE" });
    expect(row.priority).toBe(3);
  });

  it("a value its column cannot hold sets nothing", () => {
    expect(applyUpdates([set("priority", "soon")], row).priority).toBe(3);
  });
});

describe("rules", () => {
  it("apply in sequency order, whatever order they are listed in: a later rule overrides an earlier one's update", () => {
    const rules = [
      rule({ sequency: 20, updateClauses: [set("priority", "5")] }),
      rule({ sequency: 10, updateClauses: [set("priority", "1")] }),
    ];
    expect(applyRules([row], rules)[0].priority).toBe(5);
  });

  it("a later rule selects by what an earlier rule set", () => {
    const rules = [
      rule({
        sequency: 10,
        whereClauses: [when("coverage", "3", "AND", "lt")],
        updateClauses: [set("status", "EXPEDITE")],
      }),
      rule({
        sequency: 20,
        whereClauses: [when("status", "EXPEDITE")],
        updateClauses: [set("priority", "1")],
      }),
    ];
    expect(applyRules([row], rules)[0]).toMatchObject({ status: "EXPEDITE", priority: 1 });
    expect(applyRules([{ ...row, coverage: 30 }], rules)[0]).toMatchObject({ status: null, priority: 3 });
  });

  it("a rule's own lane fields override first, its update clauses after them", () => {
    const lane = rule({
      transitTime: 9,
      modal: "AIR",
      priority: 2,
      updateClauses: [set("transitTime", "7")],
    });
    expect(applyRules([row], [lane], NOW)[0]).toMatchObject({ transitTime: 7, modal: "AIR", priority: 2 });
  });

  it("inactive rules and rules whose where clauses do not select the line change nothing", () => {
    const rules = [
      rule({ active: false, updateClauses: [set("priority", "1")] }),
      rule({ whereClauses: [when("plant", "BR30")], updateClauses: [set("priority", "1")] }),
    ];
    expect(applyRules([row], rules)[0]).toEqual(row);
  });

  it("stored rule records are read as the rule editor reads them: status, sequency, lane fields, clauses", () => {
    const [stored] = planningRules([
      {
        id: 4,
        sequency: "40",
        status: "inactive",
        group: "AIR-EUROPE",
        transitTime: 5,
        modal: "AIR",
        origin: "DE",
        priority: 1,
        coverage: 10,
        availabilityDate: "2025-03-15",
        updateClauses: [{ column: "priority", operator: "gt", connector: "OR", value: 1 }],
        whereClauses: [
          { column: "plant", operator: "eq", connector: "AND", value: "BR20" },
          { column: "nope" },
        ],
      },
    ]);
    expect(stored).toEqual({
      id: 4,
      group: "AIR-EUROPE",
      sequency: 40,
      active: false,
      transitTime: 5,
      coverage: 10,
      priority: 1,
      availabilityDate: "2025-03-15",
      modal: "AIR",
      origin: "DE",
      updateClauses: [set("priority", "1")],
      whereClauses: [when("plant", "BR20")],
    });
  });
});
