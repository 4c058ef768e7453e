/**
 * An instant as toISOString writes it (yyyy-mm-ddThh:mm:ss.sssZ), for the demo's generators, which write tens of
 * thousands of them per seed (the tracked shipments' milestones, legs and partner updates): Chromium's
 * toISOString took some 2 µs a call, about a tenth of a tab's first build of the shipments in its worker. The
 * date part comes from toISOString once per day and is kept; the time of day is arithmetic.
 */

const DAY_MS = 86_400_000;
const twoDigits = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, "0"));
const threeDigits = Array.from({ length: 1000 }, (_, value) => String(value).padStart(3, "0"));

/** "yyyy-mm-ddT" of each day met so far: a seed's instants fall on a few hundred days. */
const dayPrefixes = new Map<number, string>();
const KEPT_DAYS = 10_000;

function dayPrefix(day: number): string {
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, -13);
    if (dayPrefixes.size >= KEPT_DAYS) dayPrefixes.clear();
    dayPrefixes.set(day, prefix);
  }
  return prefix;
}

/** new Date(ms).toISOString(), the same text for every ms, fractions of a millisecond dropped as Date drops them. */
export function isoInstant(ms: number): string {
  // Date keeps whole milliseconds, cut towards zero. NaN and instants out of Date's range throw the native
  // call's RangeError.
  const whole = Math.trunc(ms);
  if (!Number.isFinite(whole) || Math.abs(whole) > 8.64e15) return new Date(ms).toISOString();
  const day = Math.floor(whole / DAY_MS);
  let rest = whole - day * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  rest -= seconds * 1000;
  return `${dayPrefix(day)}${twoDigits[hours]}:${twoDigits[minutes]}:${twoDigits[seconds]}.${threeDigits[rest]}Z`;
}
