/** Write rules of the configurable templates of the three modules: a template keeps its columns whole. */
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

const template: Rule[] = [required(["name"]), templateColumns, stamped];

export const configurableTemplateRules: RuleFamily = {
  writes: {
    "edb/configurable-template": template,
    "ctb/configurable-template": template,
    // The EFA one lives in the EFA namespace, named by its API path.
    "configurable-template": template,
  },
};
