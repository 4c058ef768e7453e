// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { RobotProcessLog } from "../../../../src/api/contract";
import { logEntryOf, settleDueJobs, startJob, type SettleHooks } from "../../../../src/demo/planning/jobs";
import { planningModules } from "../../../../src/demo/planning/modules";
import { runTime } from "../../../../src/demo/seed/robot-logs";
import { createMemoryDemoDb } from "../../../../src/demo/store";

const module = planningModules.edb;
const hooks: SettleHooks = {
  sourceRows: () => ({ ZMARD: 2_600, ZPOVIS: 1_500, MD06: 4_200, VA05: 5_000 }),
  simulate: () => ({ rows: 0 }),
};

describe("robot log run times", () => {
  it("write minutes and seconds under a fixed 00 hour, as the seeded log does", () => {
    expect(runTime(40)).toBe("00:00:40");
    expect(runTime(14 * 60 + 59)).toBe("00:14:59");
    expect(runTime(24 * 60)).toBe("00:24:00");
  });

  it("give a finished job and each source it downloaded its run time in whole seconds, never 00:00:00", async () => {
    const db = createMemoryDemoDb();
    const now = new Date(db.seededAt);
    const started = await db.write((tx) => startJob(tx, module, { kind: "sync", now, durationMs: 4_400, fails: false }));
    expect(started.time).toBe("00:00:00");
    const before = new Set(db.list(module.logCollection, module.namespace).map((row) => row.id));
    await db.write((tx) => settleDueJobs(tx, module, new Date(now.getTime() + 5_000), hooks));
    expect(logEntryOf(db, module, started.id)).toMatchObject({ type: "success", time: "00:00:04" });
    const downloads = db
      .list(module.logCollection, module.namespace)
      .filter((row) => !before.has(row.id)) as unknown as RobotProcessLog[];
    expect(downloads.map((row) => [row.robotprocess, row.time])).toEqual(module.sources.map((source) => [source, "00:00:04"]));

    const quick = await db.write((tx) => startJob(tx, module, { kind: "simulation", now, durationMs: 200, fails: true }));
    await db.write((tx) => settleDueJobs(tx, module, new Date(now.getTime() + 1_000), hooks));
    expect(logEntryOf(db, module, quick.id)).toMatchObject({ type: "error", time: "00:00:01" });
  });
});
