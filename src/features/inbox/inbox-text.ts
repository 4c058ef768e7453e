/**
 * An inbox item's sentence in the page's language (DESIGN §9): the reason's text filled with the item's
 * facts, dates and numbers as the page's language writes them. Pure, so both languages are unit-tested.
 */
import type { InboxItem } from "../../api/inbox";
import { formatDay } from "../../crud/field-types/date-formats";
import { localDay } from "../../domain/calendar-day";
import type { Translate } from "../../i18n/translate";

const DATE_FACTS = new Set(["needDate", "clearDate", "eta"]);

export function inboxSentence(item: Pick<InboxItem, "reason" | "facts">, t: Translate, language: string): string {
  const number = new Intl.NumberFormat(language);
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item.facts ?? {})) {
    if (value === null) values[name] = "—";
    else if (typeof value === "number") values[name] = number.format(value);
    // A date-time (a shipment's ETA) on the day it falls on here, as the shipment's own screen shows it.
    else if (DATE_FACTS.has(name)) values[name] = formatDay(value.length > 10 ? localDay(new Date(value)) : value, language);
    else values[name] = value;
  }
  const { exceptionType, failures, arrivesIn } = item.facts ?? {};
  if (typeof exceptionType === "string") values.exceptionType = t(`enum.exceptionType.${exceptionType}`);
  // Plural forms follow the raw count, not its formatted text.
  if (typeof failures === "number") values.count = failures;
  if (typeof arrivesIn === "number") {
    values.count = Math.abs(arrivesIn);
    return t(arrivesIn < 0 ? "inbox.reason.waitingComplianceOverdue" : "inbox.reason.waitingCompliance", values);
  }
  return t(`inbox.reason.${item.reason}`, values);
}
