/**
 * A rule's dry run on the rule editor (DESIGN §9.2, POST /edb/sys-roles/dry-run): the demand lines its where
 * clauses select, and each selected line's fields before → after its overrides and update clauses, before
 * the rule is saved. The rule is tried alone, on the lines as `demandForRules` gives them.
 */
import type { RuleDryRunLine, RuleDryRunRequest, RuleDryRunResult } from "../../../api/planning";
import { COLUMNS } from "../../../domain/clause-model";
import { compileRule, ruleFromDryRun } from "./rules";
import { assign } from "./update-clauses";
import type { DemandLine } from "./types";

/** Selected lines the answer lists, at most. */
export const DRY_RUN_LINES = 200;

export function dryRunRule(
  request: RuleDryRunRequest,
  demand: readonly DemandLine[],
  now?: string,
): RuleDryRunResult {
  const { selects, assignments } = compileRule(ruleFromDryRun(request), now);
  let matched = 0;
  const lines: RuleDryRunLine[] = [];
  for (const line of demand) {
    if (!selects(line)) continue;
    matched += 1;
    if (lines.length >= DRY_RUN_LINES) continue;
    const after = assign(line, assignments);
    lines.push({
      orderKey: line.orderKey,
      material: line.material,
      plant: line.plant,
      changes: COLUMNS.filter((column) => after[column] !== line[column]).map((field) => ({
        field,
        before: line[field],
        after: after[field],
      })),
    });
  }
  return { matched, total: demand.length, lines };
}
