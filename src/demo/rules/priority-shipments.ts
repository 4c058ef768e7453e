/**
 * Server-side checks of priority shipments (SPEC §3, §5; DESIGN §9.4), the same the form makes: what the
 * server alone sets is never taken from a client, quantities are not negative, and the dates follow one
 * another. Who created a row is the signed-in user.
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
import { required, savedBy, stamped } from "./common";
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

const quantities: Rule = (values, { existing }) => {
  const qty = { ...existing, ...values }.qty;
  return typeof qty === "number" && qty < 0
    ? { ok: false, status: 400, message: NEGATIVE_QTY, errors: { qty: [NEGATIVE_QTY] } }
    : { ok: true, values };
};

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
