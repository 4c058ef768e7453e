/**
 * The shapes the planning calculation works on (DESIGN §9.2 "The calculation"): demand lines as the Orders
 * Book rules see them, the rules themselves, the transit-time table and one run's input and output.
 */
import type { Id } from "../../../api/contract";
import type { ComponentAvailability, ResultLine } from "../../../api/planning";
import type { Clause, Column } from "../../../domain/clause-model";
import type { SapTables } from "../sap-types";
import type { TrackedShipment } from "./shipment-eta";

/** The clause columns that hold numbers. */
export type NumericColumn = "coverage" | "transitTime" | "priority";

/**
 * A row the rules' clauses read and write: one field per column of the clause model (src/domain/clause-model.ts
 * COLUMNS). Orders-book lines and open purchase-order lines are both such rows.
 */
export type ClauseRow = {
  [K in Column]: K extends NumericColumn
    ? number | null
    : K extends "availabilityDate" | "status"
      ? string | null
      : string;
};

/** One line of demand: an order (or work order) for a material at a plant, with the columns rules read. */
export interface DemandLine extends ClauseRow {
  orderKey: string;
  quantity: number;
  /** ISO date the line is needed. */
  needDate: string;
  /** 1 is the most urgent; allocation serves lower numbers first. */
  priority: number;
}

/** The lane fields a rule record holds besides its clauses (SPEC §3): what it sets on the rows it selects. */
export interface RuleOverrides {
  transitTime?: number | null;
  coverage?: number | null;
  priority?: number | null;
  /** ISO date, or "+N"/"-N" days from the run's day. */
  availabilityDate?: string | null;
  modal?: string | null;
  origin?: string | null;
}

/** An Orders Book calculation rule (edb/sys-roles) as the calculation applies it. */
export interface PlanningRule extends RuleOverrides {
  id?: Id;
  group?: string;
  sequency: number;
  active: boolean;
  updateClauses: Clause[];
  whereClauses: Clause[];
}

/** A row of the transit-time table (edb/edb-transit-time). */
export interface TransitTimeRow {
  modal: string;
  continent: string;
  /** The country the goods ship from. */
  countryCode: string;
  transitTime: number;
  /** The vendor the row is kept for, "" when it is for any vendor of the country. */
  vendor: string;
}

/** Everything one simulation run reads. Plain data, so it crosses into the worker by structured clone. */
export interface PlanningInput {
  /** ISO date-time of the run: its day is "today" of the time-phased calculation. */
  now: string;
  /** The demand to plan: the uploaded template's lines, else the orders booked (demandFromOrdersBooked). */
  demand: DemandLine[];
  tables: SapTables;
  transitTimes: TransitTimeRow[];
  rules: PlanningRule[];
  /** Days from today supply is looked for; supply later than that is out of sight. Default 180. */
  horizonDays?: number;
  /**
   * The tracked shipments as known at the run, with what they carry: the purchase-order lines they carry
   * arrive on their ETA (shipment-eta.ts). None (EFA): every line on its purchase order's own date.
   */
  shipments?: TrackedShipment[];
  /** Days customs clearance and handling take after a shipment's ETA (parameter-system customsHandlingDays). */
  customsHandlingDays?: number;
}

export type PlannedLine = Omit<ResultLine, "id">;
export type PlannedAvailability = Omit<ComponentAvailability, "id">;

export interface SimulationOutput {
  lines: PlannedLine[];
  availability: PlannedAvailability[];
}
