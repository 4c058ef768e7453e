import {
  addClause,
  clauseProblem,
  moveClause,
  newClause,
  parseClauses,
  removeClause,
  ruleSentence,
  updateClause,
  type Clause,
} from "../../../src/domain/clause-model";
import { createI18nWithAllLanguages } from "../../../src/i18n/all-languages";

const a: Clause = { column: "plant", operator: "eq", connector: "AND", value: "BR10" };
const b: Clause = { column: "modal", operator: "eq", connector: "OR", value: "AIR" };
const c: Clause = { column: "origin", operator: "ne", connector: "AND", value: "CN" };

describe("clause model", () => {
  it("adds, removes and updates clauses without touching the input", () => {
    const list = [a];
    expect(addClause(list, b)).toEqual([a, b]);
    expect(removeClause([a, b, c], 1)).toEqual([a, c]);
    expect(updateClause([a, b], 1, { value: "SEA" })[1]).toEqual({ ...b, value: "SEA" });
    expect(list).toEqual([a]);
    expect(newClause("whereClauses")).toMatchObject({
      column: "plant",
      operator: "eq",
      connector: "AND",
      value: "",
    });
  });

  it("reorders, ignoring moves past either end", () => {
    expect(moveClause([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moveClause([a, b, c], 2, -2)).toEqual([c, a, b]);
    expect(moveClause([a, b, c], 0, -1)).toEqual([a, b, c]);
    expect(moveClause([a, b, c], 2, 1)).toEqual([a, b, c]);
  });

  it("parses stored clauses, dropping unknown columns and defaulting the rest", () => {
    expect(
      parseClauses([{ column: "plant", operator: "??", value: 10 }, { column: "nope" }, null, "x"]),
    ).toEqual([{ column: "plant", operator: "eq", connector: "AND", value: "10" }]);
    expect(parseClauses(undefined)).toEqual([]);
  });

  it("flags empty values and the first forbidden word", () => {
    expect(clauseProblem({ ...a, value: " " })).toEqual({ kind: "required" });
    expect(clauseProblem({ ...a, value: "BR10; DROP" })).toEqual({ kind: "forbidden", word: ";" });
    expect(clauseProblem(a)).toBeUndefined();
  });

  it("reads the rule back as one sentence in both languages", () => {
    const en = createI18nWithAllLanguages("en-US");
    const pt = createI18nWithAllLanguages("pt-BR");
    const rule = {
      updateClauses: [{ column: "priority", operator: "eq", connector: "AND", value: "1" }] as Clause[],
      whereClauses: [a, b],
    };
    expect(ruleSentence(rule, en.t.bind(en))).toBe(
      "Set Priority to 1 when Plant equal to BR10 or Modal equal to AIR.",
    );
    expect(ruleSentence(rule, pt.t.bind(pt))).toBe(
      "Definir Prioridade como 1 quando Centro igual a BR10 ou Modal igual a AIR.",
    );
    expect(ruleSentence({ updateClauses: [], whereClauses: [] }, en.t.bind(en))).toBe(
      "Set nothing for every order line.",
    );
  });
});
