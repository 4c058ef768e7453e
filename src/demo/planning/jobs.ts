/**
 * The planning modules' jobs as the demo backend runs them (DESIGN §9.1): a start answers at once with a log
 * entry in status waiting; the job ends when it is due, and ends the same way whichever tab or request reads
 * it first, so a reload mid-job loses nothing. Its bookkeeping (kind, due time, inputs) lives in a
 * collection of its own, so the log entry keeps SPEC §3's fields only.
 */
import { sapUserOfModule } from "../sap-users";
import type { Id, RobotProcessLog, RobotStatus } from "../../api/contract";
import type { SimulationVariant } from "../../api/planning";
import type { DemoReader, DemoWriter } from "../store/draft";
import type { Row } from "../store/snapshot";
import type { PlanningModuleSetup } from "./modules";
import { ROBOT_STATUS_MESSAGES, runTime, SOURCE_ROUTINES } from "../seed/robot-logs";
import { SIMULATION_ROBOT, SIMULATION_ROUTINES, STATE_COLLECTION, SYNC_ROBOT, SYNC_ROUTINE } from "./job-names";

export { STATE_COLLECTION };

export const JOBS_COLLECTION = "planning-jobs";

export type JobKind = "sync" | "simulation";

/** What a job's bookkeeping row holds. */
export interface JobRecord {
  id: Id;
  module: string;
  kind: JobKind;
  logId: Id;
  /** Epoch milliseconds at which the job ends. */
  dueAt: number;
  /** Whether it ends in error (scmDemoFaults.failJobs). */
  fails: boolean;
  settled: boolean;
  variant: SimulationVariant | null;
  /** The upload whose lines are the demand, or null for orders booked. */
  uploadId: Id | null;
}

/** How long the demo's jobs take: long enough to see them wait, short enough not to bore. */
export interface JobDurations {
  sync: number;
  simulation: number;
}
export const DEFAULT_JOB_DURATIONS: JobDurations = { sync: 4_000, simulation: 2_500 };

const isJob = (row: Row): row is Row & JobRecord =>
  typeof row.module === "string" && typeof row.logId === "number" && typeof row.dueAt === "number";

export const jobsOf = (db: DemoReader, module: PlanningModuleSetup): JobRecord[] =>
  db
    .list(JOBS_COLLECTION)
    .filter(isJob)
    .filter((job) => job.module === module.module);

export const logEntryOf = (db: DemoReader, module: PlanningModuleSetup, id: Id): RobotProcessLog | undefined =>
  db.get(module.logCollection, id, module.namespace) as RobotProcessLog | undefined;

/** The job of the module still waiting, if any: a second start is refused while it waits (SPEC §5). */
export function waitingJob(db: DemoReader, module: PlanningModuleSetup): RobotProcessLog | undefined {
  for (const job of jobsOf(db, module)) {
    if (job.settled) continue;
    const entry = logEntryOf(db, module, job.logId);
    if (entry?.type === "waiting") return entry;
  }
  return undefined;
}

/** How many SAP syncs the module ran since the seed: each one is a fresh download of the SAP tables. */
export function syncCountOf(db: DemoReader, module: PlanningModuleSetup): number {
  const row = db.list(STATE_COLLECTION).find((state) => state.module === module.module);
  return typeof row?.syncCount === "number" ? row.syncCount : 0;
}

/** A job's run time in whole seconds: at least one, since a job that ran never shows 00:00:00. */
const duration = (ms: number) => runTime(Math.max(1, Math.round(ms / 1000)));

