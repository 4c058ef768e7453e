// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  demandFromOrdersBooked,
  planningRules,
  resultKpis,
  simulate,
  transitTimesFromRecords,
} from "../../../../src/demo/planning/calculation";
import { sapTables } from "../../../../src/demo/planning/sap-tables";
import { seedCapabilityRules } from "../../../../src/demo/seed/capability-rules";
import { seedMaintenance } from "../../../../src/demo/seed/maintenance";
import { SIMULATION_VARIANTS } from "../../../../src/api/planning";

const seededAt = "2025-03-14T12:00:00.000Z";
const now = "2025-03-16T09:00:00.000Z";

describe("simulate at the scale of DESIGN §9.5", () => {
  it("plans EDB's 5,000 orders booked through the bill of materials with the seeded rules and transit times", () => {
    const seedNow = new Date(seededAt);
    const tables = sapTables({ seededAt, module: "edb", syncCount: 0 });
    const rules = planningRules(seedCapabilityRules(seedNow).api?.["edb/sys-roles"] ?? []);
    const transitTimes = transitTimesFromRecords(
      seedMaintenance(seedNow).api?.["edb/edb-transit-time"] ?? [],
    );
    const input = { now, demand: demandFromOrdersBooked(tables), tables, transitTimes, rules };
    for (const variant of SIMULATION_VARIANTS) {
      const start = performance.now();
      const output = simulate(input, variant);
      const elapsed = performance.now() - start;
      console.info(`simulate(edb, ${variant}): ${elapsed.toFixed(0)} ms`, resultKpis(output.lines), {
        availability: output.availability.length,
        neverClear: output.lines.filter((line) => line.clearDate === null).length,
        late: output.lines.filter((line) => (line.daysLate ?? 0) > 0).length,
      });
      expect(output.lines).toHaveLength(tables.ordersBooked.length);
    }
  });
});
