/**
 * A storage kept in memory: the integration tests' (fast, nothing to clean up) and the browser's last resort
 * when IndexedDB cannot be used. It keeps its own deep copy, so what it holds is only ever what was stored,
 * and counts revisions as IndexedDB does (storage.ts): two DemoDb over one memory storage behave as two tabs.
 */
import type { Snapshot } from "./snapshot";
import { StaleRevision, withChanges, type DemoStorage, type StoredRead } from "./storage";

export interface MemoryStorage extends DemoStorage {
  /** A copy of what is stored now, as the next start would load it. */
  readonly current: Snapshot | null;
}

/** `initial` is what an earlier session left. */
export function memoryStorage(initial: Snapshot | null = null): MemoryStorage {
  let stored = initial && structuredClone(initial);
  let revision = 0;
  const refuseStale = (expected: number) => {
    if (expected !== revision) throw new StaleRevision(expected, revision);
  };
  const read = async (): Promise<StoredRead> =>
    stored === null ? { kind: "empty" } : { kind: "found", value: structuredClone(stored), revision };
  return {
    get current() {
      return stored && structuredClone(stored);
    },
    load: read,
    read,
    revision: async () => revision,
    async apply(changes, expected) {
      if (stored === null) throw new Error("Nothing is stored to change.");
      refuseStale(expected);
      // Cloned before it is kept: a change that cannot be cloned is refused whole, as IndexedDB refuses it.
      stored = structuredClone(withChanges(stored, changes));
      return (revision += 1);
    },
    async replace(snapshot, expected) {
      if (expected !== undefined) refuseStale(expected);
      stored = structuredClone(snapshot);
      return (revision += 1);
    },
  };
}
