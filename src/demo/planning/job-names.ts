/** How the planning jobs sign their log entries (SPEC §3 robotprocess and routine). */
import type { SimulationVariant } from "../../api/planning";

export const SYNC_ROBOT = "SAP_SYNC";
export const SYNC_ROUTINE = "SAP sync (manual)";
export const SIMULATION_ROBOT = "SIMULATION";
export const SIMULATION_ROUTINES: Readonly<Record<SimulationVariant, string>> = {
  purchaseOrder: "Simulation: purchase orders on ZMARD stock and orders booked",
  zmardZpovis: "Simulation: ZMARD stock with ZPOVIS inputs",
  mrp: "Simulation: MRP list (MD06)",
};


/** Per module, how many SAP syncs ran since the seed: each one is a fresh download of the tables. */
export const STATE_COLLECTION = "planning-state";
