/**
 * Seeds of the robot process logs (SPEC §3 execution log) of the planning modules: each SAP source's daily
 * download and the simulations planners ran, over the last RECENT_LOG_DAYS days (DESIGN §9.5). The newest entry of a
 * source is the freshness stamp its Data Upload card shows (DESIGN §9.1).
 */
import type { RobotProcessLog, RobotStatus } from "../../api/contract";
import type { PlanningModule } from "../../api/planning";
import { SIMULATION_ROBOT, SIMULATION_ROUTINES, STATE_COLLECTION } from "../planning/job-names";
import { SIZES } from "../planning/sap-catalog";
import { planningModules } from "../planning/modules";
import { mulberry32, type Prng } from "../prng";
import type { SeededCollections } from "./types";
import { sapUserOfModule } from "../sap-users";
import { compareCodeUnits } from "../code-unit-order";
import { ctbRobots, edbRobots, efaRobots, type RobotSeed } from "./maintenance";

const MINUTE = 60_000;
/** The days of runs the stored log starts with; older runs are the computed history (robot-log-history.ts). */
export const RECENT_LOG_DAYS = 90;

export const ROBOT_STATUS_MESSAGES: Readonly<Record<RobotStatus, string>> = {
  success: "Success.",
  waiting: "Waiting: Processing in progress",
  error: "Error in the update process, check the Logs.",
  empty: "The table is empty. Download is not possible.",
};

/** The routine names of the SAP downloads, as the robots log them. */
export const SOURCE_ROUTINES: Readonly<Record<string, string>> = {
  ZMARD: "Stock by plant and storage location",
  ZPOVIS: "Open purchase orders",
  MD06: "MRP list (collective display)",
  VA05: "Orders booked",
};

/** Typical rows a download of each source brings per module, before day-to-day variation. */
const TYPICAL_ROWS: Readonly<Record<string, number>> = { ZMARD: 2_600, ZPOVIS: 1_500, MD06: 4_200, VA05: 5_000 };

/** A run's length as the robot log's time column holds it, 00:mm:ss: seeded runs and the demo's jobs alike. */
export const runTime = (totalSeconds: number): string =>
  `00:${String(Math.floor(totalSeconds / 60)).padStart(2, "0")}:${String(totalSeconds % 60).padStart(2, "0")}`;

function outcome(prng: Prng): RobotStatus {
  const roll = prng.next();
  return roll < 0.05 ? "error" : roll < 0.08 ? "empty" : "success";
}

/** When a planning source runs that its module's schedule does not list (orders booked): after the others. */
export const UNSCHEDULED_SOURCE_TIME = "06:45";

/** The minute of the day a source's download starts, as Maintenance's robot schedule of its module says. */
function scheduledMinute(source: string, robots: readonly RobotSeed[]): number {
  const [hours, minutes] = (robots.find((robot) => robot.robot === source)?.time ?? UNSCHEDULED_SOURCE_TIME).split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * The start of the day `daysBack` days before `now`'s, on the clock of the browser the demo runs in: a robot
 * schedule's time (05:00) is the planners' local time, as the next runs on Data Upload read it
 * (features/capability/next-runs.ts); at UTC midnight a São Paulo planner saw ZMARD "downloaded at 02:04".
 */
export const localMidnight = (now: Date, daysBack: number): number =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack).getTime();

/**
 * `ordersBooked`: the orders booked the module's SAP data holds now (SIZES), which its newest successful download
 * of VA05 brought: the Data Upload card shows that entry's count, and the simulations read as many demand lines.
 */
function moduleLogs(
  moduloId: number,
  sources: readonly string[],
  robots: readonly RobotSeed[],
  scale: number,
  ordersBooked: number,
  now: Date,
  prng: Prng,
) {
  const rows: Omit<RobotProcessLog, "id">[] = [];
  for (let day = RECENT_LOG_DAYS; day >= 0; day -= 1) {
    const dayStart = localMidnight(now, day);
    sources.forEach((source) => {
      // At the time the robot schedule shows, give or take a few minutes (robot-log-history.ts does the same).
      const start = dayStart + (scheduledMinute(source, robots) + prng.int(0, 9)) * MINUTE;
      if (start > now.getTime()) return;
      // The newest download of every source succeeded: the demo opens on usable data.
      const type = day === 0 ? "success" : outcome(prng);
      rows.push({
        routine: SOURCE_ROUTINES[source] ?? source,
        date: new Date(start).toISOString(),
        type,
        message: ROBOT_STATUS_MESSAGES[type],
        rows: type === "success" ? Math.round((TYPICAL_ROWS[source] ?? 1_000) * scale * (0.9 + prng.next() * 0.2)) : 0,
        time: runTime(prng.int(1, 14) * 60 + prng.int(0, 59)),
        robotprocess: source,
        moduloId,
        sapUser: sapUserOfModule(moduloId),
      });
    });
  }
  const newestOrders = rows.findLast((row) => row.robotprocess === "VA05" && row.type === "success");
  if (newestOrders) newestOrders.rows = ordersBooked;
  return rows;
}

