/**
 * The HTTP contract of the planners' loop (SPEC §1 General module, DESIGN §9.1, §9.2): SAP sync, template
 * uploads, simulations and their results, for the three modules EDB (material capability), CTB and EFA.
 * Shared by the app's calls and the demo backend; the README lists each endpoint for a real backend.
 *
 * Every path is relative to a module's base path on its backend (planningBasePath): EDB and CTB live on the
 * default backend, EFA on the EFA backend.
 */
import type { Id, RobotProcessLog } from "./contract";

export const PLANNING_MODULES = ["edb", "ctb", "efa"] as const;
export type PlanningModule = (typeof PLANNING_MODULES)[number];

/** Where a module's calls live on its backend. */
export const planningBasePath: Record<PlanningModule, string> = {
  edb: "/material-capability",
  ctb: "/ctb",
  efa: "/material-capability",
};

/** The three simulation variants of SPEC §1, by the supply sources each one reads. */
export const SIMULATION_VARIANTS = ["purchaseOrder", "zmardZpovis", "mrp"] as const;
export type SimulationVariant = (typeof SIMULATION_VARIANTS)[number];

/** One SAP source a module reads (a robot-pipeline row), with what its last download brought. */
export interface SapSource {
  /** The SAP transaction, e.g. "ZMARD". */
  transaction: string;
  /** The robot-pipeline row that downloads it. */
  pipelineId: Id;
  /** The robot-pipeline's name. */
  name: string;
  /** Rows the last successful download holds. */
  rows: number;
  /**
   * When that successful download ran (ISO date-time), null when none did: a later run that failed or found the
   * SAP table empty leaves these rows in place, and the screen says from when they are.
   */
  rowsDate: string | null;
  /** The last download run (any status), or null when it never ran. */
  lastRun: RobotProcessLog | null;
  /** The SAP user the robot signs in as. */
  sapUser: string;
}

/** GET {base}/template: the module's configurable template, and the headers that identify a line. */
export interface PlanningTemplate {
  name: string;
  columns: { header: string; type: string; required: boolean; example: string }[];
  keyHeaders: string[];
}

/** POST {base}/simulations: the variant to run. */
export interface SimulationRequest {
  variant: SimulationVariant;
}

/**
 * An uploaded template file (SPEC §3's components availability file: filename, size, update date, username),
 * with the lines it held.
 */
export interface UploadRecord {
  id: Id;
  filename: string;
  /** Bytes. */
  size: number;
  /** Data lines (the header row not counted). */
  rows: number;
  /** ISO date-time of the upload. */
  updateDate: string;
  /** The login name of who uploaded it. */
  username: string;
}

/**
 * One data line of an uploaded template, keyed by the template's headers as written in it. Cells keep the
 * types the sheet had: text, number, or an ISO date (yyyy-mm-dd).
 */
export type TemplateLine = Record<string, string | number | null>;

/** GET {base}/uploads/{id}/lines: the lines of an upload, to compare a new file with the previous one. */
export interface UploadLines {
  upload: UploadRecord;
  /** The template headers that identify a line (the order's key and its material), in order. */
  keyHeaders: string[];
  lines: TemplateLine[];
}

/** SPEC §4/§8: a result line can be built in full (clear), in part (partial), or not at all now (short). */
export const RESULT_STATUSES = ["clear", "partial", "short"] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** One demand line of a simulation's result (GET {base}/result-lines, a generic list). */
export interface ResultLine {
  id: Id;
  /** The order's key (sales order / work order and item). */
  orderKey: string;
  /** The product or material demanded. */
  material: string;
  plant: string;
  /** ISO date the demand is needed. */
  needDate: string;
  /** Lower is more urgent. */
  priority: number;
  quantity: number;
  /** What can be built now with the supply on hand. */
  buildableNow: number;
  /** ISO date on which the whole quantity can be built; null when supply in sight never covers it. */
  clearDate: string | null;
  /** Days the clear date lies after the need date (0 when on time; null when never clear). */
  daysLate: number | null;
  /** The components that limit the line, comma-separated, most limiting first. */
  limitingComponents: string;
  status: ResultStatus;
  mrpController: string;
  /**
   * Days the tracked shipments' ETAs moved the clear-to-build date against the dates the purchase orders
   * alone give (positive: later); null when no shipment moved it, and always in EFA (no tracked shipments).
   */
  etaShiftDays: number | null;
  /** The tracked shipment that moved the line (GET /edb/transport-tracking-shipments/{id}); null as above. */
  shipmentId: Id | null;
  trackingNumber: string | null;
}

/** GET {base}/result: the latest simulation run and its figures. */
export interface ResultSummary {
  /** The latest simulation's log entry (waiting, success, error or empty), or null when none ran. */
  run: RobotProcessLog | null;
  /**
   * The run the result lines, KPIs and file come from: the latest that ended in success or empty. It differs
   * from `run` while a newer simulation waits or after one failed.
   */
  resultRun: RobotProcessLog | null;
  variant: SimulationVariant | null;
  kpis: { clear: number; partial: number; short: number; quantityShort: number };
  /** Whether a result file can be downloaded (a successful, non-empty run). */
  downloadable: boolean;
  /** The lines of the result. */
  lines: number;
}

