/**
 * Write rules of the system administration family: parameters keep their name, SAP users are unique and
 * their secret value never leaves the server (DESIGN §8).
 */
import {
  CUSTOMS_HANDLING_DAYS_PARAMETER,
  FILTER_DAYS_PARAMETER,
  MAX_CUSTOMS_HANDLING_DAYS,
  MAX_UPLOAD_MB,
  UPLOAD_MAX_MB_PARAMETER,
} from "../../api/contract";
import { FILTER_DAYS_RANGE } from "../../domain/filter-days";
import { immutable, reject, required, secretStamped, unique, wholeIn } from "./common";
import type { Rule, RuleFamily } from "./types";

/**
 * The values of the parameters the app reads: a value it cannot use would be replaced by the default without
 * a word where it is read (the home's window, the clear-to-build dates, the uploads' size limit), so it is
 * refused where it is typed.
 */
const PARAMETER_VALUES: Record<string, (value: unknown) => string | undefined> = {
  [FILTER_DAYS_PARAMETER]: wholeIn(FILTER_DAYS_RANGE.min, FILTER_DAYS_RANGE.max),
  [CUSTOMS_HANDLING_DAYS_PARAMETER]: wholeIn(0, MAX_CUSTOMS_HANDLING_DAYS),
  [UPLOAD_MAX_MB_PARAMETER]: wholeIn(1, MAX_UPLOAD_MB),
};

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
