/**
 * The demo backend's database: plain collections of rows, persisted as one JSON document after every
 * mutation so the demo survives reloads (DESIGN §5). Synchronous on purpose: handlers stay simple.
 */
import type { Id } from "../../api/contract";
import { createSeed } from "../seed";
import { migrations } from "./migrations";
import { DEMO_DB_VERSION, isObject, parseCollections, type Namespace, type Row, type Snapshot } from "./snapshot";

export interface Persistence {
  load(): string | null;
  save(json: string): void;
}

/** Versions a stored document may have: the current one, and those an upgrade path starts from. */
const readableVersion = (version: unknown): version is number =>
  version === DEMO_DB_VERSION ||
  (typeof version === "number" && version < DEMO_DB_VERSION && Object.hasOwn(migrations, version));

/** The stored document, or null when it is missing, corrupt or of a version with no upgrade path. */
function parseSnapshot(json: string | null): Snapshot | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isObject(value) || !readableVersion(value.version) || typeof value.seededAt !== "string") return null;
  const api = parseCollections(value.api);
  const efa = parseCollections(value.efa);
  return api && efa ? { version: value.version, seededAt: value.seededAt, api, efa } : null;
}

function seedSnapshot(now: Date): Snapshot {
  const seed = createSeed(now);
  // The JSON round trip turns the typed seed into plain rows and guarantees nothing is shared with it.
  const snapshot = parseSnapshot(
    JSON.stringify({
      version: DEMO_DB_VERSION,
      seededAt: seed.seededAt,
      api: seed.collections,
      efa: seed.efaCollections,
    }),
  );
  if (!snapshot) throw new Error("The demo seed does not fit the demo database shape.");
  return snapshot;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_MS = 86_400_000;

/**
 * Moves every date of a stored document forward by whole days, so a demo seeded last week still shows
 * shipments concluded "in the last N days" today, without losing what the user changed.
 */
export function shiftSnapshotDates(snapshot: Snapshot, now: Date): Snapshot {
  const days = Math.floor((now.getTime() - Date.parse(snapshot.seededAt)) / DAY_MS);
  if (!Number.isFinite(days) || days < 1) return snapshot;
  const shift = (value: unknown): unknown => {
    if (typeof value !== "string" || !ISO_DATE.test(value)) return value;
    const moved = new Date(Date.parse(value) + days * DAY_MS).toISOString();
    return value.length === 10 ? moved.slice(0, 10) : moved;
  };
  const shiftCollections = (collections: Record<string, Row[]>) =>
    Object.fromEntries(
      Object.entries(collections).map(([name, rows]) => [
        name,
        rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, shift(v)])) as Row),
      ]),
    );
  return {
    ...snapshot,
    seededAt: new Date(Date.parse(snapshot.seededAt) + days * DAY_MS).toISOString(),
    api: shiftCollections(snapshot.api),
    efa: shiftCollections(snapshot.efa),
  };
}

/**
 * Runs the upgrade steps from the document's version to the current one; null when a step is missing,
 * so the caller reseeds rather than keep a document of unknown shape.
 */
function upgraded(snapshot: Snapshot, seed: Snapshot): Snapshot | null {
  let current = snapshot;
  while (current.version < DEMO_DB_VERSION) {
    const step = migrations[current.version];
    if (!step) return null;
    current = { ...step(current, seed), version: current.version + 1 };
  }
  return current;
}

/** Collections a newer seed has and the stored document lacks are added, keeping everything stored. */
function withNewCollections(snapshot: Snapshot, seed: Snapshot): Snapshot {
  const missing = (namespace: "api" | "efa") =>
    Object.keys(seed[namespace]).filter((name) => !Object.hasOwn(snapshot[namespace], name));
  const api = missing("api");
  const efa = missing("efa");
  if (api.length === 0 && efa.length === 0) return snapshot;
  return {
    ...snapshot,
    api: { ...snapshot.api, ...Object.fromEntries(api.map((name) => [name, seed.api[name]])) },
    efa: { ...snapshot.efa, ...Object.fromEntries(efa.map((name) => [name, seed.efa[name]])) },
  };
}

export interface DemoDbOptions {
  persistence: Persistence;
  /** The clock seeding is relative to. */
  now?: () => Date;
}

