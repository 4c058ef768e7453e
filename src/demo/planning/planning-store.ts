/**
 * What the demo backend knows of a module's planning (DESIGN §9.2, §9.5): the SAP tables of its current sync
 * (generated, never stored: a pure function of the seed day, module and sync count), its uploads, and its
 * simulation runs. A run stores its inputs, not its result: the result is computed when first read, in a
 * worker (run-request.ts), and kept in memory for as long as the tab lives, so the stored database stays
 * small. EDB and CTB runs read the tracked shipments as they stood at the run (tracked-shipments.ts).
 */
import {
  CUSTOMS_HANDLING_DAYS_PARAMETER,
  DEFAULT_CUSTOMS_HANDLING_DAYS,
  type Id,
  type RobotProcessLog,
} from "../../api/contract";
import type { ResultLine, SimulationVariant, TemplateLine } from "../../api/planning";
import { parseColumns, type TemplateColumn } from "../../domain/template-model";
import { localDay } from "../../domain/calendar-day";
import type { DemoReader } from "../store/draft";
import type { Row } from "../store/snapshot";
import {
  customsHandlingDays,
  demandFromOrdersBooked,
  demandFromTemplate,
  planningRules,
  transitTimesFromRecords,
  type DemandLine,
} from "./calculation";
import { syncCountOf } from "./jobs";
import type { PlanningModuleSetup } from "./modules";
import type { RunRequest } from "./run-request";
import type { RunResult } from "./run-result";
import { runInboxLines, runSimulation } from "./run-simulation";
import { cachedSapTables, type SapTables } from "./sap-tables";
import { inboxLines } from "./worker-tasks";
import { compareCodeUnits } from "../code-unit-order";
import { seedCapabilityRules } from "../seed/capability-rules";
import { seedMaintenance } from "../seed/maintenance";

export type { RunResult } from "./run-result";

export const RULES_COLLECTION = "edb/sys-roles";
export const TRANSIT_TIMES_COLLECTION = "edb/edb-transit-time";

/** A simulation run as stored: what it read, so its result can be computed again the same way. */
export interface RunRecord {
  id: Id;
  logId: Id;
  variant: SimulationVariant;
  /** The upload whose lines were the demand; null for the orders booked. */
  uploadId: Id | null;
  syncCount: number;
  /** ISO date-time the run counts as made at. */
  date: string;
  lines: number;
  /** The rules and transit times as they were at the run; absent on seeded runs (then: as seeded). */
  rules?: Row[];
  transitTimes?: Row[];
  /** Customs and handling days after a shipment's ETA at the run; absent on seeded runs (then: as seeded). */
  customsHandlingDays?: number;
}

const isRun = (row: Row): row is Row & RunRecord =>
  typeof row.logId === "number" && typeof row.variant === "string" && typeof row.date === "string";

export const tablesFor = (db: DemoReader, module: PlanningModuleSetup, syncCount: number): SapTables =>
  cachedSapTables({ seededAt: db.seededAt, module: module.module, syncCount });

export const currentTables = (db: DemoReader, module: PlanningModuleSetup): SapTables =>
  tablesFor(db, module, syncCountOf(db, module));

/** The module's configurable template (the first of its collection): what its uploads are checked against. */
export function templateOf(db: DemoReader, module: PlanningModuleSetup): { name: string; columns: TemplateColumn[] } | null {
  const row = db.list(module.templateCollection, module.namespace)[0];
  return row ? { name: String(row.name ?? ""), columns: parseColumns(row.columns) } : null;
}

/** The lines an upload held, as stored beside it in `where` (any upload target's lines collection). */
export function uploadLinesOf(
  db: DemoReader,
  where: Pick<PlanningModuleSetup, "uploadLinesCollection" | "namespace">,
  uploadId: Id,
): TemplateLine[] | null {
  const row = db.list(where.uploadLinesCollection, where.namespace).find((candidate) => candidate.uploadId === uploadId);
  return row && Array.isArray(row.lines) ? (row.lines as TemplateLine[]) : null;
}

/** The newest upload of the module, if any: a simulation's demand when one was uploaded. */
export function latestUploadId(db: DemoReader, module: PlanningModuleSetup): Id | null {
  const uploads = db.list(module.uploadsCollection, module.namespace);
  return uploads.reduce<Row | undefined>(
    (newest, row) => (!newest || String(row.updateDate) > String(newest.updateDate) ? row : newest),
    undefined,
  )?.id ?? null;
}

