/**
 * How the demo's planning jobs end (jobs.ts): a sync is a fresh download of the module's SAP tables, so each
 * source's rows are those of the tables at the new sync count; a simulation records its run with the inputs it
 * read (rules, transit times and customs and handling days as they are now), one result line per demand line.
 */
import type { DemoReader } from "../store/draft";
import { syncCountOf, type SettleHooks } from "./jobs";
import { customsHandlingDaysOf, demandOf, RULES_COLLECTION, tablesFor, TRANSIT_TIMES_COLLECTION } from "./planning-store";
import { sapSourceRows } from "./sap-tables";

export function settleHooks(db: DemoReader): SettleHooks {
  return {
    sourceRows: (module, syncCount) => sapSourceRows(tablesFor(db, module, syncCount)),
    simulate: (tx, module, job, entry) => {
      const syncCount = syncCountOf(tx, module);
      const tables = tablesFor(tx, module, syncCount);
      // The purchase-order variant always plans the orders booked (SPEC §1); the others, the upload if any.
      const uploadId = job.variant === "purchaseOrder" ? null : job.uploadId;
      const lines = demandOf(tx, module, tables, uploadId).length;
      tx.insert(
        module.runsCollection,
        {
          logId: entry.id,
          variant: job.variant ?? "purchaseOrder",
          uploadId,
          syncCount,
          date: new Date(job.dueAt).toISOString(),
          lines,
          rules: tx.list(RULES_COLLECTION),
          transitTimes: tx.list(TRANSIT_TIMES_COLLECTION),
          ...(module.followsShipments && { customsHandlingDays: customsHandlingDaysOf(tx) }),
        },
        module.namespace,
      );
      return { rows: lines };
    },
  };
}