type LogSeed = Omit<RobotProcessLog, "id"> & { run?: PlanningModule; syncCount?: number };

/**
 * The simulations planners ran before the demo opens, hours or days before `now` (DESIGN §9.2), each on the
 * SAP data of its day (one download more than the run before). Their log counts the orders booked as the
 * seed's download has them; a run's result counts its own lines.
 */
function simulations(module: PlanningModule, hoursAgo: readonly number[], now: Date): LogSeed[] {
  const setup = planningModules[module];
  return hoursAgo.map((hours, index) => ({
    routine: SIMULATION_ROUTINES.purchaseOrder,
    date: new Date(now.getTime() - hours * 3_600_000).toISOString(),
    type: "success",
    message: ROBOT_STATUS_MESSAGES.success,
    rows: SIZES[module].orders,
    time: runTime(40),
    robotprocess: SIMULATION_ROBOT,
    moduloId: setup.moduloId,
    sapUser: sapUserOfModule(setup.moduloId),
    run: module,
    // Each run read the SAP data as it was then: one download more than the run before it.
    syncCount: index,
  }));
}

/** Numbered by date, with a run record for each seeded simulation. */
function numberedLogs(entries: LogSeed[]) {
  const sorted = [...entries].sort((a, b) => compareCodeUnits(a.date, b.date));
  const logs = sorted.map(({ run: _run, syncCount: _sync, ...entry }, index) => ({ id: index + 1, ...entry }));
  const runs = (module: PlanningModule) =>
    sorted
      .map((entry, index) => ({ entry, logId: index + 1 }))
      .filter(({ entry }) => entry.run === module)
      .map(({ entry, logId }, index) => ({
        id: index + 1,
        logId,
        variant: "purchaseOrder",
        uploadId: null,
        syncCount: entry.syncCount ?? 0,
        date: entry.date,
        lines: entry.rows,
      }));
  return { logs, runs };
}

/**
 * How many hours before the seed time each module's seeded simulations ran, oldest first: each read one SAP
 * download more than the one before it (its sync count is its place here).
 */
const SEEDED_SIMULATIONS: Readonly<Record<PlanningModule, readonly number[]>> = {
  edb: [7 * 24 + 3, 2],
  // CTB compares each run with the one before (day over day).
  ctb: [25, 1],
  // EFA's clear-share trend reads one run a week over two months.
  efa: [8, 7, 6, 5, 4, 3, 2, 1].map((weeks) => weeks * 7 * 24 - 20),
};

/** The sync count the newest seeded simulation of each module read: the SAP tables its result needs. */
export const newestSeededSyncs = (): { module: PlanningModule; syncCount: number }[] =>
  (Object.keys(SEEDED_SIMULATIONS) as PlanningModule[]).map((module) => ({
    module,
    syncCount: SEEDED_SIMULATIONS[module].length - 1,
  }));

export const seedRobotLogs = (now: Date): SeededCollections => {
  const prng = mulberry32(20261123);
  const { edb, ctb, efa } = planningModules;
  const main = numberedLogs([
    ...moduleLogs(edb.moduloId, edb.sources, edbRobots, 1, SIZES.edb.orders, now, prng),
    ...moduleLogs(ctb.moduloId, ctb.sources, ctbRobots, 0.3, SIZES.ctb.orders, now, prng),
    ...simulations("edb", SEEDED_SIMULATIONS.edb, now),
    ...simulations("ctb", SEEDED_SIMULATIONS.ctb, now),
  ]);
  const efaLogs = numberedLogs([
    ...moduleLogs(efa.moduloId, efa.sources, efaRobots, 0.16, SIZES.efa.orders, now, prng),
    ...simulations("efa", SEEDED_SIMULATIONS.efa, now),
  ]);
  // The SAP data each module holds now is that of its newest seeded run.
  const state = (module: PlanningModule, runs: { syncCount: number }[]) => ({
    module,
    syncCount: Math.max(0, ...runs.map((run) => run.syncCount)),
  });
  const runs = { edb: main.runs("edb"), ctb: main.runs("ctb"), efa: efaLogs.runs("efa") };
  return {
    api: {
      [edb.logCollection]: main.logs,
      [edb.runsCollection]: runs.edb,
      [ctb.runsCollection]: runs.ctb,
      [STATE_COLLECTION]: [state("edb", runs.edb), state("ctb", runs.ctb), state("efa", runs.efa)].map((row, index) => ({ id: index + 1, ...row })),
    },
    efa: { [efa.logCollection]: efaLogs.logs, [efa.runsCollection]: runs.efa },
  };
};
