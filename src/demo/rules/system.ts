/**
 * Write rules of the system administration family: parameters keep their name, SAP users are unique and
 * their secret value never leaves the server (DESIGN §8).
 */
import { immutable, required, secretStamped, unique } from "./common";
import type { RuleFamily } from "./types";

export const systemRules: RuleFamily = {
  writes: {
    "sap-impersonate-users": [
      required(["username", "keyvault", "value", "language"]),
      unique(["username"], "This user already exists"),
      secretStamped("value"),
    ],
    "parameter-system": [required(["name", "value"]), immutable("name"), unique(["name"], "This parameter already exists")],
    "robot-pipeline": [required(["name", "dataFactoryPipeline", "transactionname"])],
  },
  secrets: { "sap-impersonate-users": { fields: ["value"] } },
};
