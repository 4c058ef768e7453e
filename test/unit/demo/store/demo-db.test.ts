import { describe, expect, it } from "vitest";
import { DEMO_DB_VERSION, DemoDb, localStoragePersistence, memoryPersistence } from "../../../../src/demo/store";
import { MAINTENANCE_RESOURCE_IDS, seedFamilies } from "../../../../src/demo/seed";

const now = () => new Date("2025-03-14T12:00:00.000Z");

describe("DemoDb", () => {
  it("seeds and saves when nothing is stored", () => {
    const persistence = memoryPersistence();
    const db = new DemoDb({ persistence, now });
    expect(db.seededAt).toBe("2025-03-14T12:00:00.000Z");
    expect(db.list("users").length).toBe(10);
    expect(JSON.parse(persistence.current ?? "{}").version).toBe(DEMO_DB_VERSION);
  });

  it("lists the seeded collections of every family", () => {
    const db = new DemoDb({ persistence: memoryPersistence(), now });
    const families = seedFamilies.map((family) => family(now()));
    expect(db.names().sort()).toEqual(families.flatMap((family) => Object.keys(family.api ?? {})).sort());
    expect(db.names()).toEqual(expect.arrayContaining(["users", "informative-view", "edb/transport-tracking-shipments", "edb/sys-roles"]));
    expect(db.names("efa").sort()).toEqual(families.flatMap((family) => Object.keys(family.efa ?? {})).sort());
    expect(db.has("users")).toBe(true);
    expect(db.has("users", "efa")).toBe(false);
    expect(db.list("nothing")).toEqual([]);
  });

  it("inserts with the next id, merges updates, removes, and persists every change", () => {
    const persistence = memoryPersistence();
    const db = new DemoDb({ persistence, now });
    const row = db.insert("parameter-system", { name: "maxRows", value: "500", id: 1 });
    expect(row).toEqual({ id: 8, name: "maxRows", value: "500" });
    expect(db.update("parameter-system", 8, { value: "750", id: 99 })).toEqual({
      id: 8,
      name: "maxRows",
      value: "750",
    });
    expect(db.get("parameter-system", 8)?.value).toBe("750");
    expect(db.update("parameter-system", 404, { value: "x" })).toBeUndefined();

    const reloaded = new DemoDb({ persistence, now });
    expect(reloaded.get("parameter-system", 8)).toEqual({ id: 8, name: "maxRows", value: "750" });

    expect(reloaded.remove("parameter-system", 8)).toEqual({ id: 8, name: "maxRows", value: "750" });
    expect(reloaded.remove("parameter-system", 8)).toBeUndefined();
    expect(new DemoDb({ persistence, now }).get("parameter-system", 8)).toBeUndefined();
  });

  it("creates a collection on first insert and starts its ids at 1", () => {
    const db = new DemoDb({ persistence: memoryPersistence(), now });
    expect(db.insert("reports", { materialNumber: "100234" }, "efa")).toEqual({
      id: 1,
      materialNumber: "100234",
    });
    expect(db.list("reports", "efa").length).toBe(1);
  });

  it("hands out copies, so callers cannot change the stored list", () => {
    const db = new DemoDb({ persistence: memoryPersistence(), now });
    db.list("users").pop();
    expect(db.list("users").length).toBe(10);
  });

  it("reseeds on reset", () => {
    const db = new DemoDb({ persistence: memoryPersistence(), now });
    db.remove("users", 1);
    db.reset(new Date("2025-04-01T00:00:00.000Z"));
    expect(db.get("users", 1)?.userName).toBe("ADMIN");
    expect(db.seededAt).toBe("2025-04-01T00:00:00.000Z");
  });

  it("reseeds a stored document of a version without an upgrade path, or a corrupt one", () => {
    const old = JSON.stringify({
      version: 1,
      seededAt: "2020-01-01T00:00:00.000Z",
      api: {},
      efa: {},
    });
    expect(new DemoDb({ persistence: memoryPersistence(old), now }).list("users").length).toBe(10);
    expect(new DemoDb({ persistence: memoryPersistence("{not json"), now }).seededAt).toBe(
      "2025-03-14T12:00:00.000Z",
    );
    const badRows = JSON.stringify({
      version: DEMO_DB_VERSION,
      seededAt: "x",
      api: { users: [{ name: "no id" }] },
      efa: {},
    });
    expect(new DemoDb({ persistence: memoryPersistence(badRows), now }).list("users").length).toBe(10);
    const newer = JSON.stringify({ version: DEMO_DB_VERSION + 1, seededAt: "2025-03-14T12:00:00.000Z", api: { users: [] }, efa: {} });
    expect(new DemoDb({ persistence: memoryPersistence(newer), now }).list("users").length).toBe(10);
  });
});

