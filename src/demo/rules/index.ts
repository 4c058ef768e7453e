/**
 * What the demo backend checks and fills in on each write, as the real backend would (DESIGN §5, §8):
 * server-set dates, unique natural keys, and that a record stays whole. Each family keeps its own rules;
 * this file collects them and applies them.
 */
import type { Row } from "../store/snapshot";
import { authRules } from "./auth";
import { capabilityRuleRules } from "./capability-rules";
import { configurableTemplateRules } from "./configurable-templates";
import { maintenanceRules } from "./maintenance";
import { noticeRules } from "./notices";
import { systemRules } from "./system";
import type { ListMask, Rule, RuleFamily, WriteContext, WriteOutcome } from "./types";

export type { Rule, RuleFamily, WriteContext, WriteOutcome } from "./types";

export const ruleFamilies: readonly RuleFamily[] = [
  authRules,
  noticeRules,
  systemRules,
  capabilityRuleRules,
  configurableTemplateRules,
  maintenanceRules,
];

const writeRules: Record<string, Rule[]> = Object.fromEntries(
  ruleFamilies.flatMap((family) => Object.entries(family.writes)),
);
const listMasks: Record<string, ListMask> = Object.fromEntries(
  ruleFamilies.flatMap((family) => Object.entries(family.listMasks ?? {})),
);

/** Runs the collection's rules in order; the first refusal stops them. */
export function checkWrite(collection: string, values: Record<string, unknown>, ctx: WriteContext): WriteOutcome {
  let current: WriteOutcome = { ok: true, values };
  for (const rule of writeRules[collection] ?? []) {
    if (!current.ok) break;
    current = rule(current.values, ctx);
  }
  return current;
}

/** A row as a list sends it: secrets left out (DESIGN §8). */
export function forList(collection: string, row: Row): Row {
  const mask = Object.hasOwn(listMasks, collection) ? listMasks[collection] : undefined;
  if (!mask) return row;
  if (mask.whenFlag !== undefined && row[mask.whenFlag] !== true && row[mask.whenFlag] !== "true") return row;
  return Object.fromEntries(Object.entries(row).filter(([field]) => !mask.fields.includes(field))) as Row;
}
