/**
 * Read-side joins of the demo backend: a schedule row carries its robot's last execution from the log (SPEC
 * §3 "schedule view"), and a priority shipment whether it repeats another line, has arrived or is late
 * (DESIGN §9.4), so the list can filter and sort on them like on any column.
 */
import { duplicateKey, isLate, PRIORITY_SHIPMENTS } from "../domain/priority-shipments";
import type { PriorityShipment } from "../api/contract";
import { LEAD_TIME, TRANSIT_TIME, totalLeadTime, transitFor } from "../domain/lead-time";
import { sapUserOfModule } from "./sap-users";
import { rowsWithHistory } from "./history";
import type { DemoReader, Namespace, Row } from "./store";
import { localDay } from "../domain/calendar-day";

const SCHEDULE = /robot-schedule-config$/;
const ROBOT_LOG = /(^|\/)robot-process-log$/;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The rows with what the server adds to them when read; stored rows are left as they are. */
export function withReadSideFields(db: DemoReader, collection: string, namespace: Namespace, rows: Row[], now = new Date()): Row[] {
  if (collection === PRIORITY_SHIPMENTS && namespace === "api") return priorityShipmentView(db.list(collection, namespace), rows, now);
  if (collection === LEAD_TIME && namespace === "api") return leadTimeView(db.list(TRANSIT_TIME, namespace), rows);
  if (ROBOT_LOG.test(collection)) return robotLogView(db, rows);
  if (!SCHEDULE.test(collection)) return rows;
  const latest = latestRuns(db, collection, namespace);
  return rows.map((row) => {
    const run = latest.get(text(row.robot));
    return {
      ...row,
      lastRoutine: run?.routine ?? null,
      lastStartDate: run?.startDate ?? null,
      lastEndDate: run?.endDate ?? null,
      lastStatus: run?.type ?? null,
      lastRows: run?.rows ?? null,
      lastMessage: run?.message ?? null,
    };
  });
}

/** The log each module's robots write to, by the collection of its schedules. */
const SCHEDULE_LOGS: Readonly<Record<string, { log: string; moduloId: number }>> = {
  "api\u0000transport-tracking/robot-schedule-config": { log: "edb/robot-process-log", moduloId: 3 },
  "api\u0000edb/robot-schedule-config": { log: "edb/robot-process-log", moduloId: 1 },
  "api\u0000ctb/robot-schedule-config": { log: "edb/robot-process-log", moduloId: 2 },
  "efa\u0000robot-schedule-config": { log: "robot-process-log", moduloId: 4 },
};

/** "00:12:05" as milliseconds; 0 when it is not a duration. */
const durationMs = (value: unknown) => {
  const [hours, minutes, seconds] = text(value).split(":").map(Number);
  return [hours, minutes, seconds].every((part) => Number.isFinite(part)) ? ((hours! * 60 + minutes!) * 60 + seconds!) * 1000 : 0;
};

/**
 * Each robot's newest run (SPEC §3 "schedule view"), read from the module's robot process log, so the
 * schedules and the log tell the same story; a module without a known log keeps its stored view.
 */
function latestRuns(db: DemoReader, collection: string, namespace: Namespace): Map<string, Row> {
  const latest = new Map<string, Row>();
  const source = SCHEDULE_LOGS[`${namespace}\u0000${collection}`];
  if (!source) {
    const view = collection.replace(SCHEDULE, "robot-schedule-view");
    if (!db.has(view, namespace)) return latest;
    for (const run of db.list(view, namespace)) {
      const known = latest.get(text(run.robotprocess));
      if (!known || text(run.startDate) > text(known.startDate)) latest.set(text(run.robotprocess), run);
    }
    return latest;
  }
  for (const entry of rowsWithHistory(db, source.log, namespace)) {
    if (Number(entry.moduloId) !== source.moduloId) continue;
    const robot = text(entry.robotprocess);
    const known = latest.get(robot);
    if (known && text(entry.date) <= text(known.startDate)) continue;
    const start = Date.parse(text(entry.date));
    latest.set(robot, {
      id: entry.id,
      routine: entry.routine,
      startDate: entry.date,
      endDate: entry.type === "waiting" || Number.isNaN(start) ? null : new Date(start + durationMs(entry.time)).toISOString(),
      type: entry.type,
      rows: entry.rows,
      message: entry.message,
    });
  }
  return latest;
}

/** Duplicated when another stored line has the same invoice INB and material; late on the day of `now`. */
function priorityShipmentView(all: readonly Row[], rows: Row[], now: Date): Row[] {
  const keyOf = (row: Row) => duplicateKey(row as unknown as PriorityShipment);
  const counts = new Map<string, number>();
  for (const row of all) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1);
  // The demo answers from the person's own browser: "today" is their calendar day, not UTC's.
  const today = localDay(now);
  return rows.map((row) => ({
    ...row,
    duplicated: (counts.get(keyOf(row)) ?? 0) > 1,
    arrived: typeof row.ata === "string" && row.ata !== "",
    late: isLate(row, today),
  }));
}

/**
 * A lead time's transit and total as the transit-time table has them now (DESIGN §9.4): computed on every
 * read, so a transit time changed in Maintenance changes every total that depends on it.
 */
function leadTimeView(transitTable: readonly Row[], rows: Row[]): Row[] {
  return rows.map((row) => {
    const transit = transitFor(transitTable, row.vendor, row.modal);
    return {
      ...row,
      transitTime: transit.found ? transit.transitTime : null,
      totalLeadTime: totalLeadTime(row.vendorLeadTime, transit),
      vendorCountry: transit.found ? transit.countryCode : null,
    };
  });
}

/**
 * The SAP user a robot's run signed in as (stored with the run; older runs by their module's user) and when
 * its password expires, from SAP impersonate users. Never the secret.
 */
function robotLogView(db: DemoReader, rows: Row[]): Row[] {
  const users = db.has("sap-impersonate-users", "api") ? db.list("sap-impersonate-users", "api") : [];
  const expiry = new Map(users.map((user) => [text(user.username).toUpperCase(), typeof user.expiresAt === "string" ? user.expiresAt : null]));
  return rows.map((row) => {
    const sapUser = text(row.sapUser) || sapUserOfModule(row.moduloId);
    return { ...row, sapUser: sapUser || null, sapUserExpiresAt: expiry.get(sapUser.toUpperCase()) ?? null };
  });
}