describe("upgrading a stored demo of version 2", () => {
  const GRANTS = "user-profile-resource";

  /** A version-2 document: the fresh seed without the Maintenance grants, plus the user's own changes. */
  function version2(edit: (db: DemoDb) => void): string {
    const first = new DemoDb({ persistence: memoryPersistence(), now });
    for (const row of first.list(GRANTS)) {
      if ((MAINTENANCE_RESOURCE_IDS as readonly unknown[]).includes(row.resource)) first.remove(GRANTS, row.id);
    }
    edit(first);
    const dump = (namespace: "api" | "efa") =>
      Object.fromEntries(first.names(namespace).map((name) => [name, first.list(name, namespace)]));
    return JSON.stringify({ version: 2, seededAt: first.seededAt, api: dump("api"), efa: dump("efa") });
  }

  it("adds the Maintenance grants with the ids a fresh seed gives, and keeps every user change", () => {
    const stored = version2((db) => {
      db.update("parameter-system", 1, { value: "45" });
      db.insert("informative", { title: "Written by the user" });
      db.update(GRANTS, db.list(GRANTS).find((row) => row.profileId === 4 && row.resource === "edb/edb-partner")!.id, { create: true });
    });
    const persistence = memoryPersistence(stored);
    const db = new DemoDb({ persistence, now });
    const fresh = new DemoDb({ persistence: memoryPersistence(), now });
    expect(db.list(GRANTS).filter((row) => (MAINTENANCE_RESOURCE_IDS as readonly unknown[]).includes(row.resource))).toEqual(
      fresh.list(GRANTS).filter((row) => (MAINTENANCE_RESOURCE_IDS as readonly unknown[]).includes(row.resource)),
    );
    expect(db.get("parameter-system", 1)?.value).toBe("45");
    expect(db.list("informative").some((row) => row.title === "Written by the user")).toBe(true);
    expect(db.list(GRANTS).find((row) => row.profileId === 4 && row.resource === "edb/edb-partner")?.create).toBe(true);
    // Saved as the current version, so the grants are added once: a grant deleted afterwards stays deleted.
    expect(JSON.parse(persistence.current ?? "{}").version).toBe(DEMO_DB_VERSION);
    const planner = db.list(GRANTS).find((row) => row.profileId === 2 && row.resource === "edb/edb-transit-time")!;
    db.remove(GRANTS, planner.id);
    expect(new DemoDb({ persistence, now }).get(GRANTS, planner.id)).toBeUndefined();
  });

  it("keeps a grant the user already set on a Maintenance screen and skips deleted profiles", () => {
    const stored = version2((db) => {
      db.insert(GRANTS, { profileId: 4, resource: "edb/edb-transit-time", read: true, update: true, create: false, delete: false, deletable: true });
      db.remove("users-profile", 3);
    });
    const db = new DemoDb({ persistence: memoryPersistence(stored), now });
    const transit = db.list(GRANTS).filter((row) => row.profileId === 4 && row.resource === "edb/edb-transit-time");
    expect(transit).toHaveLength(1);
    expect(transit[0]?.update).toBe(true);
    expect(db.list(GRANTS).some((row) => row.profileId === 3 && row.resource === "edb/edb-transit-time")).toBe(false);
    const ids = db.list(GRANTS).map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("localStoragePersistence", () => {
  it("reads and writes its key, and tolerates a missing storage", () => {
    const store = new Map<string, string>();
    const fake = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const original = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
    Object.defineProperty(globalThis, "localStorage", { value: fake, configurable: true });
    try {
      const persistence = localStoragePersistence("test.db");
      expect(persistence.load()).toBeNull();
      persistence.save('{"a":1}');
      expect(store.get("test.db")).toBe('{"a":1}');
      expect(persistence.load()).toBe('{"a":1}');
      Object.defineProperty(globalThis, "localStorage", { value: undefined, configurable: true });
      expect(persistence.load()).toBeNull();
      expect(() => persistence.save("{}")).not.toThrow();
    } finally {
      if (original) Object.defineProperty(globalThis, "localStorage", original);
      else Reflect.deleteProperty(globalThis, "localStorage");
    }
  });
});

describe("keeping a stored demo current", () => {
  it("moves every date forward by the whole days since seeding, keeping user changes", () => {
    const seededAt = new Date("2026-11-01T12:00:00.000Z");
    const first = new DemoDb({ persistence: memoryPersistence(), now: () => seededAt });
    const persistence = memoryPersistence();
    const changed = first.list("edb/transport-tracking-shipments")[0];
    first.update("edb/transport-tracking-shipments", changed.id, { location: "Edited by user" });
    persistence.save(JSON.stringify({ version: DEMO_DB_VERSION, seededAt: first.seededAt, api: Object.fromEntries(first.names().map((n) => [n, first.list(n)])), efa: {} }));

    const later = new Date("2026-11-11T13:00:00.000Z");
    const reopened = new DemoDb({ persistence, now: () => later });
    const moved = reopened.get("edb/transport-tracking-shipments", changed.id)!;
    expect(moved.location).toBe("Edited by user");
    expect(Date.parse(String(moved.localDate)) - Date.parse(String(changed.localDate))).toBe(10 * 86_400_000);
    expect(reopened.seededAt).toBe("2026-11-11T12:00:00.000Z");
  });

  it("leaves a document seeded today untouched", () => {
    const now = new Date("2026-11-01T12:00:00.000Z");
    const persistence = memoryPersistence();
    const first = new DemoDb({ persistence, now: () => now });
    const before = first.list("informative");
    const again = new DemoDb({ persistence, now: () => new Date("2026-11-01T20:00:00.000Z") });
    expect(again.list("informative")).toEqual(before);
  });
});
