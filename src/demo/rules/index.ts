/**
 * What the demo backend checks and fills in on each write, as the real backend would (DESIGN §5, §8):
 * server-set dates, unique natural keys, and that a record stays whole. Each family keeps its own rules;
 * this file collects them and applies them.
 */
import type { Row } from "../store/snapshot";
import { authRules } from "./auth";
import { capabilityRuleRules } from "./capability-rules";
import { configurableTemplateRules } from "./configurable-templates";
import { leadTimeRuleFamily } from "./lead-times";
import { maintenanceRules } from "./maintenance";
import { noticeRules } from "./notices";
import { priorityShipmentRules } from "./priority-shipments";
import { systemRules } from "./system";
import { transportTrackingRules } from "./transport-tracking";
import type { Rule, RuleFamily, SecretFields, WriteContext, WriteOutcome } from "./types";

export type { Rule, RuleFamily, WriteContext, WriteOutcome } from "./types";

export const ruleFamilies: readonly RuleFamily[] = [
  authRules,
  noticeRules,
  systemRules,
  capabilityRuleRules,
  configurableTemplateRules,
  maintenanceRules,
  transportTrackingRules,
  priorityShipmentRules,
  leadTimeRuleFamily,
];

const writeRules: Record<string, Rule[]> = Object.fromEntries(
  ruleFamilies.flatMap((family) => Object.entries(family.writes)),
);
const secretFields: Record<string, SecretFields> = Object.fromEntries(
  ruleFamilies.flatMap((family) => Object.entries(family.secrets ?? {})),
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

const isSet = (value: unknown) => value !== undefined && value !== null && value !== "";

/**
 * A row as any response sends it (DESIGN §8): each secret left out, and in its place `<field>Set` (whether
 * one is stored) and `<field>SetAt` (when it was last set, null when unknown), so a screen can say a secret
 * is set, and when, without ever holding it.
 */
export function withoutSecrets(collection: string, row: Row): Row {
  const secret = Object.hasOwn(secretFields, collection) ? secretFields[collection] : undefined;
  if (!secret) return row;
  if (secret.whenFlag !== undefined && row[secret.whenFlag] !== true && row[secret.whenFlag] !== "true") return row;
  const sent: Row = { ...row };
  for (const field of secret.fields) {
    delete sent[field];
    sent[`${field}Set`] = isSet(row[field]);
    sent[`${field}SetAt`] = row[`${field}SetAt`] ?? null;
  }
  return sent;
}
