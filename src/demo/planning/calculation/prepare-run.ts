/**
 * A run's demand as the rules see it (DESIGN §9.2): the variant's demand, its master-data columns filled,
 * exploded through the bill of materials, and each line's coverage: the days of coverage of its scarcest
 * component, so a rule can select lines by coverage ("coverage lt 3", as the seeded CRITICAL rule does).
 */
import type { SimulationVariant } from "../../../api/planning";
import { dayNumber } from "../dates";
import type { SapTables } from "../sap-types";
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
      const days = coverage.get(requirement.pair) ?? null;
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
 * Runs prepared from the orders booked, kept per tables: the shipments' cargo reads the purchase-order run of
 * the seed's tables (purchase-order-outlook.ts) that the seeded purchase-order runs then simulate. Nothing
 * changes a prepared run after it is made.
 */
const preparedFromOrders = new WeakMap<SapTables, Map<string, PreparedRun>>();

/** prepareRun, kept when its demand is the orders booked (the input's own demand is then not read). */
export function preparedRun(input: Omit<PlanningInput, "rules">, variant: SimulationVariant): PreparedRun {
  if (VARIANT_SOURCES[variant].demand !== "ordersBooked") return prepareRun(input, variant);
  const key = `${variant}|${dayNumber(input.now)}|${input.horizonDays ?? DEFAULT_HORIZON_DAYS}|${JSON.stringify(input.transitTimes)}`;
  let runs = preparedFromOrders.get(input.tables);
  if (!runs) {
    runs = new Map();
    preparedFromOrders.set(input.tables, runs);
  }
  let run = runs.get(key);
  if (!run) {
    run = prepareRun(input, variant);
    runs.set(key, run);
  }
  return run;
}

/**
 * The demand lines a rule's dry run reads (POST /edb/sys-roles/dry-run): the input's demand (the uploaded
 * template, else the orders booked) with the columns the rules select by, before any rule.
 */
export const demandForRules = (input: Omit<PlanningInput, "rules">): DemandLine[] =>
  prepareRun(input, "zmardZpovis").demand;
