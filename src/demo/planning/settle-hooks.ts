/**
 * How the demo's planning jobs end (jobs.ts): what a fresh SAP download brings per source, and the run a
 * simulation records. A download moves each source's row count a little, deterministically by the sync
 * count, from what the source's last download brought; a simulation has one result line per demand line
 * (the orders booked, VA05).
 */
import type { RobotProcessLog } from "../../api/contract";
import { hashString } from "../prng";
import type { DemoReader } from "../store/draft";
import { syncCountOf, type SettleHooks } from "./jobs";
import type { PlanningModuleSetup } from "./modules";

function lastRows(db: DemoReader, module: PlanningModuleSetup, source: string): number {
  const runs = (db.list(module.logCollection, module.namespace) as unknown as RobotProcessLog[]).filter(
    (entry) => entry.moduloId === module.moduloId && entry.robotprocess === source && entry.type === "success",
  );
  return runs.reduce<RobotProcessLog | undefined>((newest, entry) => (!newest || entry.date > newest.date ? entry : newest), undefined)?.rows ?? 0;
}

export function settleHooks(db: DemoReader): SettleHooks {
  return {
    sourceRows: (module, syncCount) =>
      Object.fromEntries(
        module.sources.map((source) => {
          // Between −3 % and +3 %: a day's stock moves, orders arrive, purchase orders close.
          const shift = ((hashString(`${module.module}:${source}:${syncCount}`) % 61) - 30) / 1000;
          return [source, Math.max(0, Math.round(lastRows(db, module, source) * (1 + shift)))];
        }),
      ),
    simulate: (tx, module, job, entry) => {
      const lines = lastRows(tx, module, "VA05");
      tx.insert(
        module.runsCollection,
        {
          logId: entry.id,
          variant: job.variant,
          uploadId: job.uploadId,
          syncCount: syncCountOf(tx, module),
          date: new Date(job.dueAt).toISOString(),
          lines,
        },
        module.namespace,
      );
      return { rows: lines };
    },
  };
}