/** Starts a job: its log entry, waiting, and its bookkeeping. */
export function startJob(
  tx: DemoWriter,
  module: PlanningModuleSetup,
  start: { kind: JobKind; now: Date; durationMs: number; fails: boolean; variant?: SimulationVariant; uploadId?: Id | null },
): RobotProcessLog {
  const entry = tx.insert(
    module.logCollection,
    {
      routine: start.kind === "sync" ? SYNC_ROUTINE : SIMULATION_ROUTINES[start.variant ?? "purchaseOrder"],
      date: start.now.toISOString(),
      type: "waiting",
      message: ROBOT_STATUS_MESSAGES.waiting,
      rows: 0,
      time: "00:00:00",
      robotprocess: start.kind === "sync" ? SYNC_ROBOT : SIMULATION_ROBOT,
      moduloId: module.moduloId,
      sapUser: sapUserOfModule(module.moduloId),
    },
    module.namespace,
  ) as unknown as RobotProcessLog;
  tx.insert(JOBS_COLLECTION, {
    module: module.module,
    kind: start.kind,
    logId: entry.id,
    dueAt: start.now.getTime() + start.durationMs,
    fails: start.fails,
    settled: false,
    variant: start.variant ?? null,
    uploadId: start.uploadId ?? null,
  });
  return entry;
}

/** What finishing a job wrote: the rows its log entry counts, and whether that is an empty table. */
export interface JobOutcome {
  rows: number;
}

export interface SettleHooks {
  /** Rows per SAP source a fresh download brings, given the sync count after it. */
  sourceRows: (module: PlanningModuleSetup, syncCount: number) => Record<string, number>;
  /**
   * Records the run of a simulation job and answers its line count (one result line per demand line). The
   * result itself is computed when it is first read, in a worker (results.ts): a transaction stays short.
   */
  simulate: (tx: DemoWriter, module: PlanningModuleSetup, job: JobRecord, entry: RobotProcessLog) => JobOutcome;
}

function finish(
  tx: DemoWriter,
  module: PlanningModuleSetup,
  job: JobRecord,
  entry: RobotProcessLog,
  type: RobotStatus,
  rows: number,
  endedAt: number,
) {
  tx.update(
    module.logCollection,
    entry.id,
    { type, rows, message: ROBOT_STATUS_MESSAGES[type], time: duration(endedAt - Date.parse(entry.date)) },
    module.namespace,
  );
  tx.update(JOBS_COLLECTION, job.id, { settled: true });
}

/** Ends every job of the module that is due by `now`, as its kind does (DESIGN §9.1). */
export function settleDueJobs(tx: DemoWriter, module: PlanningModuleSetup, now: Date, hooks: SettleHooks): void {
  for (const job of jobsOf(tx, module)) {
    if (job.settled || job.dueAt > now.getTime()) continue;
    const entry = logEntryOf(tx, module, job.logId);
    if (!entry || entry.type !== "waiting") {
      tx.update(JOBS_COLLECTION, job.id, { settled: true });
      continue;
    }
    if (job.fails) {
      finish(tx, module, job, entry, "error", 0, job.dueAt);
      continue;
    }
    if (job.kind === "sync") {
      const syncCount = syncCountOf(tx, module) + 1;
      const state = tx.list(STATE_COLLECTION).find((row) => row.module === module.module);
      if (state) tx.update(STATE_COLLECTION, state.id, { syncCount });
      else tx.insert(STATE_COLLECTION, { module: module.module, syncCount });
      const rows = hooks.sourceRows(module, syncCount);
      // Each source's download is logged as its robot does, so every freshness stamp moves on.
      for (const source of module.sources) {
        tx.insert(
          module.logCollection,
          {
            routine: SOURCE_ROUTINES[source] ?? source,
            date: new Date(job.dueAt).toISOString(),
            type: "success",
            message: ROBOT_STATUS_MESSAGES.success,
            rows: rows[source] ?? 0,
            time: duration(job.dueAt - Date.parse(entry.date)),
            robotprocess: source,
            moduloId: module.moduloId,
            sapUser: sapUserOfModule(module.moduloId),
          },
          module.namespace,
        );
      }
      finish(tx, module, job, entry, "success", Object.values(rows).reduce((sum, n) => sum + n, 0), job.dueAt);
      continue;
    }
    const outcome = hooks.simulate(tx, module, job, entry);
    finish(tx, module, job, entry, outcome.rows > 0 ? "success" : "empty", outcome.rows, job.dueAt);
  }
}

/** Whether any job of the module is due and not yet ended: only then does a read need a write. */
export const hasDueJobs = (db: DemoReader, module: PlanningModuleSetup, now: Date): boolean =>
  jobsOf(db, module).some((job) => !job.settled && job.dueAt <= now.getTime());
