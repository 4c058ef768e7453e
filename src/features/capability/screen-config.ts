import type { PlanningModule } from "../../api/planning";

/** What a planning screen needs to know of its module (DESIGN §9.2): one page serves EDB, CTB and EFA. */
export interface PlanningScreenConfig {
  module: PlanningModule;
  backend: "default" | "apiEfa";
  /** The module's robot-process-log path on its backend, followed while a job waits. */
  logResource: string;
  /** The log's route in the app, where freshness stamps link to. */
  logRoute: string;
  moduloId: number;
  /** The registry entry of the module's robot schedule (Maintenance). */
  scheduleRoute: string;
  /** CTB and EFA keep every upload section on their Data Upload page: the template upload and its history too. */
  withTemplateUpload?: boolean;
  /** Where the simulation's result is read (the Download result route). */
  resultRoute: string;
}
