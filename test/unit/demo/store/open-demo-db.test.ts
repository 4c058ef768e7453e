import { describe, expect, it } from "vitest";
import {
  DEMO_DB_VERSION,
  DemoDb,
  memoryStorage,
  openDemoDb,
  type DemoStorage,
  type LegacyDocument,
} from "../../../../src/demo/store";
import { MAINTENANCE_RESOURCE_IDS, PLANNING_RESOURCE_IDS, TRACKING_RESOURCE_IDS } from "../../../../src/demo/seed";
import { PRIORITY_RESOURCE_IDS } from "../../../../src/demo/seed/auth-grants";

const now = () => new Date("2025-03-14T12:00:00.000Z");

/** The localStorage document of an earlier version, held in a variable. */
function legacyDocument(json: string | null): LegacyDocument & { readonly current: string | null } {
  let stored = json;
  return {
    get current() {
      return stored;
    },
    read: () => stored,
    remove: () => {
      stored = null;
    },
  };
}

/** A database's whole content as an earlier version stored it in one document. */
function documentOf(db: DemoDb, version: number = DEMO_DB_VERSION): string {
  const dump = (namespace: "api" | "efa") =>
    Object.fromEntries(db.names(namespace).map((name) => [name, db.list(name, namespace)]));
  return JSON.stringify({ version, seededAt: db.seededAt, api: dump("api"), efa: dump("efa") });
}

const unusable: DemoStorage = {
  load: () => Promise.reject(new Error("IndexedDB is disabled")),
  read: () => Promise.reject(new Error("IndexedDB is disabled")),
  revision: () => Promise.reject(new Error("IndexedDB is disabled")),
  apply: () => Promise.reject(new Error("IndexedDB is disabled")),
  replace: () => Promise.reject(new Error("IndexedDB is disabled")),
  storeSeed: () => Promise.reject(new Error("IndexedDB is disabled")),
};

