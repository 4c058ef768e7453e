/**
 * An inbox item's sentence in the page's language (DESIGN §9): the reason's text filled with the item's
 * facts, dates and numbers as the page's language writes them. Pure, so both languages are unit-tested.
 */
import type { InboxItem } from "../../api/inbox";
import { formatDay } from "../../crud/field-types/date-formats";
import { localDay } from "../../domain/calendar-day";
import type { Translate } from "../../i18n/translate";
import { formatNumber } from "../../i18n/number-format";

const DATE_FACTS = new Set(["needDate", "clearDate", "eta"]);

export function inboxSentence(item: Pick<InboxItem, "reason" | "facts">, t: Translate, language: string): string {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item.facts ?? {})) {
    if (value === null) values[name] = "—";
    else if (typeof value === "number") values[name] = formatNumber(value, language);
    // A date-time (a shipment's ETA) on the day it falls on here, as the shipment's own screen shows it.
    else if (DATE_FACTS.has(name)) values[name] = formatDay(value.length > 10 ? localDay(new Date(value)) : value, language);
    else values[name] = value;
  }
  const { exceptionType, failures, arrivesIn, lateDays, daysLate } = item.facts ?? {};
  if (typeof exceptionType === "string") values.exceptionType = t(`enum.exceptionType.${exceptionType}`);
  // Plural forms follow the raw count, not its formatted text.
  for (const count of [failures, lateDays, daysLate]) if (typeof count === "number") values.count = count;
  // A short line that clears by its need date is short now, not late.
  if (item.reason === "short" && daysLate === 0) return t("inbox.reason.shortInTime", values);
  if (typeof arrivesIn === "number") {
    values.count = Math.abs(arrivesIn);
    if (arrivesIn === 0) return t("inbox.reason.waitingComplianceToday", values);
    return t(arrivesIn < 0 ? "inbox.reason.waitingComplianceOverdue" : "inbox.reason.waitingCompliance", values);
  }
  return t(`inbox.reason.${item.reason}`, values);
}
