/**
 * One simulation run (DESIGN §9.2 The calculation), pure: the same input and variant always give the same
 * result. Steps: the variant's demand and stock (variants.ts); the rules over the demand lines (priority)
 * and over the open purchase-order lines (their lane, hence their arrival); the lines tracked shipments
 * carry, on the shipments' ETA (shipment-eta.ts); time-phased supply per component and plant; allocation in
 * priority then need-date order, and which lines the shipments moved (eta-shifts.ts); components availability.
 */
import type { SimulationVariant } from "../../../api/planning";
import { componentAvailability, demandByPair } from "./availability";
import { allocate, allocationOrder } from "./allocation";
import { withEtaShifts } from "./eta-shifts";
import { explode } from "./explosion";
import { preparedRun } from "./prepare-run";
import { applyCompiled, compileRules } from "./rules";
import { customsHandlingDays, shipmentFinder } from "./shipment-eta";
import { openSupply } from "./supply";
import { buildTimelines } from "./timeline";
import type { PlanningInput, SimulationOutput } from "./types";

export function simulate(input: PlanningInput, variant: SimulationVariant): SimulationOutput {
  const { tables } = input;
  const run = preparedRun(input, variant);
  const rules = compileRules(input.rules, input.now);
  const materials = new Map(tables.materials.map((material) => [material.material, material]));

  const demand = run.demand.map((line) => applyCompiled(line, rules));
  // A rule may move a line to another plant (or material): it then needs that plant's components.
  let moved = false;
  const requirements = demand.map((line, index) => {
    const before = run.demand[index];
    if (line.material === before.material && line.plant === before.plant) return run.requirements[index];
    moved = true;
    return explode(line, run.bom, tables.module);
  });
  const receipts = openSupply(variant, tables, {
    today: run.today,
    transit: run.transit,
    rules,
    materials,
    coverage: (key) => run.coverage.get(key) ?? null,
    shipmentOf: input.shipments?.length
      ? shipmentFinder(input.shipments, customsHandlingDays(input.customsHandlingDays), run.today)
      : undefined,
  });
  const timelines = buildTimelines(run.stock, receipts, run.today, run.horizonEnd);
  const order = allocationOrder(demand);
  const lines = withEtaShifts(allocate(demand, requirements, timelines, run.today, order), {
    requirements,
    order,
    stock: run.stock,
    receipts,
    timelines,
    today: run.today,
    horizonEnd: run.horizonEnd,
  });
  const pairDemand = !moved ? run.pairDemand : demandByPair(demand, requirements, run.today);
  const availability = componentAvailability({
    demand: pairDemand,
    stock: run.stock,
    receipts,
    timelines,
    materials,
    today: run.today,
    horizonEnd: run.horizonEnd,
  });
  return { lines, availability };
}
