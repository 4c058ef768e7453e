/**
 * Allocation (DESIGN §9.2): demand lines are served in priority order, then by need date, each taking its
 * components' supply before the lines after it. Time-phased: a line claims its whole requirement from the
 * cumulative supply of each component, so the day on which that supply covers everything claimed so far is
 * the day its component is covered; the latest of those days is the line's clear date. A line that cannot be
 * built in full today still keeps its claim, so a less urgent line never overtakes it.
 */
import type { ResultStatus } from "../../../api/planning";
import { dayNumber, isoDate } from "../dates";
import type { Requirement } from "./explosion";
import { NO_ETA_SHIFT } from "./shipment-eta";
import { availableBy, dayCovering, type Timeline } from "./timeline";
import type { DemandLine, PlannedLine } from "./types";

/** Limiting components a result line names, at most. */
export const MAX_LIMITING = 3;

interface Limit {
  component: string;
  /** The day the component covers the line; null: never in sight. */
  coverDay: number | null;
  /** Share of the line's requirement available today. */
  share: number;
}

/** Never covered first, then the latest covered, then the least available today. */
const mostLimitingFirst = (a: Limit, b: Limit): number => {
  if (a.coverDay !== b.coverDay) {
    if (a.coverDay === null) return -1;
    if (b.coverDay === null) return 1;
    return b.coverDay - a.coverDay;
  }
  return a.share - b.share || (a.component < b.component ? -1 : a.component > b.component ? 1 : 0);
};

/** The order lines are served in: priority, need date, then order key and material so ties stay stable. */
export function allocationOrder(lines: readonly DemandLine[]): number[] {
  const needDates = lines.map((line) => line.needDate.slice(0, 10));
  return lines
    .map((_, index) => index)
    .sort((a, b) => {
      const x = lines[a];
      const y = lines[b];
      if (x.priority !== y.priority) return x.priority - y.priority;
      if (needDates[a] !== needDates[b]) return needDates[a] < needDates[b] ? -1 : 1;
      if (x.orderKey !== y.orderKey) return x.orderKey < y.orderKey ? -1 : 1;
      if (x.material !== y.material) return x.material < y.material ? -1 : 1;
      return a - b;
    });
}

const statusOf = (buildable: number, quantity: number): ResultStatus =>
  buildable >= quantity ? "clear" : buildable > 0 ? "partial" : "short";

/**
 * Result lines in the order they were served. `requirements[i]` is what `lines[i]` needs; `order` is
 * allocationOrder(lines), given when the caller has it already.
 */
export function allocate(
  lines: readonly DemandLine[],
  requirements: readonly (readonly Requirement[])[],
  timelines: ReadonlyMap<string, Timeline>,
  today: number,
  order: readonly number[] = allocationOrder(lines),
): PlannedLine[] {
  const claimed = new Map<string, number>();
  return order.map((index) => {
    const line = lines[index];
    let buildable = line.quantity;
    let clearDay: number | null = today;
    const limits: Limit[] = [];
    for (const requirement of requirements[index]) {
      const key = requirement.pair;
      const timeline = timelines.get(key);
      const before = claimed.get(key) ?? 0;
      const availableNow = Math.max(0, availableBy(timeline, today) - before);
      const canBuild = Math.floor(availableNow / requirement.quantityPer);
      const coverDay =
        requirement.quantity <= 0 ? today : dayCovering(timeline, before + requirement.quantity);
      if (canBuild < line.quantity) {
        limits.push({
          component: requirement.component,
          coverDay,
          share: availableNow / requirement.quantity,
        });
      }
      buildable = Math.min(buildable, canBuild);
      clearDay = clearDay === null || coverDay === null ? null : Math.max(clearDay, coverDay);
      claimed.set(key, before + requirement.quantity);
    }
    const needDay = dayNumber(line.needDate);
    buildable = Math.max(0, Math.min(line.quantity, buildable));
    return {
      orderKey: line.orderKey,
      material: line.material,
      plant: line.plant,
      needDate: line.needDate.slice(0, 10),
      priority: line.priority,
      quantity: line.quantity,
      buildableNow: buildable,
      clearDate: clearDay === null ? null : isoDate(clearDay),
      daysLate: clearDay === null ? null : Math.max(0, clearDay - needDay),
      limitingComponents: limits
        .sort(mostLimitingFirst)
        .slice(0, MAX_LIMITING)
        .map((limit) => limit.component)
        .join(", "),
      status: statusOf(buildable, line.quantity),
      mrpController: line.mrpController,
      // What the shipments moved is known once the run compares with the purchase orders' own dates (eta-shifts.ts).
      ...NO_ETA_SHIFT,
    };
  });
}

/**
 * The clear day allocate gives each line over these timelines, by place in `order`: the same claims in the same
 * order, without the rest of a result line. Only where `wanted` says so; elsewhere undefined, though those
 * lines' claims still count for the lines after them.
 */
export function clearDaysOf(
  order: readonly number[],
  requirements: readonly (readonly Requirement[])[],
  timelines: ReadonlyMap<string, Timeline>,
  today: number,
  wanted: readonly boolean[],
): (number | null | undefined)[] {
  const claimed = new Map<string, number>();
  return order.map((index, place) => {
    let clearDay: number | null = today;
    for (const requirement of requirements[index]) {
      const before = claimed.get(requirement.pair) ?? 0;
      if (wanted[place] && clearDay !== null) {
        const coverDay =
          requirement.quantity <= 0 ? today : dayCovering(timelines.get(requirement.pair), before + requirement.quantity);
        clearDay = coverDay === null ? null : Math.max(clearDay, coverDay);
      }
      claimed.set(requirement.pair, before + requirement.quantity);
    }
    return wanted[place] ? clearDay : undefined;
  });
}
