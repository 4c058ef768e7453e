import { describe, expect, it } from "vitest";
import {
  DemoDb,
  createMemoryDemoDb,
  faultyStorage,
  memoryStorage,
  openDemoDb,
  seedSnapshot,
  DEMO_DB_VERSION,
  type DemoStorage,
  type Snapshot,
} from "../../../../src/demo/store";
import { derivedNames } from "../../../../src/demo/store/derived";
import { seedFamilies } from "../../../../src/demo/seed";

const now = () => new Date("2025-03-14T12:00:00.000Z");

/** A database over a memory storage the test can read back, as the next start would. */
function memoryDb() {
  const snapshot = seedSnapshot(now());
  const inner = memoryStorage(snapshot);
  return { db: new DemoDb({ storage: inner, snapshot, now }), inner };
}

describe("DemoDb", () => {
  it("starts from the seed", () => {
    const db = createMemoryDemoDb(now);
    expect(db.seededAt).toBe("2025-03-14T12:00:00.000Z");
    expect(db.list("users").length).toBe(11);
  });

  it("lists the seeded collections of every family", () => {
    const db = createMemoryDemoDb(now);
    const families = seedFamilies.map((family) => family(now()));
    // The stored families' collections, and the tracking robot's, derived from the seed time (DESIGN §9.5).
    expect(db.names().sort()).toEqual([...families.flatMap((family) => Object.keys(family.api ?? {})), ...derivedNames("api")].sort());
    expect(derivedNames("api")).toEqual(expect.arrayContaining(["edb/transport-tracking-shipments", "edb/transport-tracking-shipments-log"]));
    expect(db.names()).toEqual(expect.arrayContaining(["users", "informative-view", "edb/transport-tracking-shipments", "edb/sys-roles"]));
    expect(db.names("efa").sort()).toEqual([...families.flatMap((family) => Object.keys(family.efa ?? {})), ...derivedNames("efa")].sort());
    // A year of robot runs behind each stored log, derived too.
    expect(derivedNames("efa")).toEqual(["robot-process-log-history"]);
    expect(db.has("users")).toBe(true);
    expect(db.has("users", "efa")).toBe(false);
    expect(db.list("nothing")).toEqual([]);
  });

  it("inserts with the next id, merges updates, removes, and stores every change", async () => {
    const { db, inner } = memoryDb();
    const row = await db.write((tx) => tx.insert("parameter-system", { name: "maxRows", value: "500", id: 1 }));
    expect(row).toEqual({ id: 9, name: "maxRows", value: "500" });
    expect(await db.write((tx) => tx.update("parameter-system", 9, { value: "750", id: 99 }))).toEqual({
      id: 9,
      name: "maxRows",
      value: "750",
    });
    expect(db.get("parameter-system", 9)?.value).toBe("750");
    expect(await db.write((tx) => tx.update("parameter-system", 404, { value: "x" }))).toBeUndefined();

    const reloaded = (await openDemoDb({ storage: inner, now })).db;
    expect(reloaded.get("parameter-system", 9)).toEqual({ id: 9, name: "maxRows", value: "750" });

    expect(await reloaded.write((tx) => tx.remove("parameter-system", 9))).toEqual({ id: 9, name: "maxRows", value: "750" });
    expect(await reloaded.write((tx) => tx.remove("parameter-system", 9))).toBeUndefined();
    expect((await openDemoDb({ storage: inner, now })).db.get("parameter-system", 9)).toBeUndefined();
  });

  it("creates a collection on first insert and starts its ids at 1", async () => {
    const { db, inner } = memoryDb();
    expect(await db.write((tx) => tx.insert("reports", { materialNumber: "100234" }, "efa"))).toEqual({
      id: 1,
      materialNumber: "100234",
    });
    expect(db.list("reports", "efa").length).toBe(1);
    expect(db.names("efa")).toContain("reports");
    expect(inner.current?.efa.reports).toEqual([{ id: 1, materialNumber: "100234" }]);
  });

  it("hands out copies, so callers cannot change the stored list", () => {
    const db = createMemoryDemoDb(now);
    db.list("users").pop();
    expect(db.list("users").length).toBe(11);
  });

  it("lets a transaction read its own writes, and others only once it has committed", async () => {
    const db = createMemoryDemoDb(now);
    const seen = await db.write((tx) => {
      tx.insert("parameter-system", { name: "a", value: "1" });
      const inside = tx.list("parameter-system").length;
      const outside = db.list("parameter-system").length;
      return { inside, outside };
    });
    expect(seen).toEqual({ inside: 9, outside: 8 });
    expect(db.list("parameter-system").length).toBe(9);
  });

  it("reseeds on reset", async () => {
    const { db, inner } = memoryDb();
    await db.write((tx) => tx.remove("users", 1));
    await db.write((tx) => tx.insert("reports", { a: 1 }));
    await db.reset(new Date("2025-04-01T00:00:00.000Z"));
    expect(db.get("users", 1)?.userName).toBe("ADMIN");
    expect(db.has("reports")).toBe(false);
    expect(db.seededAt).toBe("2025-04-01T00:00:00.000Z");
    expect(inner.current?.seededAt).toBe("2025-04-01T00:00:00.000Z");
    expect(inner.current?.api.users?.[0]?.userName).toBe("ADMIN");
  });
});

