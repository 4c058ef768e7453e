/**
 * The Orders Book calculation rules (edb/sys-roles, SPEC §3) as the calculation applies them (DESIGN §9.2):
 * active rules only, in `sequency` order; each rule's where clauses select rows, and on those rows the rule
 * first sets its own lane fields (transit time, modal, origin, priority, coverage, availability date: the
 * "rule overrides"), then its update clauses, which are the more specific. A rule reads the rows as the
 * rules before it left them, so a later rule can both select by and overwrite an earlier rule's updates.
 *
 * The same rules run over two kinds of rows (see simulate): the demand lines, where the calculation then
 * reads the priority (allocation order), and the open purchase-order lines, where it reads the lane
 * (modal, origin, transit time, availability date) that says when the goods arrive.
 */
import type { RuleDryRunRequest } from "../../../api/planning";
import { ruleClausesOf } from "../../../domain/clause-model";
import { dateOf } from "./clause-values";
import { assign, compileUpdates, type Assignment } from "./update-clauses";
import { compileWhere, type RowTest } from "./where-clauses";
import type { ClauseRow, PlanningRule, RuleOverrides } from "./types";

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};
const textOrNull = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== ""
    ? value.trim()
    : typeof value === "number"
      ? String(value)
      : null;

const overridesOf = (record: { [K in keyof RuleOverrides]?: unknown }): RuleOverrides => ({
  transitTime: numberOrNull(record.transitTime),
  coverage: numberOrNull(record.coverage),
  priority: numberOrNull(record.priority),
  availabilityDate: textOrNull(record.availabilityDate),
  modal: textOrNull(record.modal),
  origin: textOrNull(record.origin),
});

/** Stored rule records (the edb/sys-roles collection) as rules; their clauses read as the rule editor reads them. */
export function planningRules(records: readonly Record<string, unknown>[]): PlanningRule[] {
  return records.map((record) => ({
    id: typeof record.id === "number" ? record.id : undefined,
    group: typeof record.group === "string" ? record.group : undefined,
    sequency: numberOrNull(record.sequency) ?? Number.MAX_SAFE_INTEGER,
    active: String(record.status ?? "").toLowerCase() === "active",
    ...overridesOf(record),
    ...ruleClausesOf(record),
  }));
}

/** A rule as edited, before saving (the dry run's request): active, whatever its status will be. */
export function ruleFromDryRun(request: RuleDryRunRequest): PlanningRule {
  return {
    sequency: 0,
    active: true,
    ...overridesOf(request),
    ...ruleClausesOf({ updateClauses: request.updateClauses, whereClauses: request.whereClauses }),
  };
}

export interface CompiledRule {
  rule: PlanningRule;
  selects: RowTest;
  assignments: Assignment[];
}

/** The rule's overrides and update clauses as assignments, the overrides first. */
function assignmentsOf(rule: PlanningRule, now: string | undefined): Assignment[] {
  const overrides: Assignment[] = [];
  const numeric = ["transitTime", "coverage", "priority"] as const;
  for (const column of numeric) {
    const value = rule[column];
    if (typeof value === "number" && Number.isFinite(value)) overrides.push([column, value]);
  }
  if (rule.availabilityDate) {
    const date = dateOf(rule.availabilityDate, now);
    if (date) overrides.push(["availabilityDate", date]);
  }
  if (rule.modal) overrides.push(["modal", rule.modal]);
  if (rule.origin) overrides.push(["origin", rule.origin]);
  return [...overrides, ...compileUpdates(rule.updateClauses, now)];
}

export const compileRule = (rule: PlanningRule, now?: string): CompiledRule => ({
  rule,
  selects: compileWhere(rule.whereClauses, now),
  assignments: assignmentsOf(rule, now),
});

/** The active rules, in the order they apply: by sequency, then as listed. */
export function compileRules(rules: readonly PlanningRule[], now?: string): CompiledRule[] {
  return rules
    .map((rule, index) => ({ rule, index }))
    .filter(({ rule }) => rule.active)
    .sort((a, b) => a.rule.sequency - b.rule.sequency || a.index - b.index)
    .map(({ rule }) => compileRule(rule, now));
}

/** One row through the compiled rules. */
export function applyCompiled<T extends ClauseRow>(row: T, rules: readonly CompiledRule[]): T {
  let current = row;
  for (const { selects, assignments } of rules) {
    if (selects(current)) current = assign(current, assignments);
  }
  return current;
}

/** The rows as the active rules leave them (copies; the rows themselves are left as they were). */
export function applyRules<T extends ClauseRow>(
  rows: readonly T[],
  rules: readonly PlanningRule[],
  now?: string,
): T[] {
  const compiled = compileRules(rules, now);
  return rows.map((row) => applyCompiled(row, compiled));
}
