/**
 * Read-side joins of the demo backend: a schedule row carries its robot's last execution (SPEC §3
 * "schedule view"), so the list can filter and sort on it like on any column.
 */
import type { DemoReader, Namespace, Row } from "./store";

const SCHEDULE = /robot-schedule-config$/;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The rows with what the server adds to them when read; stored rows are left as they are. */
export function withReadSideFields(db: DemoReader, collection: string, namespace: Namespace, rows: Row[]): Row[] {
  if (!SCHEDULE.test(collection)) return rows;
  const view = collection.replace(SCHEDULE, "robot-schedule-view");
  if (!db.has(view, namespace)) return rows;
  const latest = new Map<string, Row>();
  for (const run of db.list(view, namespace)) {
    const robot = text(run.robotprocess);
    const known = latest.get(robot);
    if (!known || text(run.startDate) > text(known.startDate)) latest.set(robot, run);
  }
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
