/**
 * What the demo backend checks and fills in on each write, as the real backend would: server-set dates,
 * unique natural keys, and that a record stays whole. The browser checks the same things first.
 */
import type { Row } from "./store";

export type WriteOutcome =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

interface WriteContext {
  /** The stored row when updating; undefined when creating. */
  existing?: Row;
  rows: readonly Row[];
  now: Date;
}

type Rule = (values: Record<string, unknown>, ctx: WriteContext) => WriteOutcome;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** A natural key that must not repeat within the collection. */
const unique =
  (fields: readonly string[], message: string): Rule =>
  (values, { existing, rows }) => {
    const merged = { ...existing, ...values };
    const key = (row: Record<string, unknown>) => fields.map((f) => String(row[f] ?? "").trim().toLowerCase()).join("\u0000");
    const clash = rows.some((row) => row.id !== existing?.id && key(row) === key(merged));
    return clash ? { ok: false, status: 409, message, errors: { [fields[fields.length - 1]]: [message] } } : { ok: true, values };
  };

const required =
  (fields: readonly string[]): Rule =>
  (values, { existing }) => {
    const merged = { ...existing, ...values };
    const missing = fields.filter((field) => merged[field] === undefined || merged[field] === null || text(merged[field]) === "" && typeof merged[field] === "string");
    return missing.length
      ? {
          ok: false,
          status: 400,
          message: `Required: ${missing.join(", ")}`,
          errors: Object.fromEntries(missing.map((field) => [field, ["This field is required."]])),
        }
      : { ok: true, values };
  };

const stamped: Rule = (values, { existing, now }) => ({
  ok: true,
  values: { ...values, ...(existing ? {} : { createdDate: now.toISOString() }), updateDate: now.toISOString() },
});

/** A natural key set at creation: changing it would orphan what refers to it. */
const immutable =
  (field: string): Rule =>
  (values, { existing }) => {
    if (!existing) return { ok: true, values };
    const { [field]: _ignored, ...rest } = values;
    return { ok: true, values: rest };
  };

const rules: Record<string, Rule[]> = {
  informative: [required(["title", "description", "status", "publish", "notificationDate"]), stamped],
  "users-profile": [required(["name", "idmGroup", "accessLevel"]), unique(["name"], "This profile already exists")],
  "sap-impersonate-users": [required(["username", "keyvault", "value", "language"]), unique(["username"], "This user already exists")],
  "user-profile-resource": [required(["profileId", "resource"]), unique(["profileId", "resource"], "This profile already has this resource")],
  "parameter-system": [required(["name", "value"]), immutable("name"), unique(["name"], "This parameter already exists")],
  "robot-pipeline": [required(["name", "dataFactoryPipeline", "transactionname"])],
};

export function checkWrite(collection: string, values: Record<string, unknown>, ctx: WriteContext): WriteOutcome {
  let current: WriteOutcome = { ok: true, values };
  for (const rule of rules[collection] ?? []) {
    if (!current.ok) break;
    current = rule(current.values, ctx);
  }
  return current;
}

/** Fields a collection never sends in a list (DESIGN §8: secrets are never listed). */
export const hiddenInLists: Record<string, readonly string[]> = { "sap-impersonate-users": ["value"] };
