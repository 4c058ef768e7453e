/**
 * A year of robot runs (DESIGN §9.5), computed from the seed time and never stored (src/demo/store/derived.ts):
 * every robot of Maintenance's schedules ran on its days at its time, with errors, empty tables and one run
 * still waiting. The stored log keeps the planning sources' last RUN_DAYS days (robot-logs.ts), which the
 * jobs add to; this history holds everything else, so a first start writes no more than it did before.
 */
import type { RobotStatus } from "../../api/contract";
import { isoInstant } from "../planning/dates";
import { hashString, mulberry32 } from "../prng";
import { sapUserOfModule } from "../sap-users";
import { ctbRobots, edbRobots, efaRobots, trackingRobots, type RobotSeed } from "./maintenance";
import { localMidnight, RECENT_LOG_DAYS, ROBOT_STATUS_MESSAGES, runTime, SOURCE_ROUTINES, UNSCHEDULED_SOURCE_TIME } from "./robot-logs";
import { planningModules } from "../planning/modules";
import { compareCodeUnits } from "../code-unit-order";

const MINUTE = 60_000;
const HISTORY_DAYS = 365;
/** History ids start here, far above the stored log's, so the two never share an id. */
export const HISTORY_FIRST_ID = 1_000_001;
/** An inactive robot stopped this many days before the seed, on an error. */
const STOPPED_DAYS_AGO = 40;

export const ROBOT_LOG_HISTORY = { edb: "edb/robot-process-log-history", efa: "robot-process-log-history" } as const;

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** The robot that is still running when the demo opens, per backend. */
const STILL_WAITING: Readonly<Record<number, string>> = { 1: "ME2M", 4: "MD04" };

interface ModuleRobots {
  moduloId: number;
  robots: readonly RobotSeed[];
  /** Robots whose last RUN_DAYS days the stored log already holds. */
  stored: readonly string[];
}

/** The planning sources a module's schedule lacks (orders booked) run daily, after the others. */
const withSources = (robots: readonly RobotSeed[], sources: readonly string[]): RobotSeed[] => [
  ...robots,
  ...sources
    .filter((source) => !robots.some((robot) => robot.robot === source))
    .map((source) => ({ robot: source, routine: SOURCE_ROUTINES[source] ?? source, time: UNSCHEDULED_SOURCE_TIME, dayOfWeek: "daily", active: true })),
];

function runsOf({ moduloId, robots, stored }: ModuleRobots, now: Date) {
  const rows: Record<string, unknown>[] = [];
  for (const robot of robots) {
    const [hours, minutes] = robot.time.split(":").map(Number) as [number, number];
    let newest: Record<string, unknown> | undefined;
    for (let day = HISTORY_DAYS; day >= 0; day -= 1) {
      if (stored.includes(robot.robot) && day <= RECENT_LOG_DAYS) continue;
      if (!robot.active && day < STOPPED_DAYS_AGO) continue;
      const dayStart = localMidnight(now, day);
      if (robot.dayOfWeek !== "daily" && WEEKDAYS[new Date(dayStart).getDay()] !== robot.dayOfWeek) continue;
      // Each run has its own randomness, so a run is the same whatever else the schedules hold.
      const prng = mulberry32(hashString(`${moduloId}|${robot.robot}|${day}`));
      const start = dayStart + (hours * 60 + minutes + prng.int(0, 9)) * MINUTE;
      if (start > now.getTime()) continue;
      const roll = prng.next();
      const type: RobotStatus = !robot.active && day === STOPPED_DAYS_AGO ? "error" : roll < 0.04 ? "error" : roll < 0.07 ? "empty" : "success";
      newest = {
        routine: robot.routine,
        date: isoInstant(start),
        type,
        message: ROBOT_STATUS_MESSAGES[type],
        rows: type === "success" ? prng.int(120, 48_000) : 0,
        time: runTime(prng.int(1, 24) * 60 + prng.int(0, 59)),
        robotprocess: robot.robot,
        moduloId,
        sapUser: sapUserOfModule(moduloId),
      };
      rows.push(newest);
    }
    if (newest && STILL_WAITING[moduloId] === robot.robot)
      Object.assign(newest, { type: "waiting", message: ROBOT_STATUS_MESSAGES.waiting, rows: 0, time: "" });
  }
  return rows;
}

const numbered = (rows: Record<string, unknown>[]) =>
  rows
    .sort((a, b) => compareCodeUnits(String(a.date), String(b.date)))
    .map((row, index) => ({ id: HISTORY_FIRST_ID + index, ...row }));

/** EDB's backend: EDB's, CTB's and transport tracking's robots. */
export function createEdbLogHistory(now: Date) {
  const { edb, ctb } = planningModules;
  return numbered([
    ...runsOf({ moduloId: edb.moduloId, robots: withSources(edbRobots, edb.sources), stored: edb.sources }, now),
    ...runsOf({ moduloId: ctb.moduloId, robots: withSources(ctbRobots, ctb.sources), stored: ctb.sources }, now),
    ...runsOf({ moduloId: 3, robots: trackingRobots, stored: [] }, now),
  ]);
}

/** EFA's backend: EFA's robots. */
export function createEfaLogHistory(now: Date) {
  const { efa } = planningModules;
  return numbered(runsOf({ moduloId: efa.moduloId, robots: withSources(efaRobots, efa.sources), stored: efa.sources }, now));
}
