/**
 * The demo backend's planning calculation (DESIGN §9.2 "The calculation"): pure functions, run in a worker
 * by ../run-simulation.ts. Handlers import from here.
 */
export type {
  ClauseRow,
  DemandLine,
  PlannedAvailability,
  PlannedLine,
  PlanningInput,
  PlanningRule,
  RuleOverrides,
  SimulationOutput,
  TransitTimeRow,
} from "./types";
export { PLANNING_KEY_HEADERS, PLANNING_TEMPLATE_COLUMNS, DEFAULT_PRIORITY } from "./template-columns";
export { demandFromTemplate } from "./demand-from-template";
export { demandFromOrdersBooked, enrichDemand } from "./demand-lines";
export { evaluateWhere, compileWhere } from "./where-clauses";
export { applyUpdates } from "./update-clauses";
export { applyRules, planningRules, ruleFromDryRun } from "./rules";
export {
  transitLookup,
  transitTimesFromRecords,
  DEFAULT_TRANSIT_DAYS,
  type Lane,
  type TransitLookup,
} from "./transit";
export { bomIndex, explode, type Requirement } from "./explosion";
export { VARIANT_SOURCES, type VariantSources } from "./variants";
export { demandForRules, DEFAULT_HORIZON_DAYS } from "./prepare-run";
export { simulate } from "./simulate";
export { allocate, allocationOrder, MAX_LIMITING } from "./allocation";
export { compareRuns, type ComparedShipments, type ShipmentEta } from "./compare-runs";
export { purchaseOrderOutlook, type PurchaseOrderOutlook } from "./purchase-order-outlook";
export {
  customsHandlingDays,
  etaShiftOf,
  shipmentArrivalDay,
  shipmentFinder,
  type EtaShift,
  type TrackedShipment,
} from "./shipment-eta";
export { dryRunRule, DRY_RUN_LINES } from "./dry-run";
export { capabilityByPlant, clearShareTrend, resultKpis, shortageByVendor } from "./reports";
