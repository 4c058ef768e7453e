/** Server-side checks of the tracking partners (SPEC §5), the same the form makes. */
import { partnerStatuses } from "../../domain/partner-status";
import { required, unique } from "./common";
import type { Rule, RuleFamily } from "./types";

export const PARTNER_STATUS_MESSAGE = "Only A - Active and I - Inactive";

const statusAorI: Rule = (values, { existing }) => {
  const status = { ...existing, ...values }.status;
  return partnerStatuses.includes(String(status) as (typeof partnerStatuses)[number])
    ? { ok: true, values }
    : { ok: false, status: 400, message: PARTNER_STATUS_MESSAGE, errors: { status: [PARTNER_STATUS_MESSAGE] } };
};

export const transportTrackingRules: RuleFamily = {
  writes: {
    "edb/edb-partner": [required(["title", "status"]), statusAorI, unique(["title"], "This partner already exists")],
  },
};
