/**
 * Components availability (DESIGN §9.2): per component and plant, stock, open supply in sight and its next
 * date, demand, what no supply in sight covers, the first day cumulative demand (by need date) runs ahead of
 * cumulative supply, and the days the stock lasts at the demand's average daily rate.
 */
import { dayNumber, isoDate } from "../dates";
import { pairKey } from "../pair-key";
import type { SapMaterial } from "../sap-types";
import type { Requirement } from "./explosion";
import type { Receipt } from "./supply";
import { availableBy, type Timeline } from "./timeline";
import type { DemandLine, PlannedAvailability } from "./types";

/** The demand on one pair: its needs by day (overdue needs fall due today), in day order once sorted. */
export interface PairDemand {
  total: number;
  needs: [day: number, quantity: number][];
}

export function demandByPair(
  lines: readonly DemandLine[],
  requirements: readonly (readonly Requirement[])[],
  today: number,
): Map<string, PairDemand> {
  const pairs = new Map<string, PairDemand>();
  lines.forEach((line, index) => {
    const day = Math.max(today, dayNumber(line.needDate));
    for (const requirement of requirements[index]) {
      const key = requirement.pair;
      let pair = pairs.get(key);
      if (!pair) {
        pair = { total: 0, needs: [] };
        pairs.set(key, pair);
      }
      pair.total += requirement.quantity;
      pair.needs.push([day, requirement.quantity]);
    }
  });
  for (const pair of pairs.values()) pair.needs.sort((a, b) => a[0] - b[0]);
  return pairs;
}

/** Days `stock` lasts at the demand's average daily rate over today..last need day; null without demand. */
export function daysOfCoverage(stock: number, demand: PairDemand | undefined, today: number): number | null {
  if (!demand || demand.total <= 0) return null;
  const lastDay = demand.needs.length ? demand.needs[demand.needs.length - 1][0] : today;
  const span = Math.max(1, lastDay - today + 1);
  return Math.floor(stock / (demand.total / span));
}

/** The first need day on which cumulative demand exceeds the supply arrived by then; null when it never does. */
function firstShortageDay(demand: PairDemand | undefined, timeline: Timeline | undefined): number | null {
  if (!demand) return null;
  let cumulative = 0;
  for (const [day, quantity] of demand.needs) {
    cumulative += quantity;
    if (cumulative > availableBy(timeline, day)) return day;
  }
  return null;
}

export function componentAvailability(input: {
  demand: ReadonlyMap<string, PairDemand>;
  stock: ReadonlyMap<string, number>;
  receipts: readonly Receipt[];
  timelines: ReadonlyMap<string, Timeline>;
  materials: ReadonlyMap<string, SapMaterial>;
  today: number;
  horizonEnd: number;
}): PlannedAvailability[] {
  const { demand, stock, timelines, materials, today, horizonEnd } = input;
  const open = new Map<string, { quantity: number; next: number }>();
  for (const receipt of input.receipts) {
    if (receipt.day > horizonEnd) continue;
    const key = pairKey(receipt.component, receipt.plant);
    const supply = open.get(key);
    if (supply) {
      supply.quantity += receipt.quantity;
      supply.next = Math.min(supply.next, receipt.day);
    } else open.set(key, { quantity: receipt.quantity, next: receipt.day });
  }
  const keys = [...new Set([...demand.keys(), ...stock.keys(), ...open.keys()])].sort();
  return keys.map((key) => {
    const [component, plant] = key.split("|");
    const material = materials.get(component);
    const onHand = stock.get(key) ?? 0;
    const supply = open.get(key);
    const need = demand.get(key);
    const total = need?.total ?? 0;
    const shortDay = firstShortageDay(need, timelines.get(key));
    return {
      component,
      description: material?.description ?? "",
      plant,
      stock: onHand,
      openSupply: supply?.quantity ?? 0,
      nextAvailabilityDate: supply ? isoDate(supply.next) : null,
      demand: total,
      shortageQuantity: Math.max(0, total - onHand - (supply?.quantity ?? 0)),
      firstShortageDate: shortDay === null ? null : isoDate(shortDay),
      daysOfCoverage: daysOfCoverage(onHand, need, today),
      vendor: material?.vendor ?? "",
    };
  });
}