describe("openDemoDb", () => {
  it("seeds and stores on a first start, with nothing to tell", async () => {
    const storage = memoryStorage();
    const { db, notices } = await openDemoDb({ storage, now });
    expect(notices).toEqual([]);
    expect(db.seededAt).toBe("2025-03-14T12:00:00.000Z");
    expect(db.list("users").length).toBe(11);
    expect(storage.current?.version).toBe(DEMO_DB_VERSION);
    expect(storage.current?.api.users?.length).toBe(11);
  });

  it("seeds a first start at the time it is given, and keeps a stored database's own seed time", async () => {
    const storage = memoryStorage();
    const seedTime = new Date("2025-03-14T11:59:58.500Z");
    expect((await openDemoDb({ storage, now, seedTime })).db.seededAt).toBe("2025-03-14T11:59:58.500Z");
    const later = new Date("2025-03-14T12:30:00.000Z");
    expect((await openDemoDb({ storage, now, seedTime: later })).db.seededAt).toBe("2025-03-14T11:59:58.500Z");
  });

  it("stores only the seed's time on a first start; a later start makes the same rows from it, writing nothing", async () => {
    const storage = memoryStorage();
    const first = (await openDemoDb({ storage, now })).db;
    expect(await storage.read()).toEqual({ kind: "seed", version: DEMO_DB_VERSION, seededAt: "2025-03-14T12:00:00.000Z", revision: 1 });
    expect(first.storesSeedOnly).toBe(true);
    const writes = { replace: 0, storeSeed: 0 };
    const counting: DemoStorage = {
      ...storage,
      replace: (snapshot, expected) => ((writes.replace += 1), storage.replace(snapshot, expected)),
      storeSeed: (seed, expected) => ((writes.storeSeed += 1), storage.storeSeed(seed, expected)),
    };
    const later = new Date("2025-03-14T18:00:00.000Z");
    const { db, notices } = await openDemoDb({ storage: counting, now: () => later });
    expect(notices).toEqual([]);
    expect(writes).toEqual({ replace: 0, storeSeed: 0 });
    expect(db.seededAt).toBe(first.seededAt);
    expect(db.revision).toBe(1);
    expect(db.storesSeedOnly).toBe(true);
    for (const name of first.names()) expect(db.list(name)).toEqual(first.list(name));
    for (const name of first.names("efa")) expect(db.list(name, "efa")).toEqual(first.list(name, "efa"));
  });

  it("reopens what is stored, edits included", async () => {
    const storage = memoryStorage();
    const first = (await openDemoDb({ storage, now })).db;
    await first.write((tx) => tx.update("users", 2, { name: "Edited" }));
    const { db, notices } = await openDemoDb({ storage, now });
    expect(notices).toEqual([]);
    expect(db.get("users", 2)?.name).toBe("Edited");
  });

  it("does not rewrite a database that is already current", async () => {
    const storage = memoryStorage();
    await openDemoDb({ storage, now });
    let replaced = 0;
    const counting: DemoStorage = { ...storage, replace: (snapshot) => ((replaced += 1), storage.replace(snapshot)) };
    await openDemoDb({ storage: counting, now: () => new Date("2025-03-14T20:00:00.000Z") });
    expect(replaced).toBe(0);
  });

  it("migrates the localStorage document of version 3 once, keeping the edits, and removes it", async () => {
    const earlier = (await openDemoDb({ storage: memoryStorage(), now })).db;
    await earlier.write((tx) => tx.update("parameter-system", 1, { value: "45" }));
    await earlier.write((tx) => tx.insert("informative", { title: "Written by the user" }));
    const legacy = legacyDocument(documentOf(earlier, 3));

    const storage = memoryStorage();
    const { db, notices } = await openDemoDb({ storage, legacy, now });
    expect(notices).toEqual([]);
    expect(db.get("parameter-system", 1)?.value).toBe("45");
    expect(db.list("informative").some((row) => row.title === "Written by the user")).toBe(true);
    expect(storage.current?.api["parameter-system"]?.[0]?.value).toBe("45");
    expect(legacy.current).toBeNull();
  });

  it("ignores a document left beside a storage that already has the database, and removes it", async () => {
    const storage = memoryStorage();
    const stored = (await openDemoDb({ storage, now })).db;
    await stored.write((tx) => tx.update("users", 1, { name: "Stored" }));
    const stale = legacyDocument(documentOf(stored).replace('"Stored"', '"Stale"'));
    const { db } = await openDemoDb({ storage, legacy: stale, now });
    expect(db.get("users", 1)?.name).toBe("Stored");
    expect(stale.current).toBeNull();
  });

  it("reseeds a corrupt document, or one of a version without an upgrade path, and says so", async () => {
    const documents = [
      "{not json",
      JSON.stringify({ version: 1, seededAt: "2020-01-01T00:00:00.000Z", api: {}, efa: {} }),
      JSON.stringify({ version: DEMO_DB_VERSION, seededAt: "x", api: { users: [{ name: "no id" }] }, efa: {} }),
      JSON.stringify({ version: DEMO_DB_VERSION + 1, seededAt: "2025-03-14T12:00:00.000Z", api: { users: [] }, efa: {} }),
    ];
    for (const document of documents) {
      const legacy = legacyDocument(document);
      const storage = memoryStorage();
      const { db, notices } = await openDemoDb({ storage, legacy, now });
      expect(notices).toEqual(["reseeded"]);
      expect(db.list("users").length).toBe(11);
      expect(db.seededAt).toBe("2025-03-14T12:00:00.000Z");
      expect(storage.current?.api.users?.length).toBe(11);
      expect(legacy.current).toBeNull();
    }
  });

  it("reseeds what a storage reports unreadable, and says so", async () => {
    const storage = memoryStorage();
    const unreadable: DemoStorage = { ...storage, load: async () => ({ kind: "unreadable" }) };
    const { db, notices } = await openDemoDb({ storage: unreadable, now });
    expect(notices).toEqual(["reseeded"]);
    expect(db.list("users").length).toBe(11);
    expect(storage.current?.api.users?.length).toBe(11);
  });

  it("runs on memory when the storage cannot be used, keeping the old document for a later start", async () => {
    const earlier = (await openDemoDb({ storage: memoryStorage(), now })).db;
    await earlier.write((tx) => tx.update("users", 1, { name: "Kept" }));
    const legacy = legacyDocument(documentOf(earlier));
    const { db, notices } = await openDemoDb({ storage: unusable, legacy, now });
    expect(notices).toEqual(["notSaved"]);
    expect(db.get("users", 1)?.name).toBe("Kept");
    expect(legacy.current).not.toBeNull();
    // Writes still work, on memory.
    expect(await db.write((tx) => tx.update("users", 1, { name: "Again" }))).toMatchObject({ name: "Again" });
  });

  it("runs on memory when the storage does not answer in time", async () => {
    const hanging: DemoStorage = { ...unusable, load: () => new Promise(() => undefined) };
    const { db, notices } = await openDemoDb({ storage: hanging, now, loadTimeoutMs: 20 });
    expect(notices).toEqual(["notSaved"]);
    expect(db.list("users").length).toBe(11);
  });
});

