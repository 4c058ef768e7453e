/**
 * What the demo backend checks and fills in on each write, as the real backend would: server-set dates,
 * unique natural keys, and that a record stays whole. The browser checks the same things first.
 */
import type { Row } from "./store";
import { maintenanceRules } from "./rules-maintenance";
import { FILTER_HAS_FORBIDDEN_WORDS, NOT_ALLOWED_WORD, findForbiddenWords } from "../domain/forbidden-words";

export type WriteOutcome =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

export interface WriteContext {
  /** The stored row when updating; undefined when creating. */
  existing?: Row;
  rows: readonly Row[];
  now: Date;
  /** The signed-in user's login name, for fields that record who changed a row. */
  user?: string;
}

export type Rule = (values: Record<string, unknown>, ctx: WriteContext) => WriteOutcome;

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

/** SPEC §5: capability rule clauses end up in SQL, so their values may not hold forbidden words. */
const forbiddenClauses: Rule = (values, { existing }) => {
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

/** A configurable template keeps at least one column, each with a header. */
const templateColumns: Rule = (values, { existing }) => {
  const columns: unknown = { ...existing, ...values }.columns;
  const valid =
    Array.isArray(columns) &&
    columns.length > 0 &&
    columns.every((column: unknown) => typeof column === "object" && column !== null && text((column as Record<string, unknown>).header) !== "");
  return valid ? { ok: true, values } : { ok: false, status: 400, message: "A template needs at least one column, each with a header.", errors: { columns: ["Enter the columns."] } };
};

const rules: Record<string, Rule[]> = {
  ...maintenanceRules({ required, unique }),
  informative: [required(["title", "description", "status", "publish", "notificationDate"]), stamped],
  "users-profile": [required(["name", "idmGroup", "accessLevel"]), unique(["name"], "This profile already exists")],
  "sap-impersonate-users": [required(["username", "keyvault", "value", "language"]), unique(["username"], "This user already exists")],
  "user-profile-resource": [required(["profileId", "resource"]), unique(["profileId", "resource"], "This profile already has this resource")],
  "parameter-system": [required(["name", "value"]), immutable("name"), unique(["name"], "This parameter already exists")],
  "robot-pipeline": [required(["name", "dataFactoryPipeline", "transactionname"])],
  "edb/sys-roles": [required(["sequency", "group", "modal", "status", "priority"]), forbiddenClauses],
  "edb/configurable-template": [required(["name"]), templateColumns, stamped],
  "ctb/configurable-template": [required(["name"]), templateColumns, stamped],
  "configurable-template": [required(["name"]), templateColumns, stamped],
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

/** Fields left out of a list row while a flag of that row is set (cloud-secret parameter values). */
const hiddenWhenFlagged: Record<string, { field: string; flag: string }> = {
  "transport-tracking/parameter-transport-tracking": { field: "value", flag: "flag" },
};

/** A row as a list sends it: secrets left out. */
export function forList(collection: string, row: Row): Row {
  const hidden = hiddenInLists[collection] ?? [];
  const flagged = hiddenWhenFlagged[collection];
  const masked = flagged && (row[flagged.flag] === true || row[flagged.flag] === "true") ? [flagged.field] : [];
  const omit = [...hidden, ...masked];
  return omit.length ? (Object.fromEntries(Object.entries(row).filter(([field]) => !omit.includes(field))) as Row) : row;
}
