/**
 * A storage kept in memory: the integration tests' (fast, nothing to clean up) and the browser's last resort
 * when IndexedDB cannot be used. It keeps its own deep copy, so what it holds is only ever what was stored,
 * and counts revisions as IndexedDB does (storage.ts): two DemoDb over one memory storage behave as two tabs.
 */
import { seedSnapshot } from "./seed-snapshot";
import type { Snapshot } from "./snapshot";
import { StaleRevision, withChanges, type DemoStorage, type SeedRef, type StoredRead } from "./storage";

export interface MemoryStorage extends DemoStorage {
  /** A copy of what is stored now, as the next start would load it (a stored seed made again). */
  readonly current: Snapshot | null;
}

type Stored = { rows: Snapshot } | { seed: SeedRef };

/** `initial` is what an earlier session left. */
export function memoryStorage(initial: Snapshot | null = null): MemoryStorage {
  let stored: Stored | null = initial && { rows: structuredClone(initial) };
  let revision = 0;
  const refuseStale = (expected: number) => {
    if (expected !== revision) throw new StaleRevision(expected, revision);
  };
  const read = async (): Promise<StoredRead> => {
    if (stored === null) return { kind: "empty" };
    if ("seed" in stored) return { kind: "seed", ...stored.seed, revision };
    return { kind: "found", value: structuredClone(stored.rows), revision };
  };
  return {
    get current() {
      if (stored === null) return null;
      if ("seed" in stored) return { ...seedSnapshot(new Date(stored.seed.seededAt)), version: stored.seed.version };
      return structuredClone(stored.rows);
    },
    load: read,
    read,
    revision: async () => revision,
    async apply(changes, expected) {
      // In IndexedDB's order: the revision first, then whether there are rows to change.
      refuseStale(expected);
      if (stored === null || "seed" in stored) throw new Error("Nothing is stored to change.");
      // Cloned before it is kept: a change that cannot be cloned is refused whole, as IndexedDB refuses it.
      stored = { rows: structuredClone(withChanges(stored.rows, changes)) };
      return (revision += 1);
    },
    async replace(snapshot, expected) {
      if (expected !== undefined) refuseStale(expected);
      stored = { rows: structuredClone(snapshot) };
      return (revision += 1);
    },
    async storeSeed({ version, seededAt }, expected) {
      if (expected !== undefined) refuseStale(expected);
      stored = { seed: { version, seededAt } };
      return (revision += 1);
    },
  };
}
