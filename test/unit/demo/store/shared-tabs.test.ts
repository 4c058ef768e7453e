// @vitest-environment node
/**
 * Tabs of one browser share one stored demo database (DESIGN §9.5): each runs its own DemoDb over it, as two
 * DemoDb over one storage here, in memory (the integration tests' storage) and in IndexedDB (the browser's).
 */
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DEMO_DB_VERSION,
  DEMO_IDB_NAME,
  StaleRevision,
  indexedDbStorage,
  memoryStorage,
  openDemoDb,
  seedSnapshot,
  shareChanges,
  type DemoDb,
  type DemoStorage,
  type Row,
  type Snapshot,
} from "../../../../src/demo/store";

const now = () => new Date("2025-03-14T12:00:00.000Z");
const PIPELINES = "robot-pipeline";

/** One browser: each tab is given its own handle on the same stored database. */
interface Browser {
  handle(): DemoStorage;
}

const browsers: [string, () => Browser][] = [
  [
    "memory",
    () => {
      const shared = memoryStorage();
      return { handle: () => shared };
    },
  ],
  [
    "IndexedDB",
    () => {
      // Each tab opens its own connection, as tabs do.
      globalThis.indexedDB = new IDBFactory();
      return {
        handle: () => {
          const storage = indexedDbStorage();
          opened.push(storage);
          return storage;
        },
      };
    },
  ],
];

const opened: { close(): void }[] = [];
afterEach(() => {
  for (const storage of opened.splice(0)) storage.close();
  vi.restoreAllMocks();
});

async function storedRows(storage: DemoStorage, collection: string): Promise<Row[]> {
  const read = await storage.read();
  if (read.kind !== "found") throw new Error("nothing stored");
  return (read.value as Snapshot).api[collection] ?? [];
}

