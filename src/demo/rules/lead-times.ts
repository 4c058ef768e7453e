/**
 * Server-side checks of lead time maintenance (SPEC §3, DESIGN §9.4), the same the form makes: the transit
 * and total are the server's (computed when read), a lead time is a whole number of days up to 999, the total
 * too, and a lead time needs a transit time for its modal from the vendor's country.
 */
import {
  LEAD_TIME,
  LEAD_TIME_COMPUTED_FIELDS,
  LEAD_TIME_TOO_LONG,
  MAX_LEAD_TIME_DAYS,
  MRP_CONTROLLER_CODE,
  modesOfTransport,
  TOTAL_LEAD_TIME_TOO_LONG,
  TRANSIT_TIME,
  totalLeadTime,
  transitFor,
  transitProblemText,
} from "../../domain/lead-time";
import { modals, plants } from "../../domain/maintenance-options";
import { checks, oneOfNamed, reject, required, serverOwned, unique } from "./common";
import type { Rule, RuleFamily } from "./types";

const leadTimeDays = (value: unknown) => {
  const days = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(days) || days < 0) return "Enter a number from 0 to 999.";
  if (days > MAX_LEAD_TIME_DAYS) return LEAD_TIME_TOO_LONG;
  return Number.isInteger(days) ? undefined : "Enter a whole number.";
};

/** The vendor and modal must have a transit time, and vendor lead time + transit must stay within 999 days. */
const withinTransit: Rule = (values, { existing, lookup }) => {
  const merged = { ...existing, ...values };
  const transit = transitFor(lookup?.(TRANSIT_TIME) ?? [], merged.vendor, merged.modal);
  if (!transit.found) return reject(transit.problem, transitProblemText(transit.problem));
  const total = totalLeadTime(merged.vendorLeadTime, transit);
  if (total !== null && total > MAX_LEAD_TIME_DAYS) return reject("vendorLeadTime", TOTAL_LEAD_TIME_TOO_LONG);
  return { ok: true, values };
};

/** The rules of a lead time, for a form's save and for each line of an upload alike. */
export const leadTimeRules: Rule[] = [
  serverOwned(LEAD_TIME_COMPUTED_FIELDS),
  required(["vendor", "material", "plant", "modal", "vendorLeadTime"]),
  checks({
    vendor: (value) => (/^\d{1,10}$/.test(String(value)) ? undefined : "Enter the SAP vendor number (digits only)."),
    plant: oneOfNamed(plants),
    modal: oneOfNamed(modals),
    modeOfTransport: oneOfNamed(modesOfTransport),
    vendorLeadTime: leadTimeDays,
    // The form's rule (lead-time-fields.ts): an upload storing "b1" left a line no form could save again.
    mrpController: (value) => (/^[A-Z0-9]{3}$/.test(String(value)) ? undefined : MRP_CONTROLLER_CODE),
  }),
  withinTransit,
  unique(["vendor", "material", "plant", "modal"], "This vendor already has a lead time for this material, plant and modal"),
];

export const leadTimeRuleFamily: RuleFamily = { writes: { [LEAD_TIME]: leadTimeRules } };
