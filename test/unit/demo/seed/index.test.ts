import { describe, expect, it } from "vitest";
import { createSeed, seedFamilies } from "../../../../src/demo/seed";
import { seedAuth } from "../../../../src/demo/seed/auth";
import { seedTransportTracking } from "../../../../src/demo/seed/transport-tracking";

const now = new Date("2025-03-14T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

describe("createSeed", () => {
  it("is deterministic for the same now", () => {
    expect(JSON.stringify(createSeed(new Date(now)))).toBe(JSON.stringify(createSeed(new Date(now))));
  });

  it("is relative to now", () => {
    const later = new Date(now.getTime() + 7 * DAY);
    expect(createSeed(later).seededAt).toBe("2025-03-21T12:00:00.000Z");
    expect(createSeed(later).collections["edb/edb-partner"]).toEqual(seedTransportTracking().api["edb/edb-partner"]);
    // The tracking robot's rows are derived from the seed time on first read, never stored (DESIGN §9.5).
    expect(createSeed(later).collections["edb/transport-tracking-shipments"]).toBeUndefined();
  });

  it("collects every family's collections, none of them twice", () => {
    const seed = createSeed(now);
    const families = seedFamilies.map((family) => family(now));
    const api = families.flatMap((family) => Object.keys(family.api ?? {}));
    const efa = families.flatMap((family) => Object.keys(family.efa ?? {}));
    expect(new Set(api).size).toBe(api.length);
    expect(Object.keys(seed.collections)).toEqual(api);
    expect(Object.keys(seed.efaCollections)).toEqual(efa);
    expect(seed.collections.users).toEqual(seedAuth().api.users);
    expect(efa.sort()).toEqual(["configurable-template", "master-data", "material-capability/runs", "robot-process-log", "robot-schedule-view", "robot-schedule-config"].sort());
  });
});
