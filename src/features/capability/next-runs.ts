/**
 * The next run times of a module's automatic SAP sync (DESIGN §9.2): each active robot schedule runs at its
 * time on its day of the week ("daily": every day), in the browser's time zone, as the schedule screen shows.
 */
export interface RobotScheduleRow {
  robot: string;
  time: string;
  dayOfWeek: string;
  active: boolean | string;
}

export interface ScheduledRun {
  robot: string;
  at: Date;
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** The first `count` runs after `now`, soonest first; inactive or unreadable schedules never run. */
export function nextRuns(schedules: readonly RobotScheduleRow[], now: Date, count = 5): ScheduledRun[] {
  const runs: ScheduledRun[] = [];
  for (const schedule of schedules) {
    if (schedule.active !== true && schedule.active !== "true") continue;
    const time = /^(\d{1,2}):(\d{2})/.exec(schedule.time);
    if (!time) continue;
    const weekday = WEEKDAYS.indexOf(schedule.dayOfWeek.toLowerCase());
    if (schedule.dayOfWeek.toLowerCase() !== "daily" && weekday < 0) continue;
    // `count` runs of a weekly schedule need `count` weeks ahead; of a daily one, `count` days.
    const horizon = weekday >= 0 ? count * 7 : count;
    for (let day = 0; day <= horizon; day += 1) {
      const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + day, Number(time[1]), Number(time[2]));
      if (at <= now || (weekday >= 0 && at.getDay() !== weekday)) continue;
      runs.push({ robot: schedule.robot, at });
    }
  }
  return runs.sort((a, b) => a.at.getTime() - b.at.getTime() || a.robot.localeCompare(b.robot)).slice(0, count);
}
