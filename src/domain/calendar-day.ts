/**
 * Calendar days as people live them: on this device's clock, not UTC's. In São Paulo, toISOString has moved
 * on to the next day from 21:00, so "today" read from it makes an ETA of today late, and a date-only value
 * read as UTC midnight shows the evening before.
 */

const pad = (value: number) => String(value).padStart(2, "0");

/** The calendar day (yyyy-mm-dd) an instant falls on, on this device's clock. */
export function localDay(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The instant a calendar day (yyyy-mm-dd) starts on this device's clock, as an ISO date-time. */
export function localDayStart(day: string): string {
  return new Date(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
  ).toISOString();
}

/** Whole calendar days from one day (yyyy-mm-dd) to another: 1 from today to tomorrow, whatever the hour. */
export function daysFromTo(from: string, to: string): number {
  const utc = (day: string) =>
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
