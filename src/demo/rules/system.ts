/**
 * Write rules of the system administration family: parameters keep their name, SAP users are unique and
 * their secret value never leaves the server (DESIGN §8).
 */
import { WHOLE_PARAMETER_RANGES } from "../../domain/parameter-ranges";
import { immutable, reject, required, secretStamped, unique, wholeIn } from "./common";
import type { Rule, RuleFamily } from "./types";

/** The parameters the app reads (domain/parameter-ranges.ts): a value it cannot use is refused where it is typed. */
const PARAMETER_VALUES: Record<string, (value: unknown) => string | undefined> = Object.fromEntries(
  Object.entries(WHOLE_PARAMETER_RANGES).map(([name, { min, max }]) => [name, wholeIn(min, max)]),
);

const usableParameterValue: Rule = (values, { existing }) => {
  const merged = { ...existing, ...values };
  const check = PARAMETER_VALUES[String(merged.name ?? "")];
  const value = String(merged.value ?? "").trim();
  // Number("") and Number(" ") are 0: a blank is the required rule's to refuse, not a number.
  const problem = check && (value === "" ? undefined : check(value));
  return problem ? reject("value", problem) : { ok: true, values };
};

export const systemRules: RuleFamily = {
  writes: {
    "sap-impersonate-users": [
      required(["username", "keyvault", "value", "language"]),
      unique(["username"], "This user already exists"),
      secretStamped("value"),
    ],
    "parameter-system": [
      required(["name", "value"]),
      immutable("name"),
      unique(["name"], "This parameter already exists"),
      usableParameterValue,
    ],
    "robot-pipeline": [required(["name", "dataFactoryPipeline", "transactionname"])],
  },
  secrets: { "sap-impersonate-users": { fields: ["value"] } },
};
