/**
 * Write rules of the Orders Book calculation rules (edb/sys-roles). SPEC §5: their clauses end up in SQL,
 * so their values may not hold forbidden words.
 */
import { FILTER_HAS_FORBIDDEN_WORDS, NOT_ALLOWED_WORD, findForbiddenWords } from "../../domain/forbidden-words";
import { required } from "./common";
import type { Rule, RuleFamily } from "./types";

/** Shared with the rule dry-run, which refuses what a save would. */
export const forbiddenClauses: Rule = (values, { existing }) => {
  const merged = { ...existing, ...values };
  const errors: Record<string, string[]> = {};
  const words: string[] = [];
  for (const list of ["updateClauses", "whereClauses"]) {
    const clauses: unknown = merged[list];
    if (clauses === undefined || clauses === null) continue;
    if (!Array.isArray(clauses)) return { ok: false, status: 400, message: `${list} must be a list`, errors: { [list]: ["Enter a list of clauses."] } };
    clauses.forEach((clause: unknown, index) => {
      const value = typeof clause === "object" && clause !== null ? (clause as Record<string, unknown>).value : undefined;
      const found = findForbiddenWords(typeof value === "string" ? value : String(value ?? ""));
      if (found.length) errors[`${list}.${index}.value`] = [`${NOT_ALLOWED_WORD}${found[0]}`];
      words.push(...found);
    });
  }
  return words.length
    ? { ok: false, status: 400, message: `${FILTER_HAS_FORBIDDEN_WORDS}${[...new Set(words)].join(", ")}`, errors }
    : { ok: true, values };
};

export const capabilityRuleRules: RuleFamily = {
  writes: {
    "edb/sys-roles": [required(["sequency", "group", "modal", "status", "priority"]), forbiddenClauses],
  },
};
