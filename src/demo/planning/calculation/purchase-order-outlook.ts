/**
 * Open purchase orders as a purchase-order run sees them before any shipment (DESIGN §9.2): the day each line
 * is at its plant by its own date (delivery as ordered plus its lane's transit, the Orders Book rules
 * applied), and the components short at their plant (demand through the bill of materials above stock).
 * What the demo's shipment bookings are matched against (src/demo/seed/shipment-cargo.ts). Pure.
 */
import { preparedRun } from "./prepare-run";
import { compileRules } from "./rules";
import { arrivalDay } from "./supply";
import type { PlanningInput } from "./types";

export interface PurchaseOrderOutlook {
  /** By "poNumber/poItem": the day the line is at its plant. */
  days: Map<string, number>;
  /** pairKeys of the components whose demand exceeds their stock at the plant. */
  short: Set<string>;
}

export function purchaseOrderOutlook(input: Omit<PlanningInput, "demand">): PurchaseOrderOutlook {
  const { tables } = input;
  const run = preparedRun({ ...input, demand: [] }, "purchaseOrder");
  const context = {
    today: run.today,
    transit: run.transit,
    rules: compileRules(input.rules, input.now),
    materials: new Map(tables.materials.map((material) => [material.material, material])),
    coverage: (key: string) => run.coverage.get(key) ?? null,
  };
  const days = new Map(
    tables.purchaseOrders.map((line) => [`${line.poNumber}/${line.poItem}`, arrivalDay(line, line.deliveryDate, context)]),
  );
  const short = new Set([...run.pairDemand].filter(([key, demand]) => demand.total > (run.stock.get(key) ?? 0)).map(([key]) => key));
  return { days, short };
}
