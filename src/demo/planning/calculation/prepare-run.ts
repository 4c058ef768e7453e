/**
 * A run's demand as the rules see it (DESIGN §9.2): the variant's demand, its master-data columns filled,
 * exploded through the bill of materials, and each line's coverage: the days of coverage of its scarcest
 * component, so a rule can select lines by coverage ("coverage lt 3", as the seeded CRITICAL rule does).
 */
import type { SimulationVariant } from "../../../api/planning";
import { dayNumber } from "../dates";
import { pairKey } from "../pair-key";
import { demandByPair, daysOfCoverage, type PairDemand } from "./availability";
import { demandFromOrdersBooked, enrichDemand } from "./demand-lines";
import { bomIndex, explode, type BomIndex, type Requirement } from "./explosion";
import { stockOnHand } from "./supply";
import { transitLookup, type TransitLookup } from "./transit";
import type { DemandLine, PlanningInput } from "./types";
import { VARIANT_SOURCES } from "./variants";

export const DEFAULT_HORIZON_DAYS = 180;

export interface PreparedRun {
  today: number;
  horizonEnd: number;
  bom: BomIndex;
  transit: TransitLookup;
  stock: Map<string, number>;
  /** The demand lines before any rule, their coverage filled. */
  demand: DemandLine[];
  /** What each of those lines needs. */
  requirements: Requirement[][];
  /** Demand per pair, from those requirements. */
  pairDemand: Map<string, PairDemand>;
  /** Days of coverage per pair (pairKey). */
  coverage: Map<string, number | null>;
}

export function prepareRun(input: Omit<PlanningInput, "rules">, variant: SimulationVariant): PreparedRun {
  const { tables } = input;
  const today = dayNumber(input.now);
  const transit = transitLookup(input.transitTimes);
  const raw =
    VARIANT_SOURCES[variant].demand === "ordersBooked" ? demandFromOrdersBooked(tables) : input.demand;
  const enriched = enrichDemand(raw, tables, transit);
  const bom = bomIndex(tables.bom);
  const requirements = enriched.map((line) => explode(line, bom, tables.module));
  const stock = stockOnHand(variant, tables);
  const pairDemand = demandByPair(enriched, requirements, today);
  const coverage = new Map<string, number | null>();
  for (const [key, demand] of pairDemand)
    coverage.set(key, daysOfCoverage(stock.get(key) ?? 0, demand, today));
  const demand = enriched.map((line, index) => {
    let scarcest: number | null = null;
    for (const requirement of requirements[index]) {
      const days = coverage.get(pairKey(requirement.component, requirement.plant)) ?? null;
      if (days !== null && (scarcest === null || days < scarcest)) scarcest = days;
    }
    return { ...line, coverage: scarcest };
  });
  return {
    today,
    horizonEnd: today + (input.horizonDays ?? DEFAULT_HORIZON_DAYS),
    bom,
    transit,
    stock,
    demand,
    requirements,
    pairDemand,
    coverage,
  };
}

/**
 * The demand lines a rule's dry run reads (POST /edb/sys-roles/dry-run): the input's demand (the uploaded
 * template, else the orders booked) with the columns the rules select by, before any rule.
 */
export const demandForRules = (input: Omit<PlanningInput, "rules">): DemandLine[] =>
  prepareRun(input, "zmardZpovis").demand;
