/** Write rules of the configurable templates of the three modules: a template keeps its columns whole. */
import { LOCKED_COLUMNS_CHANGED } from "../../domain/template-messages";
import { changedLockedColumns, parseColumns, withLocks } from "../../domain/template-model";
import { required, stamped, text } from "./common";
import type { Rule, RuleFamily } from "./types";

/** A configurable template keeps at least one column, each with a header. */
const templateColumns: Rule = (values, { existing }) => {
  const columns: unknown = { ...existing, ...values }.columns;
  const valid =
    Array.isArray(columns) &&
    columns.length > 0 &&
    columns.every((column: unknown) => typeof column === "object" && column !== null && text((column as Record<string, unknown>).header) !== "");
  return valid ? { ok: true, values } : { ok: false, status: 400, message: "A template needs at least one column, each with a header.", errors: { columns: ["Enter the columns."] } };
};

/**
 * The columns the calculation or an upload reads by header (DESIGN §9.2) stay as they are: renamed, retyped or
 * removed, every later upload would pass its check and then be read as nothing. Whether a column is locked is
 * the stored template's to say, never the request's.
 */
const lockedColumnsKept: Rule = (values, { existing }) => {
  if (!existing || !Array.isArray(values.columns)) return { ok: true, values };
  const before = parseColumns(existing.columns);
  const after = parseColumns(values.columns);
  // The editor keeps these columns as they are: a save that changes one comes from elsewhere.
  if (changedLockedColumns(before, after).length > 0) return { ok: false, status: 400, message: LOCKED_COLUMNS_CHANGED };
  return { ok: true, values: { ...values, columns: withLocks(before, after) } };
};

const template: Rule[] = [required(["name"]), templateColumns, lockedColumnsKept, stamped];

export const configurableTemplateRules: RuleFamily = {
  writes: {
    "edb/configurable-template": template,
    "ctb/configurable-template": template,
    // The EFA one lives in the EFA namespace, named by its API path.
    "configurable-template": template,
  },
};