export class DemoDb {
  private state: Snapshot;
  private readonly persistence: Persistence;
  private readonly now: () => Date;

  constructor({ persistence, now = () => new Date() }: DemoDbOptions) {
    this.persistence = persistence;
    this.now = now;
    const stored = parseSnapshot(persistence.load());
    const seed = seedSnapshot(now());
    // Dates move first, so rows an upgrade takes from the fresh seed are not moved a second time.
    const current = stored && upgraded(shiftSnapshotDates(stored, now()), seed);
    if (stored && current) {
      this.state = withNewCollections(current, seed);
      if (this.state !== stored) this.save();
    } else {
      this.state = seed;
      this.save();
    }
  }

  get seededAt(): string {
    return this.state.seededAt;
  }

  /** Names of the collections of a namespace, e.g. "users" or "edb/transport-tracking-shipments". */
  names(namespace: Namespace = "api"): string[] {
    return Object.keys(this.state[namespace]);
  }

  has(name: string, namespace: Namespace = "api"): boolean {
    return Object.hasOwn(this.state[namespace], name);
  }

  /** A copy of the collection's rows in stored order; [] for an unknown collection. */
  list(name: string, namespace: Namespace = "api"): Row[] {
    return [...(this.rows(name, namespace) ?? [])];
  }

  get(name: string, id: Id, namespace: Namespace = "api"): Row | undefined {
    return this.rows(name, namespace)?.find((row) => row.id === id);
  }

  /** Stores a new row with the next id (highest id + 1), creating the collection if needed. */
  insert(name: string, values: Record<string, unknown>, namespace: Namespace = "api"): Row {
    const rows = this.rows(name, namespace) ?? [];
    const id = rows.reduce((highest, row) => Math.max(highest, row.id), 0) + 1;
    const row: Row = { ...values, id };
    this.state[namespace][name] = [...rows, row];
    this.save();
    return row;
  }

  /** Merges the patch into the row; the id never changes. Undefined when there is no such row. */
  update(
    name: string,
    id: Id,
    patch: Record<string, unknown>,
    namespace: Namespace = "api",
  ): Row | undefined {
    const rows = this.rows(name, namespace);
    const index = rows?.findIndex((row) => row.id === id) ?? -1;
    if (!rows || index < 0) return undefined;
    const row: Row = { ...rows[index], ...patch, id };
    this.state[namespace][name] = rows.map((current, position) => (position === index ? row : current));
    this.save();
    return row;
  }

  /** Deletes the row and returns it; undefined when there is no such row. */
  remove(name: string, id: Id, namespace: Namespace = "api"): Row | undefined {
    const rows = this.rows(name, namespace);
    const row = rows?.find((current) => current.id === id);
    if (!rows || !row) return undefined;
    this.state[namespace][name] = rows.filter((current) => current !== row);
    this.save();
    return row;
  }

  /** Throws every change away and reseeds relative to the given time (default: the clock's now). */
  reset(now: Date = this.now()): void {
    this.state = seedSnapshot(now);
    this.save();
  }

  private rows(name: string, namespace: Namespace): Row[] | undefined {
    return Object.hasOwn(this.state[namespace], name) ? this.state[namespace][name] : undefined;
  }

  private save(): void {
    this.persistence.save(JSON.stringify(this.state));
  }
}

export function localStoragePersistence(key = "scm.demo.db"): Persistence {
  return {
    load() {
      try {
        return globalThis.localStorage?.getItem(key) ?? null;
      } catch {
        // Storage can be disabled by the browser's privacy settings; the demo then starts fresh each load.
        return null;
      }
    },
    save(json) {
      try {
        globalThis.localStorage?.setItem(key, json);
      } catch {
        // A full or disabled storage must not break the demo; only persistence across reloads is lost.
      }
    },
  };
}

/** Persistence kept in memory, for tests; `initial` simulates a document left by an earlier session. */
export function memoryPersistence(
  initial: string | null = null,
): Persistence & { readonly current: string | null } {
  let stored = initial;
  return {
    get current() {
      return stored;
    },
    load: () => stored,
    save(json) {
      stored = json;
    },
  };
}
