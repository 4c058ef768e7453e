/**
 * Server-side checks of priority shipments (SPEC §3, §5; DESIGN §9.4), the same the form makes: what the
 * server alone sets is never taken from a client, a quantity is a whole number from 0 to the ceiling, and the
 * dates follow one another. Who created a row is the signed-in user.
 */
import {
  dateOrderProblems,
  NEGATIVE_QTY,
  PRIORITY_SHIPMENTS,
  priorityShipmentFlags,
  priorityShipmentModals,
  priorityShipmentProcesses,
  priorityShipmentTypes,
  SERVER_SET_FIELDS,
} from "../../domain/priority-shipments";
import { MAX_QUANTITY } from "../../domain/quantity";
import { checks, required, savedBy, stamped, wholeIn } from "./common";
import type { Rule, RuleFamily } from "./types";

const CHOOSE_AN_OPTION = "Choose one of the options.";

/** duplicated, arrived and late are computed when read; createdBy is the creator, set once. */
const serverSet: Rule = (values, { existing, user }) => {
  const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !(SERVER_SET_FIELDS as readonly string[]).includes(field)));
  return { ok: true, values: existing ? kept : { ...kept, createdBy: savedBy(user) } };
};

const options = (lists: Record<string, readonly string[]>): Rule => (values, { existing }) => {
  const merged = { ...existing, ...values };
  const wrong = Object.keys(lists).filter((field) => merged[field] !== undefined && !lists[field]!.includes(String(merged[field])));
  return wrong.length
    ? { ok: false, status: 400, message: CHOOSE_AN_OPTION, errors: Object.fromEntries(wrong.map((field) => [field, [CHOOSE_AN_OPTION]])) }
    : { ok: true, values };
};

/** A negative quantity has a message of its own; a fraction or a quantity past the ceiling, the range's. */
const quantities = checks({
  qty: (qty) => (typeof qty === "number" && qty < 0 ? NEGATIVE_QTY : wholeIn(0, MAX_QUANTITY)(qty)),
});

const datesInOrder: Rule = (values, { existing }) => {
  const problems = dateOrderProblems({ ...existing, ...values });
  const fields = Object.keys(problems) as (keyof typeof problems)[];
  return fields.length
    ? {
        ok: false,
        status: 400,
        message: problems[fields[0]!]!,
        errors: Object.fromEntries(fields.map((field) => [field, [problems[field]!]])),
      }
    : { ok: true, values };
};

export const priorityShipmentRules: RuleFamily = {
  writes: {
    [PRIORITY_SHIPMENTS]: [
      serverSet,
      required(["type", "invoiceInb", "material", "qty", "flag", "process", "modal", "eta"]),
      options({ type: priorityShipmentTypes, flag: priorityShipmentFlags, process: priorityShipmentProcesses, modal: priorityShipmentModals }),
      quantities,
      datesInOrder,
      stamped,
    ],
  },
};
