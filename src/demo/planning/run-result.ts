import type { ComponentAvailability, ResultLine } from "../../api/planning";
import type { ShipmentEta } from "./calculation";

/** A simulation run's result, as the result screens, the reports and the inbox read it. */
export interface RunResult {
  lines: ResultLine[];
  availability: ComponentAvailability[];
  /** The tracked shipments' ETAs the run read, for CTB's day-over-day comparison. */
  shipments: ShipmentEta[];
}