describe("a write that fails midway (DESIGN §9.5)", () => {
  it("leaves memory and storage as they were when the work throws after writing", async () => {
    const { db, inner } = memoryDb();
    const before = inner.current;
    const failing = db.write((tx) => {
      tx.update("users", 1, { name: "Changed" });
      tx.insert("parameter-system", { name: "half", value: "done" });
      throw new Error("a rule broke");
    });
    await expect(failing).rejects.toThrow("a rule broke");
    expect(db.get("users", 1)?.name).toBe("Ana Souza");
    expect(db.list("parameter-system").length).toBe(8);
    expect(inner.current).toEqual(before);
  });

  it("leaves memory and storage as they were when the storage refuses the changes", async () => {
    const snapshot = seedSnapshot(now());
    const inner = memoryStorage(snapshot);
    const storage = faultyStorage(inner);
    const db = new DemoDb({ storage, snapshot, now });
    storage.failWrites();
    await expect(db.write((tx) => tx.update("users", 1, { name: "Changed" }))).rejects.toThrow("Injected storage failure");
    expect(db.get("users", 1)?.name).toBe("Ana Souza");
    expect(inner.current?.api.users?.[0]?.name).toBe("Ana Souza");
    // The next write works, and takes the id the failed one would have had.
    expect(await db.write((tx) => tx.insert("parameter-system", { name: "n", value: "v" }))).toMatchObject({ id: 9 });
  });

  it("stores a stored seed's rows with the first write, all at once, and nothing when that write is refused", async () => {
    const inner = memoryStorage();
    const storage = faultyStorage(inner);
    const { db } = await openDemoDb({ storage, now });
    expect(await inner.read()).toEqual({ kind: "seed", version: DEMO_DB_VERSION, seededAt: "2025-03-14T12:00:00.000Z", revision: 1 });
    storage.failWrites();
    await expect(db.write((tx) => tx.update("users", 1, { name: "Changed" }))).rejects.toThrow("Injected storage failure");
    expect(db.get("users", 1)?.name).toBe("Ana Souza");
    expect((await inner.read()).kind).toBe("seed");

    expect(db.storesSeedOnly).toBe(true);
    await db.write((tx) => tx.update("users", 1, { name: "Changed" }));
    expect(db.storesSeedOnly).toBe(false);
    const read = await inner.read();
    expect(read).toMatchObject({ kind: "found", revision: 2 });
    const stored = (read as { value: Snapshot }).value;
    expect(stored.api.users[0]?.name).toBe("Changed");
    // The rest is the seed's, as the seed made them.
    expect(stored.api.users.slice(1)).toEqual(seedSnapshot(now()).api.users.slice(1));
    expect(Object.keys(stored.api).sort()).toEqual(Object.keys(seedSnapshot(now()).api).sort());
  });

  it("keeps the current data when a reset cannot be stored", async () => {
    const snapshot = seedSnapshot(now());
    const storage = faultyStorage(memoryStorage(snapshot));
    const db = new DemoDb({ storage, snapshot, now });
    await db.write((tx) => tx.remove("users", 1));
    storage.failWrites();
    await expect(db.reset()).rejects.toThrow();
    expect(db.get("users", 1)).toBeUndefined();
  });

  it("refuses a transaction that waits on something, and one used after it ended", async () => {
    const db = createMemoryDemoDb(now);
    await expect(db.write(async (tx) => tx.insert("users", { userName: "X" }))).rejects.toThrow("must not wait");
    expect(db.list("users").length).toBe(11);
    let escaped: Parameters<Parameters<DemoDb["write"]>[0]>[0] | undefined;
    await db.write((tx) => {
      escaped = tx;
      tx.insert("users", { userName: "Y" });
    });
    expect(() => escaped?.insert("users", { userName: "Z" })).toThrow("has ended");
    expect(db.list("users").length).toBe(12);
  });

  it("runs writes one at a time, each on what the previous one committed", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const snapshot = seedSnapshot(now());
    const inner = memoryStorage(snapshot);
    const slow: DemoStorage = { ...inner, apply: async (changes, expected) => { await gate; return inner.apply(changes, expected); } };
    const db = new DemoDb({ storage: slow, snapshot, now });
    const first = db.write((tx) => tx.insert("parameter-system", { name: "first", value: "1" }));
    const second = db.write((tx) => tx.insert("parameter-system", { name: "second", value: "2" }));
    // Not committed yet: readers still see the stored data.
    await Promise.resolve();
    expect(db.list("parameter-system").length).toBe(8);
    release();
    expect((await first).id).toBe(9);
    expect((await second).id).toBe(10);
    expect(inner.current?.api["parameter-system"]?.map((row) => row.name).slice(-2)).toEqual(["first", "second"]);
  });
});
