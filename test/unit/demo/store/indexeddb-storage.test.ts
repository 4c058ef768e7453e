// @vitest-environment node
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DEMO_DB_VERSION,
  DEMO_IDB_NAME,
  LEGACY_DEMO_DB_KEY,
  indexedDbStorage,
  localStorageDocument,
  openDemoDb,
  seedSnapshot,
  type DemoDb,
} from "../../../../src/demo/store";
import { derivedNames } from "../../../../src/demo/store/derived";
import { demoDatabaseExists } from "../../../../src/demo/store/indexeddb-storage";

const now = () => new Date("2025-03-14T12:00:00.000Z");
const opened: { close(): void }[] = [];

/** A start of the demo over the browser's IndexedDB, as src/demo/browser.ts does it. */
async function start(legacy = localStorageDocument(LEGACY_DEMO_DB_KEY, () => prefs)) {
  const storage = indexedDbStorage();
  opened.push(storage);
  return openDemoDb({ storage, legacy, now });
}

/** What a page reload finds: the previous connection gone, a new one opened. */
async function reload() {
  for (const storage of opened.splice(0)) storage.close();
  return start();
}

/** The raw records, read the way any other IndexedDB client would. */
async function records() {
  const db = await openDB(DEMO_IDB_NAME);
  try {
    return {
      meta: (await db.get("meta", "database")) as unknown,
      collections: await db.count("collections"),
      rows: (await db.getAll("rows")) as { namespace: string; collection: string; id: number; row: Record<string, unknown> }[],
    };
  } finally {
    db.close();
  }
}

const rowsOf = async (collection: string) =>
  (await records()).rows.filter((record) => record.namespace === "api" && record.collection === collection).map((record) => record.row);

/** The localStorage of the tests, where preferences and the old demo database live. */
let prefs: Storage;

function memoryLocalStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function documentOf(db: DemoDb, version: number): string {
  const dump = (namespace: "api" | "efa") =>
    Object.fromEntries(db.names(namespace).map((name) => [name, db.list(name, namespace)]));
  return JSON.stringify({ version, seededAt: db.seededAt, api: dump("api"), efa: dump("efa") });
}

beforeEach(() => {
  // A browser of its own for every test: an empty IndexedDB and an empty localStorage.
  globalThis.indexedDB = new IDBFactory();
  prefs = memoryLocalStorage();
});
afterEach(() => {
  for (const storage of opened.splice(0)) storage.close();
});