/** The module's runs whose log entry ended in success or empty, oldest first. */
export function finishedRuns(db: DemoReader, module: PlanningModuleSetup): { run: RunRecord; entry: RobotProcessLog }[] {
  return db
    .list(module.runsCollection, module.namespace)
    .filter(isRun)
    .map((run) => ({ run, entry: db.get(module.logCollection, run.logId, module.namespace) as RobotProcessLog | undefined }))
    .filter((found): found is { run: Row & RunRecord; entry: RobotProcessLog } =>
      found.entry !== undefined && (found.entry.type === "success" || found.entry.type === "empty"),
    )
    .sort((a, b) => compareCodeUnits(a.run.date, b.run.date) || a.run.id - b.run.id);
}

/** An upload's lines through the module's template; null without an upload, its lines or a template. */
function uploadedDemand(db: DemoReader, module: PlanningModuleSetup, uploadId: Id | null): DemandLine[] | null {
  if (uploadId === null) return null;
  const lines = uploadLinesOf(db, module, uploadId);
  const template = lines ? templateOf(db, module) : null;
  return lines && template ? demandFromTemplate(module.module, template.columns, lines) : null;
}

/** The demand a run reads: its upload's lines through the template, else the orders booked. */
export const demandOf = (db: DemoReader, module: PlanningModuleSetup, tables: SapTables, uploadId: Id | null): DemandLine[] =>
  uploadedDemand(db, module, uploadId) ?? demandFromOrdersBooked(tables);

/** The parameter-system row of customs and handling days, as whole days. */
export const customsHandlingDaysOf = (db: DemoReader): number =>
  customsHandlingDays(db.list("parameter-system").find((row) => row.name === CUSTOMS_HANDLING_DAYS_PARAMETER)?.value);

/**
 * What the seeded runs read: the rules and transit times as seeded (customs and handling days: the seeded
 * default). Read from the collections as stored now, a rule edited since changed the result of a run that
 * had finished, differently in each tab as each computed it.
 */
let seededInputs: { seededAt: string; rules: Row[]; transitTimes: Row[] } | undefined;
function inputsAtSeed(seededAt: string) {
  if (seededInputs?.seededAt !== seededAt) {
    const at = new Date(seededAt);
    seededInputs = {
      seededAt,
      rules: seedCapabilityRules(at).api?.[RULES_COLLECTION] ?? [],
      transitTimes: seedMaintenance(at).api?.[TRANSIT_TIMES_COLLECTION] ?? [],
    };
  }
  return seededInputs;
}

/** What a run's result is computed from: its stored inputs; the tables and shipments are rebuilt from the seed. */
export function runRequest(db: DemoReader, module: PlanningModuleSetup, run: RunRecord): RunRequest {
  return {
    seededAt: db.seededAt,
    module: module.module,
    followsShipments: module.followsShipments,
    syncCount: run.syncCount,
    variant: run.variant,
    date: run.date,
    day: localDay(new Date(run.date)),
    demand: uploadedDemand(db, module, run.uploadId),
    transitTimes: transitTimesFromRecords(run.transitTimes ?? inputsAtSeed(db.seededAt).transitTimes),
    rules: planningRules(run.rules ?? inputsAtSeed(db.seededAt).rules),
    customsHandlingDays: run.customsHandlingDays ?? DEFAULT_CUSTOMS_HANDLING_DAYS,
  };
}

const results = new Map<string, Promise<RunResult>>();
const linesForTheInbox = new Map<string, Promise<ResultLine[]>>();

const runKey = (db: DemoReader, module: PlanningModuleSetup, run: RunRecord) =>
  `${db.seededAt}|${module.module}|${run.id}|${run.logId}|${run.date}`;

/** What is kept under `key`, computed when missing; a failed computation is not kept: the next read tries again. */
function kept<Value>(cache: Map<string, Promise<Value>>, key: string, compute: () => Promise<Value>): Promise<Value> {
  let value = cache.get(key);
  if (!value) {
    if (cache.size >= 12) cache.clear();
    value = compute();
    value.catch(() => cache.delete(key));
    cache.set(key, value);
  }
  return value;
}

/** A run's result, computed once per tab (in the worker where there is one) and then kept. */
export const resultOf = (db: DemoReader, module: PlanningModuleSetup, run: RunRecord): Promise<RunResult> =>
  kept(results, runKey(db, module, run), () => runSimulation(runRequest(db, module, run)));

/**
 * The lines of a run's result the exception inbox reads (worker-tasks.ts): taken from the whole result when a
 * screen has read it, else only they come out of the worker, which keeps the whole for the result screens.
 */
export function inboxLinesOf(db: DemoReader, module: PlanningModuleSetup, run: RunRecord): Promise<ResultLine[]> {
  const key = runKey(db, module, run);
  const whole = results.get(key);
  return kept(linesForTheInbox, key, () =>
    whole ? whole.then(({ lines }) => inboxLines(lines)) : runInboxLines(runRequest(db, module, run)),
  );
}
