/**
 * A clause's value (always text in the rule editor) read as the column it names holds it: numbers for
 * coverage, transit time and priority; ISO dates for the availability date, where "+5" means five days after
 * the run's day (the seeded rules write it so); text for the rest.
 */
import type { Column } from "../../../domain/clause-model";
import { cellAsIsoDate, dayNumber, isoDate } from "../dates";
import type { NumericColumn } from "./types";

export type ColumnKind = "number" | "date" | "text";

const NUMERIC: readonly Column[] = ["coverage", "transitTime", "priority"] satisfies NumericColumn[];

export const columnKind = (column: Column): ColumnKind =>
  NUMERIC.includes(column) ? "number" : column === "availabilityDate" ? "date" : "text";

/** A number typed the Brazilian way too ("1,5"); null when it is none. */
export function numberOf(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "" || !/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** An ISO date, or a number of days from `now` ("+5", "-2"); null when it is neither (or relative without now). */
export function dateOf(text: string, now: string | undefined): string | null {
  const trimmed = text.trim();
  const relative = /^([+-])\s*(\d+)$/.exec(trimmed);
  if (relative) {
    if (now === undefined) return null;
    return isoDate(dayNumber(now) + (relative[1] === "-" ? -1 : 1) * Number(relative[2]));
  }
  return cellAsIsoDate(trimmed);
}

/** A clause's value as its column holds it; null when the text cannot be such a value. */
export function clauseValue(column: Column, text: string, now: string | undefined): string | number | null {
  const kind = columnKind(column);
  if (kind === "number") return numberOf(text);
  if (kind === "date") return dateOf(text, now);
  return text.trim();
}