describe("the demo database in IndexedDB (DESIGN §9.5)", () => {
  it("is seeded on the first start, storing only the seed's time until the first write stores every row", async () => {
    const { db, notices } = await start();
    expect(notices).toEqual([]);
    expect(db.list("users").length).toBe(11);
    const seeded = await records();
    expect(seeded.meta).toEqual({ version: DEMO_DB_VERSION, seededAt: "2025-03-14T12:00:00.000Z", revision: 1, seedOnly: true });
    expect(seeded.collections).toBe(0);
    expect(seeded.rows).toEqual([]);

    // A reload makes the same rows again from the stored time, writing nothing.
    const { db: again, notices: noticesAgain } = await reload();
    expect(noticesAgain).toEqual([]);
    expect(again.seededAt).toBe(db.seededAt);
    expect(again.revision).toBe(1);
    expect(again.list("users")).toEqual(db.list("users"));
    expect((await records()).meta).toEqual(seeded.meta);

    await again.write((tx) => tx.update("users", 2, { name: "Edited" }));
    const stored = await records();
    expect(stored.meta).toEqual({ version: DEMO_DB_VERSION, seededAt: "2025-03-14T12:00:00.000Z", revision: 2 });
    // Every collection but the derived ones, which are computed from seededAt and never stored.
    expect(stored.collections).toBe(db.names("api").length + db.names("efa").length - derivedNames("api").length - derivedNames("efa").length);
    expect(derivedNames("api").length).toBeGreaterThan(0);
    expect(await rowsOf("users")).toEqual(again.list("users"));
    expect((await rowsOf("users"))[1]?.name).toBe("Edited");
  });

  it("replaces a stored seed a day old or more by a fresh one, so its dates are today's", async () => {
    await start();
    for (const storage of opened.splice(0)) storage.close();
    const raw = await openDB(DEMO_IDB_NAME);
    await raw.put("meta", { version: DEMO_DB_VERSION, seededAt: "2025-03-12T09:00:00.000Z", revision: 1, seedOnly: true }, "database");
    raw.close();
    const { db, notices } = await start();
    expect(notices).toEqual([]);
    expect(db.seededAt).toBe("2025-03-14T12:00:00.000Z");
    expect((await records()).meta).toEqual({ version: DEMO_DB_VERSION, seededAt: "2025-03-14T12:00:00.000Z", revision: 2, seedOnly: true });
  });

  it("is known to be there once a start has stored it, without being opened to ask", async () => {
    expect(await demoDatabaseExists()).toBe(false);
    expect(await indexedDB.databases()).toEqual([]);
    await start();
    expect(await demoDatabaseExists()).toBe(true);
  });

  it("keeps the edits across a reload, in the order the list had them", async () => {
    const { db } = await start();
    await db.write((tx) => tx.update("users", 2, { name: "Edited" }));
    await db.write((tx) => tx.remove("users", 3));
    await db.write((tx) => tx.insert("parameter-system", { name: "added", value: "1" }));
    await db.write((tx) => tx.insert("reports", { materialNumber: "100234" }, "efa"));

    const { db: again, notices } = await reload();
    expect(notices).toEqual([]);
    expect(again.get("users", 2)?.name).toBe("Edited");
    expect(again.get("users", 3)).toBeUndefined();
    expect(again.list("users")).toEqual(db.list("users"));
    expect(again.list("parameter-system").at(-1)).toEqual({ id: 9, name: "added", value: "1" });
    expect(again.list("reports", "efa")).toEqual([{ id: 1, materialNumber: "100234" }]);
  });

  it("migrates the version 3 localStorage database once, keeping the edits, and removes its key", async () => {
    // What a browser of the previous version holds: its edited database as one localStorage document.
    const earlier = (await start(localStorageDocument("unused", () => undefined))).db;
    await earlier.write((tx) => tx.update("parameter-system", 1, { value: "45" }));
    await earlier.write((tx) => tx.insert("informative", { title: "Written by the user" }));
    const document = documentOf(earlier, 3);
    globalThis.indexedDB = new IDBFactory();
    prefs.setItem(LEGACY_DEMO_DB_KEY, document);
    prefs.setItem("scm.language", "pt-BR");

    const { db, notices } = await start();
    expect(notices).toEqual([]);
    expect(db.get("parameter-system", 1)?.value).toBe("45");
    expect(db.list("informative").some((row) => row.title === "Written by the user")).toBe(true);
    expect(prefs.getItem(LEGACY_DEMO_DB_KEY)).toBeNull();
    expect(prefs.getItem("scm.language")).toBe("pt-BR");
    expect((await rowsOf("parameter-system"))[0]?.value).toBe("45");

    // Once: later edits live in IndexedDB, and an old document showing up again is not taken over them.
    await db.write((tx) => tx.update("parameter-system", 1, { value: "60" }));
    prefs.setItem(LEGACY_DEMO_DB_KEY, document);
    const { db: again } = await reload();
    expect(again.get("parameter-system", 1)?.value).toBe("60");
    expect(prefs.getItem(LEGACY_DEMO_DB_KEY)).toBeNull();
  });

  it("reseeds a database whose records are corrupt, and signals a notice", async () => {
    const { db } = await start();
    await db.write((tx) => tx.update("users", 1, { name: "Lost" }));
    for (const storage of opened.splice(0)) storage.close();
    const raw = await openDB(DEMO_IDB_NAME);
    await raw.put("rows", { namespace: "api", collection: "users", id: 99, row: { name: "no id" } });
    raw.close();

    const { db: reseeded, notices } = await start();
    expect(notices).toEqual(["reseeded"]);
    expect(reseeded.get("users", 1)?.name).toBe("Ana Souza");
    expect((await records()).meta).toMatchObject({ seededAt: "2025-03-14T12:00:00.000Z", seedOnly: true });
    expect((await records()).rows).toEqual([]);
    // Stored again: the next start is a normal one.
    const next = await reload();
    expect(next.notices).toEqual([]);
    expect(next.db.list("users").length).toBe(11);
  });

  it("reseeds a database of unknown content version, and signals a notice", async () => {
    await start();
    for (const storage of opened.splice(0)) storage.close();
    const raw = await openDB(DEMO_IDB_NAME);
    await raw.put("meta", { version: "x", seededAt: "2025-03-14T12:00:00.000Z" }, "database");
    raw.close();
    const { db, notices } = await start();
    expect(notices).toEqual(["reseeded"]);
    expect(db.list("users").length).toBe(11);
    // The meta record written over had no revision, so it counted as 0.
    expect((await records()).meta).toEqual({ version: DEMO_DB_VERSION, seededAt: "2025-03-14T12:00:00.000Z", revision: 1, seedOnly: true });
  });

  it("replaces a database it cannot open or read (another schema), and signals a notice", async () => {
    // A schema from a newer build: opening it at our version fails.
    const newer = await openDB(DEMO_IDB_NAME, 7, { upgrade: (db) => void db.createObjectStore("other") });
    newer.close();
    const { db, notices } = await start();
    expect(notices).toEqual(["reseeded"]);
    expect(db.list("users").length).toBe(11);
    expect((await records()).meta).toMatchObject({ version: DEMO_DB_VERSION, seedOnly: true });

    // Our version number without our object stores: reading fails.
    for (const storage of opened.splice(0)) storage.close();
    globalThis.indexedDB = new IDBFactory();
    const bare = await openDB(DEMO_IDB_NAME, 1, { upgrade: (raw) => void raw.createObjectStore("other") });
    bare.close();
    const second = await start();
    expect(second.notices).toEqual(["reseeded"]);
    expect((await records()).meta).toMatchObject({ version: DEMO_DB_VERSION, seedOnly: true });
    expect((await reload()).db.list("users").length).toBe(11);
  });

  it("leaves IndexedDB and memory as they were when IndexedDB refuses a request's changes", async () => {
    const { db } = await start();
    const broken = (name: string) =>
      db.write((tx) => {
        tx.update("users", 1, { name });
        // A value IndexedDB cannot store: the put of this row fails after the one above was queued.
        tx.insert("parameter-system", { name: "broken", value: () => "not cloneable" });
      });
    // The first write, which stores the seed's rows with its changes: the seed alone stays stored.
    const seeded = await records();
    await expect(broken("Half")).rejects.toThrow();
    expect(db.get("users", 1)?.name).toBe("Ana Souza");
    expect(db.list("parameter-system").length).toBe(8);
    expect(await records()).toEqual(seeded);

    // A later write, over stored rows.
    await db.write((tx) => tx.update("users", 2, { name: "Stored" }));
    await expect(broken("Half again")).rejects.toThrow();
    expect(db.get("users", 1)?.name).toBe("Ana Souza");
    expect((await rowsOf("users"))[0]?.name).toBe("Ana Souza");
    expect((await rowsOf("parameter-system")).length).toBe(8);

    // The database still works afterwards.
    await db.write((tx) => tx.update("users", 1, { name: "Whole" }));
    expect((await reload()).db.get("users", 1)?.name).toBe("Whole");
  });

  it("is cleared and reseeded by a reset", async () => {
    const { db } = await start();
    await db.write((tx) => tx.remove("users", 1));
    await db.write((tx) => tx.insert("reports", { a: 1 }));
    await db.reset(new Date("2025-04-01T00:00:00.000Z"));
    const stored = await records();
    // Seeded (1), two writes (2, 3), the reset (4): the count goes on, so other tabs see it changed. As on a
    // first start, only the seed's time is stored.
    expect(stored.meta).toEqual({ version: DEMO_DB_VERSION, seededAt: "2025-04-01T00:00:00.000Z", revision: 4, seedOnly: true });
    expect(stored.collections).toBe(0);
    expect(stored.rows).toEqual([]);
    const { db: again } = await reload();
    expect(again.seededAt).toBe("2025-04-01T00:00:00.000Z");
    expect(again.get("users", 1)?.userName).toBe("ADMIN");
    expect(again.list("users").map((row) => row.id)).toEqual(seedSnapshot(now()).api.users.map((row) => row.id));
    expect(again.has("reports")).toBe(false);
  });
});