/** GET {base}/components-availability (a generic list): supply against demand per component and plant. */
export interface ComponentAvailability {
  id: Id;
  component: string;
  description: string;
  plant: string;
  stock: number;
  openSupply: number;
  /** ISO date of the next open supply's availability (delivery plus transit), or null. */
  nextAvailabilityDate: string | null;
  demand: number;
  shortageQuantity: number;
  /** ISO date on which cumulative demand first exceeds cumulative supply, or null. */
  firstShortageDate: string | null;
  /** Days the stock covers the demand at its average daily rate; null when there is no demand. */
  daysOfCoverage: number | null;
  vendor: string;
}

/** CTB compares each run with the previous one (GET /ctb/result-changes, a generic list). */
export const RESULT_CHANGE_KINDS = ["newShortage", "resolvedShortage", "slipped", "improved"] as const;
export type ResultChangeKind = (typeof RESULT_CHANGE_KINDS)[number];

/** Why a line's clear date moved, when the comparison can name it: the ETA of the shipment it waits for slipped. */
export const RESULT_CHANGE_CAUSES = ["shipmentEta"] as const;
export type ResultChangeCause = (typeof RESULT_CHANGE_CAUSES)[number];

export interface ResultChange {
  id: Id;
  kind: ResultChangeKind;
  orderKey: string;
  material: string;
  plant: string;
  previousClearDate: string | null;
  currentClearDate: string | null;
  /** Days the clear date moved: positive when it slipped, negative when it improved. */
  days: number | null;
  /** Null when the comparison names no cause. */
  cause: ResultChangeCause | null;
  /** With cause shipmentEta: the shipment whose ETA slipped, and by how many days since the previous run. */
  shipmentId: Id | null;
  trackingNumber: string | null;
  etaSlipDays: number | null;
}

/** POST /edb/sys-roles/dry-run: a rule's clauses as edited, before saving. */
export interface RuleDryRunRequest {
  transitTime?: number | null;
  coverage?: number | null;
  priority?: number | null;
  availabilityDate?: string | null;
  modal?: string | null;
  origin?: string | null;
  updateClauses: { column: string; operator: string; connector: string; value: string }[];
  whereClauses: { column: string; operator: string; connector: string; value: string }[];
}

/** One demand line a rule selects, with the fields its update clauses change. */
export interface RuleDryRunLine {
  orderKey: string;
  material: string;
  plant: string;
  changes: { field: string; before: string | number | null; after: string | number | null }[];
}

export interface RuleDryRunResult {
  /** How many current demand lines the where clauses select. */
  matched: number;
  /** Of all current demand lines. */
  total: number;
  /** The first lines selected (at most 200). */
  lines: RuleDryRunLine[];
}

/** EFA reports (GET /material-capability/reports/{report} on the EFA backend). */
export interface CapabilityByPlantRow {
  plant: string;
  mrpController: string;
  clear: number;
  partial: number;
  short: number;
  /** Share of lines clear, 0–1. */
  clearShare: number;
}

export interface ShortageByVendorRow {
  vendor: string;
  components: number;
  shortageQuantity: number;
  linesAffected: number;
}

export interface ClearShareTrendRow {
  runId: Id;
  /** ISO date-time of the run. */
  date: string;
  clearShare: number;
  lines: number;
}

export const planningEndpoints = {
  sapSources: "/sap-sources",
  /** The module's configurable template: what an upload is checked against (PlanningTemplate). */
  template: "/template",
  sync: "/sync",
  simulations: "/simulations",
  uploads: "/uploads",
  uploadFile: (id: Id) => `/uploads/${id}/file`,
  uploadLines: (id: Id) => `/uploads/${id}/lines`,
  result: "/result",
  resultFile: "/result/file",
  /** Generic lists (simple-rest): below the base path, without the leading slash. */
  resultLines: "result-lines",
  resultChanges: "result-changes",
  componentsAvailability: "components-availability",
  reports: {
    capabilityByPlant: "/reports/capability-by-plant",
    shortageByVendor: "/reports/shortage-by-vendor",
    clearShareTrend: "/reports/clear-share-trend",
  },
  ruleDryRun: "/edb/sys-roles/dry-run",
} as const;

/** The path of a module's call: its base path, then the endpoint. */
export const planningPath = (module: PlanningModule, endpoint: string): string =>
  `${planningBasePath[module]}${endpoint.startsWith("/") ? "" : "/"}${endpoint}`;

/** The answer of a refused second start (409): the waiting job's log entry, and the server's message. */
export interface JobBusyBody {
  message: string;
  waiting: RobotProcessLog;
}
