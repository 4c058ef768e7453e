/**
 * The clause model of an Orders Book calculation rule (SPEC §3): update clauses say what the rule sets,
 * where clauses which order lines it applies to. Pure functions, so the editor stays a thin view.
 */
import { moveItem } from "./ordered-list";
import { findForbiddenWords } from "./forbidden-words";

export const CONNECTORS = ["AND", "OR"] as const;
export type Connector = (typeof CONNECTORS)[number];

export const OPERATORS = ["eq", "ne", "gt", "gte", "lt", "lte", "contains", "startsWith", "in"] as const;
export type Operator = (typeof OPERATORS)[number];

/** Columns of the orders book a clause may name. */
export const COLUMNS = [
  "plant",
  "material",
  "mrpController",
  "vendor",
  "origin",
  "modal",
  "orderType",
  "purchasingGroup",
  "countryCode",
  "availabilityDate",
  "coverage",
  "transitTime",
  "priority",
  "status",
] as const;
export type Column = (typeof COLUMNS)[number];

export interface Clause {
  column: Column;
  operator: Operator;
  /** How this clause joins the one before it; ignored on the first. */
  connector: Connector;
  value: string;
}

export type ClauseList = "updateClauses" | "whereClauses";
export const CLAUSE_LISTS: readonly ClauseList[] = ["updateClauses", "whereClauses"];

export const newClause = (list: ClauseList): Clause => ({
  column: list === "updateClauses" ? "priority" : "plant",
  operator: "eq",
  connector: "AND",
  value: "",
});

export const addClause = (clauses: readonly Clause[], clause: Clause): Clause[] => [...clauses, clause];

export const removeClause = (clauses: readonly Clause[], index: number): Clause[] =>
  clauses.filter((_, i) => i !== index);

export const updateClause = (clauses: readonly Clause[], index: number, change: Partial<Clause>): Clause[] =>
  clauses.map((clause, i) => (i === index ? { ...clause, ...change } : clause));

/** Moves a clause by `offset` places; out-of-range moves leave the list as it is. */
export const moveClause: (clauses: readonly Clause[], index: number, offset: number) => Clause[] = moveItem;

const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (options as readonly string[]).includes(value);

/**
 * An update clause sets a column to a value: it has no comparison and joins the others with "and". Stored in
 * the same shape as a where clause, with the operator "eq" and the connector "AND".
 */
export const isAssignmentList = (list: ClauseList): boolean => list === "updateClauses";

/** An update clause as it is stored, whatever an older editor let it hold. */
const asAssignment = (clause: Clause): Clause => ({ ...clause, operator: "eq", connector: "AND" });

/** Clauses as stored, made safe to edit: unknown shapes are dropped rather than crashing the editor. */
export function parseClauses(value: unknown): Clause[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const raw = item as Record<string, unknown>;
    if (!isOneOf(COLUMNS, raw.column)) return [];
    return [
      {
        column: raw.column,
        operator: isOneOf(OPERATORS, raw.operator) ? raw.operator : "eq",
        connector: isOneOf(CONNECTORS, raw.connector) ? raw.connector : "AND",
        value: typeof raw.value === "string" ? raw.value : String(raw.value ?? ""),
      },
    ];
  });
}

/** A stored rule's two clause lists, made safe to edit; its update clauses as the assignments they are. */
export const ruleClausesOf = (record: Record<string, unknown> | undefined): Record<ClauseList, Clause[]> => ({
  updateClauses: parseClauses(record?.updateClauses).map(asAssignment),
  whereClauses: parseClauses(record?.whereClauses),
});

export type ClauseProblem = { kind: "required" } | { kind: "forbidden"; word: string };

/** The problem of one clause's value, if any: empty, or holding a forbidden word (the first one). */
export function clauseProblem(clause: Clause): ClauseProblem | undefined {
  if (clause.value.trim() === "") return { kind: "required" };
  const [word] = findForbiddenWords(clause.value);
  return word ? { kind: "forbidden", word } : undefined;
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

const clausePhrase = (clause: Clause, t: Translate) =>
  t("capabilityRules.sentence.clause", {
    column: t(`capabilityRules.columns.${clause.column}`),
    operator: t(`capabilityRules.operators.${clause.operator}`),
    value: clause.value.trim(),
  });

/** Each clause as a phrase, the ones after the first led by their connector. */
export const clauseLines = (clauses: readonly Clause[], t: Translate): string[] =>
  clauses.map((clause, i) =>
    i === 0 ? clausePhrase(clause, t) : `${t(`capabilityRules.connectors.${clause.connector}`)} ${clausePhrase(clause, t)}`,
  );

const joinClauses = (clauses: readonly Clause[], t: Translate) => clauseLines(clauses, t).join(" ");

/** Update clauses as phrases: "Priority to 1", "Coverage to 5". */
export const assignmentLines = (clauses: readonly Clause[], t: Translate): string[] =>
  clauses.map((clause) =>
    t("capabilityRules.sentence.assignment", {
      column: t(`capabilityRules.columns.${clause.column}`),
      value: clause.value.trim(),
    }),
  );

/** A clause list's clauses as phrases: assignments for the update clauses, conditions for the where clauses. */
export const clauseListLines = (list: ClauseList, clauses: readonly Clause[], t: Translate): string[] =>
  isAssignmentList(list) ? assignmentLines(clauses, t) : clauseLines(clauses, t);

const joinAssignments = (clauses: readonly Clause[], t: Translate) =>
  assignmentLines(clauses, t).join(` ${t("capabilityRules.connectors.AND")} `);

/** The rule read back as one sentence, in the language of `t`. */
export function ruleSentence(
  rule: { updateClauses: readonly Clause[]; whereClauses: readonly Clause[] },
  t: Translate,
): string {
  const updates = rule.updateClauses.length
    ? joinAssignments(rule.updateClauses, t)
    : t("capabilityRules.sentence.nothing");
  if (rule.whereClauses.length === 0) return t("capabilityRules.sentence.always", { updates });
  return t("capabilityRules.sentence.when", { updates, conditions: joinClauses(rule.whereClauses, t) });
}
