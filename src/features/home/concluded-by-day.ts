import dayjs from "dayjs";

export interface DayCount {
  /** YYYY-MM-DD */
  day: string;
  count: number;
}

/** The start of the home dashboard window: N whole days back, from midnight (SPEC §1, filterDays). */
export function windowStart(now: Date, days: number): Date {
  return dayjs(now).startOf("day").subtract(Math.max(days - 1, 0), "day").toDate();
}

/** One entry per day of the window, oldest first, including days with no concluded shipment. */
export function concludedByDay(dates: readonly string[], now: Date, days: number): DayCount[] {
  const start = dayjs(windowStart(now, days));
  const counts = new Map<string, number>();
  for (const date of dates) {
    const day = dayjs(date).format("YYYY-MM-DD");
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return Array.from({ length: Math.max(days, 0) }, (_, index) => {
    const day = start.add(index, "day").format("YYYY-MM-DD");
    return { day, count: counts.get(day) ?? 0 };
  });
}

export { parseFilterDays } from "../../domain/filter-days";
