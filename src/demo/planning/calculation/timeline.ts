/**
 * Cumulative supply of one component at one plant over time (DESIGN §9.2 time-phased): how much has arrived
 * by a day, and the first day by which a quantity has arrived. Both by binary search, since allocation asks
 * them for every component of every demand line.
 */
import { pairKey } from "../pair-key";
import type { Receipt } from "./supply";

export interface Timeline {
  /** Days supply arrives, ascending. */
  days: number[];
  /** Total arrived by each of those days. */
  cumulative: number[];
}

/** Timelines per pair: stock today, receipts on their days; receipts after the horizon are out of sight. */
export function buildTimelines(
  stock: ReadonlyMap<string, number>,
  receipts: readonly Receipt[],
  today: number,
  horizonEnd: number,
): Map<string, Timeline> {
  const events = new Map<string, Map<number, number>>();
  const add = (key: string, day: number, quantity: number) => {
    let byDay = events.get(key);
    if (!byDay) {
      byDay = new Map();
      events.set(key, byDay);
    }
    byDay.set(day, (byDay.get(day) ?? 0) + quantity);
  };
  for (const [key, quantity] of stock) add(key, today, quantity);
  for (const receipt of receipts) {
    if (receipt.day <= horizonEnd)
      add(pairKey(receipt.component, receipt.plant), Math.max(receipt.day, today), receipt.quantity);
  }
  const timelines = new Map<string, Timeline>();
  for (const [key, byDay] of events) {
    const days = [...byDay.keys()].sort((a, b) => a - b);
    let total = 0;
    const cumulative = days.map((day) => (total += byDay.get(day) ?? 0));
    timelines.set(key, { days, cumulative });
  }
  return timelines;
}

/** What has arrived by the end of `day`. */
export function availableBy(timeline: Timeline | undefined, day: number): number {
  if (!timeline) return 0;
  const { days, cumulative } = timeline;
  let low = 0;
  let high = days.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (days[mid] <= day) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found < 0 ? 0 : cumulative[found];
}

/** The first day by which `quantity` has arrived in all; null when supply in sight never reaches it. */
export function dayCovering(timeline: Timeline | undefined, quantity: number): number | null {
  if (!timeline) return null;
  const { days, cumulative } = timeline;
  if (cumulative.length === 0 || cumulative[cumulative.length - 1] < quantity) return null;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (cumulative[mid] >= quantity) high = mid;
    else low = mid + 1;
  }
  return days[low];
}
