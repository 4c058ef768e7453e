/**
 * A storage kept in memory: the integration tests' (fast, nothing to clean up) and the browser's last resort
 * when IndexedDB cannot be used. It keeps its own deep copy, so what it holds is only ever what was stored.
 */
import type { Snapshot } from "./snapshot";
import { withChanges, type DemoStorage } from "./storage";

export interface MemoryStorage extends DemoStorage {
  /** A copy of what is stored now, as the next start would load it. */
  readonly current: Snapshot | null;
}

/** `initial` is what an earlier session left. */
export function memoryStorage(initial: Snapshot | null = null): MemoryStorage {
  let stored = initial && structuredClone(initial);
  return {
    get current() {
      return stored && structuredClone(stored);
    },
    load: async () =>
      stored === null ? { kind: "empty" } : { kind: "found", value: structuredClone(stored) },
    async apply(changes) {
      if (stored === null) throw new Error("Nothing is stored to change.");
      // Cloned before it is kept: a change that cannot be cloned is refused whole, as IndexedDB refuses it.
      stored = structuredClone(withChanges(stored, changes));
    },
    async replace(snapshot) {
      stored = structuredClone(snapshot);
    },
  };
}
