import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

/** The seed times the demo's rows were made for, in order: making a seed is a start's largest piece of work. */
const seedsMade = vi.hoisted(() => [] as string[]);
vi.mock("../../../../src/demo/seed", async (importOriginal) => {
  const seed = await importOriginal<typeof import("../../../../src/demo/seed")>();
  return {
    ...seed,
    createSeed: (now: Date) => {
      seedsMade.push(now.toISOString());
      return seed.createSeed(now);
    },
  };
});

const firstStart = new Date("2025-03-14T12:00:00.000Z");
const reload = new Date("2025-03-14T18:00:00.000Z");

describe("openDemoDb makes the seed's rows once per start", () => {
  // The test set-up has loaded the store with the real seed already: these tests load it anew, over the mock.
  let store: typeof import("../../../../src/demo/store");
  beforeAll(async () => {
    vi.resetModules();
    store = await import("../../../../src/demo/store");
  });
  beforeEach(() => void seedsMade.splice(0));

  it("on a first start, at the start's time", async () => {
    await store.openDemoDb({ storage: store.memoryStorage(), now: () => firstStart });
    expect(seedsMade).toEqual([firstStart.toISOString()]);
  });

  it("on a reload of a database that holds only a seed, at that seed's time and no other", async () => {
    const storage = store.memoryStorage();
    await store.openDemoDb({ storage, now: () => firstStart });
    seedsMade.splice(0);
    const { db } = await store.openDemoDb({ storage, now: () => reload });
    expect(db.seededAt).toBe(firstStart.toISOString());
    expect(seedsMade).toEqual([firstStart.toISOString()]);
  });
});
