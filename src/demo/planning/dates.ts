/**
 * Calendar days as integers (days since 1970-01-01, UTC): the calculation is time-phased by day (DESIGN §9.2),
 * and integers keep thousands of comparisons cheap. ISO dates (yyyy-mm-dd) only at the edges.
 */
import { localDay } from "../../domain/calendar-day";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The day of an ISO date or date-time (its date part, read as UTC). */
export function dayNumber(iso: string): number {
  return Math.floor(
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS,
  );
}

/**
 * The day an instant (an ETA, a delivery) falls on, on the planner's clock: in São Paulo an ETA at 22:30 is
 * that day's, not UTC's next (DESIGN §9.2 counts calendar days as people live them). A date alone is its day.
 */
export function dayOfInstant(iso: string): number {
  return dayNumber(iso.length > 10 ? localDay(new Date(iso)) : iso);
}

const isoCache = new Map<number, string>();

/** The ISO date (yyyy-mm-dd) of a day; cached, since a run formats the same few hundred days again and again. */
export function isoDate(day: number): string {
  let iso = isoCache.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoCache.set(day, iso);
  }
  return iso;
}

/** The first instant of year 10000: from there, as before 1970, toISOString writes what isoInstant does not. */
const YEAR_10000_MS = 253_402_300_800_000;
const twoDigits = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, "0"));
const threeDigits = Array.from({ length: 1000 }, (_, value) => String(value).padStart(3, "0"));

/**
 * new Date(ms).toISOString(), the same text for every ms, for the demo's generators, which write tens of
 * thousands of instants per seed (the tracked shipments' milestones, legs and partner updates): Chromium's
 * toISOString took some 2 µs a call, about a tenth of a tab's first build of the shipments in its worker. The
 * day is isoDate's, kept; the time of day is arithmetic.
 */
export function isoInstant(ms: number): string {
  // Date keeps whole milliseconds, cut towards zero. The native call writes the rest (years before 1970 or
  // past 9999) and throws its RangeError for NaN and instants out of Date's range.
  const whole = Math.trunc(ms);
  if (!(whole >= 0 && whole < YEAR_10000_MS)) return new Date(ms).toISOString();
  const day = Math.floor(whole / DAY_MS);
  let rest = whole - day * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  rest -= seconds * 1000;
  return `${isoDate(day)}T${twoDigits[hours]}:${twoDigits[minutes]}:${twoDigits[seconds]}.${threeDigits[rest]}Z`;
}

/** Excel's serial day 25569 is 1970-01-01 (its 1900 leap-year bug included, as every reader keeps it). */
const EXCEL_EPOCH = 25569;

/**
 * A sheet cell as an ISO date: ISO text, dd/mm/yyyy (as planners in Brazil type it), or an Excel serial day
 * number. Null when it is none of those.
 */
export function cellAsIsoDate(value: unknown): string | null {
  if (typeof value === "number") {
    return Number.isFinite(value) && value > 0 ? isoDate(Math.floor(value) - EXCEL_EPOCH) : null;
  }
  if (typeof value !== "string") return null;
  const text = value.trim();
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (dmy) {
    const [day, month, year] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
      return null;
    return date.toISOString().slice(0, 10);
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(Date.parse(text.slice(0, 10)))) return null;
  return text.slice(0, 10);
}