describe("upgrading a stored demo of version 2", () => {
  const GRANTS = "user-profile-resource";
  const isMaintenance = (resource: unknown) => (MAINTENANCE_RESOURCE_IDS as readonly unknown[]).includes(resource);

  const isPlanning = (resource: unknown) => (PLANNING_RESOURCE_IDS as readonly unknown[]).includes(resource);
  const isTracking = (resource: unknown) => (TRACKING_RESOURCE_IDS as readonly unknown[]).includes(resource);
  const isPriority = (resource: unknown) => (PRIORITY_RESOURCE_IDS as readonly unknown[]).includes(resource);

  /**
   * A version-2 document: the fresh seed without the grants of Maintenance, of the planners' loop and of
   * transport tracking (which came later still), plus the user's own changes.
   */
  const TRADE_COMPLIANCE_PROFILE = 5;

  async function version2(edit: (db: DemoDb) => Promise<void>): Promise<string> {
    const first = (await openDemoDb({ storage: memoryStorage(), now })).db;
    await first.write((tx) => {
      for (const row of tx.list(GRANTS))
        if (isMaintenance(row.resource) || isPlanning(row.resource) || isTracking(row.resource) || isPriority(row.resource))
          tx.remove(GRANTS, row.id);
      // Version 7's trade compliance account: its profile, grants and user.
      for (const row of tx.list(GRANTS)) if (row.profileId === TRADE_COMPLIANCE_PROFILE) tx.remove(GRANTS, row.id);
      tx.remove("users-profile", TRADE_COMPLIANCE_PROFILE);
      for (const row of tx.list("users")) if (row.profileId === TRADE_COMPLIANCE_PROFILE) tx.remove("users", row.id);
      // Version 8's inbox grants and SAP MRP controllers.
      for (const row of tx.list(GRANTS)) if (row.resource === "inbox") tx.remove(GRANTS, row.id);
      for (const row of tx.list("edb/edb-mrp-controller")) if (/^P\d{2}$/.test(String(row.mrpController))) tx.remove("edb/edb-mrp-controller", row.id);
    });
    await edit(first);
    return documentOf(first, 2);
  }

  it("adds the Maintenance grants with the ids a fresh seed gives, and keeps every user change", async () => {
    const stored = await version2(async (db) => {
      await db.write((tx) => {
        tx.update("parameter-system", 1, { value: "45" });
        tx.insert("informative", { title: "Written by the user" });
        tx.update(GRANTS, tx.list(GRANTS).find((row) => row.profileId === 4 && row.resource === "edb/edb-partner")!.id, { create: true });
      });
    });
    const storage = memoryStorage();
    const { db } = await openDemoDb({ storage, legacy: legacyDocument(stored), now });
    const fresh = (await openDemoDb({ storage: memoryStorage(), now })).db;
    expect(db.list(GRANTS).filter((row) => isMaintenance(row.resource))).toEqual(
      fresh.list(GRANTS).filter((row) => isMaintenance(row.resource)),
    );
    // Then version 4's planning grants, also with the ids a fresh seed gives them.
    expect(db.list(GRANTS).filter((row) => isPlanning(row.resource))).toEqual(
      fresh.list(GRANTS).filter((row) => isPlanning(row.resource)),
    );
    // And version 5's transport tracking grants.
    expect(db.list(GRANTS).filter((row) => isTracking(row.resource))).toEqual(
      fresh.list(GRANTS).filter((row) => isTracking(row.resource)),
    );
    // And version 6's trade compliance and display board grants.
    expect(db.list(GRANTS).filter((row) => isPriority(row.resource))).toEqual(
      fresh.list(GRANTS).filter((row) => isPriority(row.resource)),
    );
    // And version 7's trade compliance account, as a fresh seed has it: profile, every grant, user.
    expect(db.list(GRANTS).filter((row) => row.profileId === TRADE_COMPLIANCE_PROFILE)).toEqual(
      fresh.list(GRANTS).filter((row) => row.profileId === TRADE_COMPLIANCE_PROFILE),
    );
    expect(db.get("users-profile", TRADE_COMPLIANCE_PROFILE)).toEqual(fresh.get("users-profile", TRADE_COMPLIANCE_PROFILE));
    expect(db.list("users").find((row) => row.userName === "COMPLIANCE")).toEqual(fresh.list("users").find((row) => row.userName === "COMPLIANCE"));
    // And version 8's inbox grants, after every other row, and the SAP MRP controllers with their planners.
    expect(db.list(GRANTS).filter((row) => row.resource === "inbox")).toEqual(fresh.list(GRANTS).filter((row) => row.resource === "inbox"));
    expect(db.list(GRANTS)).toHaveLength(fresh.list(GRANTS).length);
    expect(db.list("edb/edb-mrp-controller")).toEqual(fresh.list("edb/edb-mrp-controller"));
    expect(db.get("parameter-system", 1)?.value).toBe("45");
    expect(db.list("informative").some((row) => row.title === "Written by the user")).toBe(true);
    expect(db.list(GRANTS).find((row) => row.profileId === 4 && row.resource === "edb/edb-partner")?.create).toBe(true);
    // Stored as the current version, so the grants are added once: a grant deleted afterwards stays deleted.
    expect(storage.current?.version).toBe(DEMO_DB_VERSION);
    const planner = db.list(GRANTS).find((row) => row.profileId === 2 && row.resource === "edb/edb-transit-time")!;
    await db.write((tx) => tx.remove(GRANTS, planner.id));
    expect((await openDemoDb({ storage, now })).db.get(GRANTS, planner.id)).toBeUndefined();
  });

  it("keeps a grant the user already set on a Maintenance screen and skips deleted profiles", async () => {
    const stored = await version2(async (db) => {
      await db.write((tx) => {
        tx.insert(GRANTS, { profileId: 4, resource: "edb/edb-transit-time", read: true, update: true, create: false, delete: false, deletable: true });
        tx.remove("users-profile", 3);
      });
    });
    const { db } = await openDemoDb({ storage: memoryStorage(), legacy: legacyDocument(stored), now });
    const transit = db.list(GRANTS).filter((row) => row.profileId === 4 && row.resource === "edb/edb-transit-time");
    expect(transit).toHaveLength(1);
    expect(transit[0]?.update).toBe(true);
    expect(db.list(GRANTS).some((row) => row.profileId === 3 && row.resource === "edb/edb-transit-time")).toBe(false);
    const ids = db.list(GRANTS).map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("keeping a stored demo current", () => {
  it("moves every date forward by the whole days since seeding, keeping user changes", async () => {
    const seededAt = new Date("2026-11-01T12:00:00.000Z");
    const storage = memoryStorage();
    const first = (await openDemoDb({ storage, now: () => seededAt })).db;
    const changed = first.list("informative")[0]!;
    await first.write((tx) => tx.update("informative", changed.id, { title: "Edited by user" }));
    const shipment = first.list("edb/transport-tracking-shipments")[0]!;

    const later = new Date("2026-11-11T13:00:00.000Z");
    const reopened = (await openDemoDb({ storage, now: () => later })).db;
    const moved = reopened.get("informative", changed.id)!;
    expect(moved.title).toBe("Edited by user");
    expect(Date.parse(String(moved.createdDate)) - Date.parse(String(changed.createdDate))).toBe(10 * 86_400_000);
    // The tracking robot's rows are derived from the seed time, so they move with it.
    const movedShipment = reopened.get("edb/transport-tracking-shipments", shipment.id)!;
    expect(Date.parse(String(movedShipment.plannedEta)) - Date.parse(String(shipment.plannedEta))).toBe(10 * 86_400_000);
    expect(reopened.seededAt).toBe("2026-11-11T12:00:00.000Z");
    // Stored moved, so the next start does not move them again.
    expect(storage.current?.seededAt).toBe("2026-11-11T12:00:00.000Z");
  });

  it("leaves a database seeded today untouched", async () => {
    const storage = memoryStorage();
    const first = (await openDemoDb({ storage, now: () => new Date("2026-11-01T12:00:00.000Z") })).db;
    const before = first.list("informative");
    const again = (await openDemoDb({ storage, now: () => new Date("2026-11-01T20:00:00.000Z") })).db;
    expect(again.list("informative")).toEqual(before);
  });

  it("adds the collections a newer seed brings, keeping the stored ones", async () => {
    const storage = memoryStorage();
    const first = (await openDemoDb({ storage, now })).db;
    await first.write((tx) => tx.update("users", 1, { name: "Mine" }));
    const older = storage.current!;
    delete older.api["edb/country-list"];
    const reopened = (await openDemoDb({ storage: memoryStorage(older), now })).db;
    expect(reopened.get("users", 1)?.name).toBe("Mine");
    expect(reopened.list("edb/country-list").length).toBeGreaterThan(100);
  });
});
