/**
 * Opening the demo database at start (DESIGN §9.5): what the storage holds, brought up to date; on a first
 * start in a browser that kept the database in localStorage (version 3 and before), that document, migrated
 * once with every edit kept. It never fails: a corrupt or unreadable database is reseeded, a storage that
 * cannot be used at all is replaced by memory, and the app is told so it can tell the person.
 */
import type { DemoDataNotice } from "../../api/demo-backend";
import { DemoDb } from "./demo-db";
import type { LegacyDocument } from "./legacy-document";
import { memoryStorage } from "./memory-storage";
import { parseJson, parseSnapshot } from "./parse-snapshot";
import { seedSnapshot } from "./seed-snapshot";
import { settledWithin } from "./settled-within";
import { DEMO_DB_VERSION, type Snapshot } from "./snapshot";
import { StaleRevision, type DemoStorage, type StoredRead } from "./storage";
import { bringCurrent, daysBehind } from "./upgrade";

export interface OpenDemoDbOptions {
  storage: DemoStorage;
  /** The localStorage document of older versions, migrated when the storage is still empty. */
  legacy?: LegacyDocument;
  now?: () => Date;
  /** How long the storage may take to load before the demo runs on memory instead (a blocked IndexedDB). */
  loadTimeoutMs?: number;
  /**
   * The time a new seed is made at; by default, now. The tab's start gives its own, so that the simulation
   * worker can build for a first start's data before the database is even read (src/demo/result-landing.ts).
   */
  seedTime?: Date;
}

export interface OpenedDemoDb {
  db: DemoDb;
  notices: DemoDataNotice[];
}

/** The storage's content, or null when it cannot be used (it failed, or did not answer in time). */
const loadWithin = (storage: DemoStorage, ms: number): Promise<StoredRead | null> =>
  settledWithin<StoredRead | null>(storage.load(), ms, null);

/** How often a start reads the storage again when another tab stored something while it was deciding. */
const OPEN_ATTEMPTS = 5;

export async function openDemoDb({
  storage,
  legacy,
  now = () => new Date(),
  loadTimeoutMs = 10_000,
  seedTime = now(),
}: OpenDemoDbOptions): Promise<OpenedDemoDb> {
  const notices = new Set<DemoDataNotice>();
  const firstRead = loadWithin(storage, loadTimeoutMs);
  // A fresh seed is made only when one is needed: a reload of a database that holds only a seed makes that
  // seed's rows from its own time, and making a second, unused one held each new tab's start by tens of ms
  // (DESIGN §9.6). The page's start-up goes on while the storage is read.
  let freshSeed: Snapshot | undefined;
  const seed = (): Snapshot => (freshSeed ??= seedSnapshot(seedTime));
  for (let attempt = 1; ; attempt += 1) {
    const read = await (attempt === 1 ? firstRead : loadWithin(storage, loadTimeoutMs));
    if (read?.kind === "unreadable") notices.add("reseeded");
    // A stored seed holds nothing of the person's: its rows are made again from its time, and nothing is
    // written. One of another version (another build's), or a day old or more, is replaced by a fresh one,
    // whose dates are today's, as a stored database's are moved forward (upgrade.ts).
    const storedSeed =
      read?.kind === "seed" && read.version === DEMO_DB_VERSION && daysBehind(read.seededAt, now()) < 1 ? read : null;

    // Only a storage holding no database (or none at all) takes the old document: once migrated, the storage
    // is the truth.
    const legacyJson = read?.kind === "found" || read?.kind === "seed" ? null : (legacy?.read() ?? null);
    const found: unknown = read?.kind === "found" ? read.value : legacyJson !== null ? parseJson(legacyJson) : null;
    const absent = read?.kind !== "found" && legacyJson === null;

    let stored: Snapshot | null = null;
    let state: Snapshot;
    if (storedSeed) {
      state = seedSnapshot(new Date(storedSeed.seededAt));
    } else if (!absent) {
      stored = parseSnapshot(found);
      const current = stored && bringCurrent(stored, seed(), now());
      if (current) state = current;
      else {
        state = seed();
        notices.add("reseeded");
      }
    } else state = seed();

    let kept = read !== null;
    let revision = read?.kind === "found" || read?.kind === "seed" ? read.revision : 0;
    // Written whole unless it is exactly what the storage already holds; only over what was read, so a tab
    // starting while another writes (or starts) does not put its older reading over that tab's changes. A
    // fresh seed is stored as its time alone (storage.ts `storeSeed`).
    const seedOnly = storedSeed !== null || state === freshSeed;
    const unchanged = storedSeed !== null || (read?.kind === "found" && state === stored);
    if (kept && !unchanged) {
      try {
        revision = seedOnly ? await storage.storeSeed(state, revision) : await storage.replace(state, revision);
      } catch (error) {
        if (error instanceof StaleRevision && attempt < OPEN_ATTEMPTS) continue;
        kept = false;
      }
    }
    if (!kept) {
      // The old document, if any, stays where it is, to be migrated by a start whose storage works.
      notices.add("notSaved");
      return { db: new DemoDb({ storage: memoryStorage(state), snapshot: state, now }), notices: [...notices] };
    }
    // Migrated, or stale beside a storage that already had the database: localStorage keeps preferences only.
    legacy?.remove();
    return { db: new DemoDb({ storage, snapshot: state, revision, seedOnly, now }), notices: [...notices] };
  }
}
