/**
 * A storage that can be told to refuse its next writes, as a full or broken IndexedDB would: lets a person
 * (or a browser test) see that a request failing while its changes are stored changes nothing (DESIGN §9.5).
 */
import type { DemoStorage } from "./storage";

export interface FaultyStorage extends DemoStorage {
  /** The next `times` writes (a request's changes, or a reset) are refused. */
  failWrites(times?: number): void;
  /** Forgets the writes still to be refused. */
  clearFaults(): void;
}

export function faultyStorage(inner: DemoStorage): FaultyStorage {
  let failures = 0;
  const refused = () => {
    if (failures === 0) return false;
    failures -= 1;
    return true;
  };
  const write = (store: () => Promise<number>) =>
    refused() ? Promise.reject(new Error("Injected storage failure")) : store();
  return {
    load: () => inner.load(),
    read: () => inner.read(),
    revision: () => inner.revision(),
    apply: (changes, expected) => write(() => inner.apply(changes, expected)),
    replace: (snapshot, expected) => write(() => inner.replace(snapshot, expected)),
    storeSeed: (seed, expected) => write(() => inner.storeSeed(seed, expected)),
    failWrites(times = 1) {
      failures += Math.max(1, times);
    },
    clearFaults() {
      failures = 0;
    },
  };
}