describe.each(browsers)("two tabs over one stored database (%s)", (_kind, makeBrowser) => {
  let browser: Browser;
  /** A tab opening the demo: its DemoDb and its own handle on the storage. */
  async function tab(): Promise<{ db: DemoDb; storage: DemoStorage }> {
    const storage = browser.handle();
    return { db: (await openDemoDb({ storage, now })).db, storage };
  }
  beforeEach(() => {
    browser = makeBrowser();
  });

  it("redoes a write made on an older copy on the other tab's data: both tabs' changes are kept", async () => {
    const { db: a, storage } = await tab();
    const { db: b } = await tab();
    await a.write((tx) => tx.update(PIPELINES, 1, { variant: "SCM_ZMARD_A" }));
    // B has asked nothing since: its copy is older than what is stored.
    expect(b.get(PIPELINES, 1)?.variant).toBe("SCM_ZMARD_BR");

    let runs = 0;
    const row = await b.write((tx) => {
      runs += 1;
      return tx.update(PIPELINES, 1, { output: "from_b.xlsx" });
    });
    expect(runs).toBe(2);
    expect(row).toMatchObject({ variant: "SCM_ZMARD_A", output: "from_b.xlsx" });
    expect((await storedRows(storage, PIPELINES))[0]).toMatchObject({ variant: "SCM_ZMARD_A", output: "from_b.xlsx" });
    await a.sync();
    expect(a.get(PIPELINES, 1)).toMatchObject({ variant: "SCM_ZMARD_A", output: "from_b.xlsx" });
    expect(a.revision).toBe(b.revision);
    expect(await storage.revision()).toBe(b.revision);
  });

  it("reads another tab's change once it syncs, as every request does first, and writes after it", async () => {
    const { db: a } = await tab();
    const { db: b, storage } = await tab();
    await a.write((tx) => tx.insert("parameter-system", { name: "fromA", value: "1" }));
    expect(b.list("parameter-system").length).toBe(8);
    await b.sync();
    expect(b.list("parameter-system").at(-1)).toEqual({ id: 9, name: "fromA", value: "1" });
    // The next id is after A's row, not a second id 8 over it.
    expect(await b.write((tx) => tx.insert("parameter-system", { name: "fromB", value: "2" }))).toMatchObject({ id: 10 });
    expect((await storedRows(storage, "parameter-system")).map((row) => row.name).slice(-2)).toEqual(["fromA", "fromB"]);
  });

  it("stores nothing from a write at a revision the storage has moved on from", async () => {
    const { db: a, storage } = await tab();
    const read = a.revision;
    await a.write((tx) => tx.update("users", 2, { name: "Current" }));
    const stale = storage.apply(
      { created: [{ namespace: "api", collection: "late" }], rows: [{ namespace: "api", collection: "users", id: 2, row: { id: 2, name: "Stale" } }] },
      read,
    );
    await expect(stale).rejects.toBeInstanceOf(StaleRevision);
    expect(await storage.revision()).toBe(read + 1);
    expect((await storedRows(storage, "users"))[1]?.name).toBe("Current");
    const after = await storage.read();
    expect(after.kind === "found" && Object.hasOwn((after.value as Snapshot).api, "late")).toBe(false);
  });

  it("of two writes at one revision at the same moment, stores one and refuses the other whole", async () => {
    const { db: a, storage: one } = await tab();
    const { storage: two } = await tab();
    // The seed's rows stored (a first start stores only its time), so that changes apply to them.
    await a.write((tx) => tx.update("users", 3, { name: "Stored" }));
    const at = a.revision;
    const change = (name: string) => ({
      created: [],
      rows: [
        { namespace: "api" as const, collection: "users", id: 1, row: { ...a.get("users", 1)!, name } },
        { namespace: "api" as const, collection: "users", id: 2, row: { ...a.get("users", 2)!, name } },
      ],
    });
    const outcomes = await Promise.allSettled([one.apply(change("One"), at), two.apply(change("Two"), at)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const winner = outcomes[0].status === "fulfilled" ? "One" : "Two";
    expect((await storedRows(one, "users")).slice(0, 2).map((row) => row.name)).toEqual([winner, winner]);
    expect(await one.revision()).toBe(at + 1);
  });

  it("counts one revision per stored change, none for a write that changes nothing or fails", async () => {
    const { db: a, storage } = await tab();
    // Seeded at the first start.
    expect(a.revision).toBe(1);
    expect(await storage.revision()).toBe(1);
    await a.write((tx) => tx.update("users", 1, { name: "One" }));
    await a.write((tx) => tx.remove("users", 3));
    expect(a.revision).toBe(3);
    await a.write((tx) => tx.get("users", 1));
    await expect(
      a.write((tx) => {
        tx.update("users", 1, { name: "Never" });
        throw new Error("a rule broke");
      }),
    ).rejects.toThrow("a rule broke");
    expect(a.revision).toBe(3);
    expect(await storage.revision()).toBe(3);
  });

  it("moves the revision on with a reset, and the other tab then reads the seed", async () => {
    const { db: a } = await tab();
    const { db: b, storage } = await tab();
    await a.write((tx) => tx.remove("users", 1));
    const before = await storage.revision();
    await b.reset(new Date("2025-04-01T00:00:00.000Z"));
    expect(b.revision).toBe(before + 1);
    expect(await storage.revision()).toBe(before + 1);
    await a.sync();
    expect(a.get("users", 1)?.userName).toBe("ADMIN");
    expect(a.seededAt).toBe("2025-04-01T00:00:00.000Z");
    expect(a.revision).toBe(b.revision);
  });

  it("asks only the revision while nothing changed, once for callers waiting together", async () => {
    const { db: a } = await tab();
    const { db: b, storage } = await tab();
    const revisions = vi.spyOn(storage, "revision");
    const reads = vi.spyOn(storage, "read");
    await Promise.all([b.sync(), b.sync(), b.sync()]);
    expect(revisions).toHaveBeenCalledTimes(1);
    await b.sync();
    expect(reads).not.toHaveBeenCalled();
    await a.write((tx) => tx.update("users", 1, { name: "Moved" }));
    await b.sync();
    await b.sync();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(b.get("users", 1)?.name).toBe("Moved");
  });

  it("gives up a write after a few attempts while another tab keeps getting in first, storing none of it", async () => {
    const { db: a } = await tab();
    const { storage } = await tab();
    await a.write((tx) => tx.update("users", 3, { name: "Stored" }));
    let beaten = 0;
    // Another tab that stores a change each time, just before this tab's write reaches the storage.
    const busy: DemoStorage = {
      ...storage,
      revision: () => storage.revision(),
      read: () => storage.read(),
      apply: async (changes, expected) => {
        await a.sync();
        await a.write((tx) => tx.insert("parameter-system", { name: `busy${(beaten += 1)}`, value: "1" }));
        return storage.apply(changes, expected);
      },
    };
    const b = (await openDemoDb({ storage: busy, now })).db;
    await expect(b.write((tx) => tx.update("users", 1, { name: "Lost in the race" }))).rejects.toBeInstanceOf(StaleRevision);
    expect(beaten).toBe(4);
    expect((await storedRows(storage, "users"))[0]?.name).toBe("Ana Souza");
    expect(b.get("users", 1)?.name).toBe("Ana Souza");
  });

  it("keeps its copy, and says so once, when the stored database is not one it can read", async () => {
    const { db: a, storage: own } = await tab();
    const { storage } = await tab();
    await a.write((tx) => tx.update("users", 1, { name: "Mine" }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // What a newer build in another tab could store.
    await storage.replace({ ...seedSnapshot(now()), version: DEMO_DB_VERSION + 1 });
    const reads = vi.spyOn(own, "read");
    await a.sync();
    await a.sync();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(a.get("users", 1)?.name).toBe("Mine");
    // Its writes are refused rather than stored over a database it cannot read.
    await expect(a.write((tx) => tx.update("users", 1, { name: "Over it" }))).rejects.toBeInstanceOf(StaleRevision);
    expect((await storedRows(storage, "users"))[0]?.name).toBe("Ana Souza");
  });

  it("keeps its copy when another tab stores a seed of a version it does not know", async () => {
    const { db: a } = await tab();
    const { storage } = await tab();
    await a.write((tx) => tx.update("users", 1, { name: "Mine" }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await storage.storeSeed({ version: DEMO_DB_VERSION + 1, seededAt: "2025-04-01T00:00:00.000Z" });
    await a.sync();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(a.get("users", 1)?.name).toBe("Mine");
    expect(a.seededAt).toBe("2025-03-14T12:00:00.000Z");
    await expect(a.write((tx) => tx.update("users", 1, { name: "Over it" }))).rejects.toBeInstanceOf(StaleRevision);
    expect(await storage.read()).toMatchObject({ kind: "seed", version: DEMO_DB_VERSION + 1 });
  });

  it("seeds once when two tabs start on an empty storage at the same time", async () => {
    const first = browser.handle();
    const second = browser.handle();
    const seeds = [...new Set([first, second])].map((storage) => vi.spyOn(storage, "storeSeed"));
    const [one, two] = await Promise.all([openDemoDb({ storage: first, now }), openDemoDb({ storage: second, now })]);
    expect(one.notices).toEqual([]);
    expect(two.notices).toEqual([]);
    expect(await first.revision()).toBe(1);
    expect(one.db.revision).toBe(1);
    expect(two.db.revision).toBe(1);
    // Both wrote the seed over the empty storage; the later write was refused and that tab took the first's.
    const outcomes = await Promise.allSettled(seeds.flatMap((spy) => spy.mock.results.map((result) => result.value as Promise<number>)));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(outcomes.find((outcome) => outcome.status === "rejected")).toMatchObject({ reason: expect.any(StaleRevision) });
    await two.db.write((tx) => tx.update("users", 1, { name: "Two" }));
    await one.db.sync();
    expect(one.db.get("users", 1)?.name).toBe("Two");
  });

  it("tells the other tab, not itself, that a change was stored (BroadcastChannel)", async () => {
    const { db: a } = await tab();
    const { db: b } = await tab();
    const name = `scm-demo-db-test-${Math.random()}`;
    const channelA = shareChanges(a, name);
    const channelB = shareChanges(b, name);
    try {
      const toldA = vi.fn();
      channelA.onChangedElsewhere(toldA);
      const toldB = new Promise<void>((resolve) => channelB.onChangedElsewhere(resolve));
      await a.write((tx) => tx.update("users", 1, { name: "Broadcast" }));
      await toldB;
      // The message makes B read the stored database without waiting for a request.
      await vi.waitFor(() => expect(b.get("users", 1)?.name).toBe("Broadcast"));
      expect(toldA).not.toHaveBeenCalled();
    } finally {
      channelA.close();
      channelB.close();
    }
  });
});

describe("a database stored before revisions were counted (IndexedDB)", () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it("reads as revision 0 and counts on from there", async () => {
    const first = indexedDbStorage();
    opened.push(first);
    await (await openDemoDb({ storage: first, now })).db.write((tx) => tx.update("users", 2, { name: "Stored" }));
    first.close();
    // The meta record as the previous version of the demo stored it.
    const raw = await openDB(DEMO_IDB_NAME);
    await raw.put("meta", { version: DEMO_DB_VERSION, seededAt: "2025-03-14T12:00:00.000Z" }, "database");
    raw.close();

    const storage = indexedDbStorage();
    opened.push(storage);
    expect(await storage.revision()).toBe(0);
    const { db, notices } = await openDemoDb({ storage, now });
    expect(notices).toEqual([]);
    expect(db.revision).toBe(0);
    await db.write((tx) => tx.update("users", 1, { name: "Counted" }));
    expect(db.revision).toBe(1);
    const check = await openDB(DEMO_IDB_NAME);
    expect(await check.get("meta", "database")).toEqual({ version: DEMO_DB_VERSION, seededAt: "2025-03-14T12:00:00.000Z", revision: 1 });
    check.close();
  });
});
