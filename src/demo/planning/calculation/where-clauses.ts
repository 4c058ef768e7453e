/**
 * Where clauses select rows (SPEC §3, DESIGN §9.2): each clause compares one column with its value, and joins
 * the clauses before it with its connector, read left to right with no precedence: "a AND b OR c" is
 * "(a AND b) OR c", as the rule editor reads a rule back (ruleSentence). No clauses select every row.
 * Text compares without regard to case; numbers and dates by value.
 */
import type { Clause } from "../../../domain/clause-model";
import { clauseValue, columnKind } from "./clause-values";
import type { ClauseRow } from "./types";

export type RowTest = (row: ClauseRow) => boolean;

const never: RowTest = () => false;

const listOf = (text: string) =>
  text
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter((item) => item !== "");

/** One clause as a test. A value its column cannot hold selects nothing; an empty field only matches "ne". */
function compileClause(clause: Clause, now: string | undefined): RowTest {
  const { column, operator } = clause;
  const kind = columnKind(column);
  const field = (row: ClauseRow) => row[column];

  if (operator === "in") {
    const wanted = listOf(clause.value).map((item) => clauseValue(column, item, now));
    if (kind === "text") {
      const set = new Set(wanted.map((item) => String(item).toUpperCase()));
      return (row) => {
        const value = field(row);
        return value !== null && set.has(String(value).toUpperCase());
      };
    }
    const set = new Set(wanted.filter((item) => item !== null));
    return (row) => {
      const value = field(row);
      return value !== null && set.has(value);
    };
  }
  if (operator === "contains" || operator === "startsWith") {
    const needle = clause.value.trim().toUpperCase();
    return (row) => {
      const value = field(row);
      if (value === null) return false;
      const text = String(value).toUpperCase();
      return operator === "contains" ? text.includes(needle) : text.startsWith(needle);
    };
  }

  const raw = clauseValue(column, clause.value, now);
  if (raw === null) return never;
  const target = kind === "text" ? String(raw).toUpperCase() : raw;
  const comparable = (value: string | number) => (kind === "text" ? String(value).toUpperCase() : value);
  const compare = (value: string | number): number => {
    const left = comparable(value);
    return left < target ? -1 : left > target ? 1 : 0;
  };
  return (row) => {
    const value = field(row);
    if (value === null || value === "") return operator === "ne" && target !== "";
    const order = compare(value);
    switch (operator) {
      case "eq":
        return order === 0;
      case "ne":
        return order !== 0;
      case "gt":
        return order > 0;
      case "gte":
        return order >= 0;
      case "lt":
        return order < 0;
      default:
        return order <= 0;
    }
  };
}

/** The where clauses as one test, compiled once so a rule can be run over thousands of rows. */
export function compileWhere(clauses: readonly Clause[], now?: string): RowTest {
  if (clauses.length === 0) return () => true;
  const tests = clauses.map((clause) => ({ connector: clause.connector, test: compileClause(clause, now) }));
  return (row) => {
    let selected = tests[0].test(row);
    for (let i = 1; i < tests.length; i += 1) {
      const { connector, test } = tests[i];
      // Left to right, skipping what cannot change the outcome.
      if (connector === "AND") selected = selected && test(row);
      else selected = selected || test(row);
    }
    return selected;
  };
}

/** Whether the where clauses select the line. `now` resolves relative dates ("+5"). */
export const evaluateWhere = (clauses: readonly Clause[], line: ClauseRow, now?: string): boolean =>
  compileWhere(clauses, now)(line);
