/**
 * Update clauses set columns of the rows a rule selects (SPEC §3, DESIGN §9.2): each one is an assignment,
 * whatever operator or connector an older editor stored (ruleClausesOf reads them so). A value its column
 * cannot hold ("soon" for a priority) sets nothing, rather than blanking the field.
 */
import type { Clause, Column } from "../../../domain/clause-model";
import { clauseValue } from "./clause-values";
import type { ClauseRow } from "./types";

export type Assignment = readonly [column: Column, value: string | number];

/** The assignments of the update clauses, in order (a later one on the same column wins). */
export function compileUpdates(clauses: readonly Clause[], now?: string): Assignment[] {
  return clauses.flatMap((clause): Assignment[] => {
    const value = clauseValue(clause.column, clause.value, now);
    return value === null || value === "" ? [] : [[clause.column, value]];
  });
}

/** The row with the assignments made (a copy; the row itself is left as it was). */
export function assign<T extends ClauseRow>(row: T, assignments: readonly Assignment[]): T {
  if (assignments.length === 0) return row;
  const copy = { ...row };
  // Each column holds its own kind of value, and clauseValue read the text as that kind.
  const fields = copy as Record<Column, string | number | null>;
  for (const [column, value] of assignments) fields[column] = value;
  return copy;
}

/** The line as the update clauses leave it. `now` resolves relative dates ("+5"). */
export const applyUpdates = <T extends ClauseRow>(clauses: readonly Clause[], line: T, now?: string): T =>
  assign(line, compileUpdates(clauses, now));
