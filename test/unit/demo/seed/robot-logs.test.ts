import type { RobotProcessLog } from "../../../../src/api/contract";
import { seedRobotLogs } from "../../../../src/demo/seed/robot-logs";
import { createEdbLogHistory } from "../../../../src/demo/seed/robot-log-history";
import { inTimeZone } from "../../../time-zone";

// The robot schedules' times are the planners' local times: Data Upload's next runs read them so
// (features/capability/next-runs.ts), and the downloads seeded must have run at them, on the same clock.
describe("seeded robot runs, in São Paulo", () => {
  inTimeZone("America/Sao_Paulo");

  it("ran each download at its scheduled local time, give or take the minutes a run takes to start", () => {
    const now = new Date("2026-11-25T18:00:00-03:00");
    const logs = (seedRobotLogs(now).api?.["edb/robot-process-log"] ?? []) as RobotProcessLog[];
    const zmard = logs.filter((log) => log.robotprocess === "ZMARD" && log.moduloId === 1);
    expect(zmard.length).toBeGreaterThan(3);
    for (const log of zmard) {
      const at = new Date(String(log.date));
      // EDB's ZMARD runs at 05:00 (Maintenance > Robot schedule).
      expect(at.getHours()).toBe(5);
      expect(at.getMinutes()).toBeLessThan(10);
    }
    const newest = zmard.map((log) => String(log.date)).sort().at(-1)!;
    expect(new Date(newest).getDate()).toBe(25);
  });

  it("ran the year of history at the scheduled local times too", () => {
    const history = (createEdbLogHistory(new Date("2026-11-25T18:00:00-03:00")) as RobotProcessLog[]).filter(
      (log) => log.robotprocess === "ZMARD",
    );
    expect(history.length).toBeGreaterThan(300);
    expect(history.every((log) => new Date(String(log.date)).getHours() === 5)).toBe(true);
  });
});
