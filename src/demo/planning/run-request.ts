/**
 * A simulation run's result, computed from what is stored and what is generated (DESIGN §9.2, §9.5). The SAP
 * tables, the tracked shipments and what they carry are pure functions of the seed time, so a request carries
 * only the stored inputs (rules, transit times, customs and handling days, an upload's demand) and whoever
 * computes it rebuilds the rest: the worker then does all of the work, and the page's thread none of it.
 */
import type { Id, ShipmentCargo } from "../../api/contract";
import type { PlanningModule, SimulationVariant } from "../../api/planning";
import { createShipmentCargo } from "../seed/shipment-cargo";
import { newestSeededSyncs } from "../seed/robot-logs";
import { createTrackingShipments } from "../seed/transport-tracking";
import {
  demandFromOrdersBooked,
  simulate,
  type DemandLine,
  type PlanningInput,
  type PlanningRule,
  type TransitTimeRow,
} from "./calculation";
import type { RunResult } from "./run-result";
import { cachedSapTables } from "./sap-tables";
import { trackedShipmentsAt, type EtaSource } from "./tracked-shipments";

export interface RunRequest {
  seededAt: string;
  module: PlanningModule;
  /** Whether the module's purchase orders travel in tracked shipments (EDB, CTB). */
  followsShipments: boolean;
  syncCount: number;
  variant: SimulationVariant;
  /** ISO date-time the run counts as made at. */
  date: string;
  /**
   * The calendar day it was made on, on the planner's clock: the calculation's "today". From 21:00 in São
   * Paulo the date-time's UTC day is already tomorrow, which made stock on hand clear a line one day late.
   */
  day: string;
  /** The uploaded template's lines; null: the orders booked of the run's tables. */
  demand: DemandLine[] | null;
  rules: PlanningRule[];
  transitTimes: TransitTimeRow[];
  customsHandlingDays: number;
}

/** What a tab about to read the newest results can have built before it asks (DESIGN §9.6). */
export interface WarmRequest {
  seededAt: string;
}

/** The shipments and their cargo of one seed time: kept, since every EDB and CTB run of the tab reads them. */
let lastShipments: { seededAt: string; details: EtaSource[]; cargo: (ShipmentCargo & { id: Id })[] } | undefined;

function shipmentsOf(seededAt: string) {
  if (lastShipments?.seededAt !== seededAt) {
    const at = new Date(seededAt);
    lastShipments = { seededAt, details: createTrackingShipments(at), cargo: createShipmentCargo(at) };
  }
  return lastShipments;
}

/** Builds what the newest seeded runs read, the tracked shipments and their cargo, and keeps it for the runs. */
export function warmRuns({ seededAt }: WarmRequest): void {
  shipmentsOf(seededAt);
  for (const { module, syncCount } of newestSeededSyncs()) cachedSapTables({ seededAt, module, syncCount });
}

export function computeRun(request: RunRequest): RunResult {
  const { seededAt, module, syncCount } = request;
  const tables = cachedSapTables({ seededAt, module, syncCount });
  // Tracking news after the seed time is not generated: a later run reads the shipments as they stand now.
  const at = Math.min(Date.parse(request.date), Date.parse(seededAt));
  const seeded = request.followsShipments ? shipmentsOf(seededAt) : undefined;
  const shipments = seeded && trackedShipmentsAt(seeded.details, seeded.cargo, at);
  const input: PlanningInput = {
    now: request.day,
    demand: request.demand ?? demandFromOrdersBooked(tables),
    tables,
    transitTimes: request.transitTimes,
    rules: request.rules,
    ...(shipments && { shipments, customsHandlingDays: request.customsHandlingDays }),
  };
  const output = simulate(input, request.variant);
  return {
    lines: output.lines.map((line, index) => ({ id: index + 1, ...line })),
    availability: output.availability.map((row, index) => ({ id: index + 1, ...row })),
    shipments: (shipments ?? []).map(({ id, trackingNumber, eta }) => ({ id, trackingNumber, eta })),
  };
}
