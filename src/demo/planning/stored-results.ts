/**
 * The simulation worker's values kept across tabs and visits (DESIGN §9.6): a real backend stores a run's
 * result once it is made, while the demo computed every result again in each new tab (about half a second
 * of the worker's time before the inbox or a result screen could answer). A task's value follows from the
 * task alone (worker-tasks.ts is pure), so it is kept in IndexedDB under a digest of the task and of the
 * calculation's version, and any later tab reads it instead of computing it.
 *
 * Derived data only, in a database of its own: losing it, or failing to read or write it, costs a
 * computation and never a change. The newest few are kept; a changed calculation (another worker script)
 * never reads what an older one stored.
 */
import type { DBSchema } from "idb";
import { idbConnection } from "../store/idb-connection";
import { settledWithin } from "../store/settled-within";

export const STORED_RESULTS_DB = "scm-demo-results";
const SCHEMA_VERSION = 1;
/** Enough for every module's latest and previous results of one seed, their inbox lines and the shipments'. */
export const KEPT_VALUES = 16;

interface StoredValue {
  key: string;
  /** The seed time the task reads: a tab warming up for a seed skips it when any of its values is kept. */
  seededAt: string;
  storedAt: number;
  value: unknown;
}

interface ResultsSchema extends DBSchema {
  values: { key: string; value: StoredValue; indexes: { seededAt: string; storedAt: number } };
}

export interface StoredResults {
  /** The kept value of a task, or undefined when none is kept or it cannot be read. */
  read(key: string): Promise<unknown>;
  /** Keeps a task's value, dropping the oldest past KEPT_VALUES; a failure is quiet. */
  keep(key: string, seededAt: string, value: unknown): Promise<void>;
  /** Whether any value of this seed time is kept: then what the seed's landing reads was computed before. */
  holdsSeed(seededAt: string): Promise<boolean>;
  /** Lets go of the database (tests; the next call opens it again). */
  close(): void;
}

/**
 * How long a read may take before the value is computed instead: a database another tab is deleting or
 * upgrading, and never lets go of, would otherwise hold the answer for ever.
 */
export const READ_TIMEOUT_MS = 2_000;

/** A task's key: the SHA-256 of the calculation's version and the task, in hex. */
export async function taskKey(version: string, task: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(`${version}\u0000${JSON.stringify(task)}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The kept values, or null where they cannot be kept: no IndexedDB, or no SubtleCrypto (a page served over
 * plain http from another host than this one is not a secure context).
 */
export function storedResults(): StoredResults | null {
  if (typeof indexedDB === "undefined" || typeof crypto === "undefined" || !crypto.subtle) return null;
  const { connect, close } = idbConnection<ResultsSchema>(STORED_RESULTS_DB, SCHEMA_VERSION, (db) => {
    const values = db.createObjectStore("values", { keyPath: "key" });
    values.createIndex("seededAt", "seededAt");
    values.createIndex("storedAt", "storedAt");
  });

  return {
    read: (key) =>
      settledWithin(
        connect().then(async (db) => (await db.get("values", key))?.value),
        READ_TIMEOUT_MS,
        undefined,
      ),
    async keep(key, seededAt, value) {
      try {
        const tx = (await connect()).transaction("values", "readwrite");
        // A request that fails aborts the transaction: its end is then awaited by no one.
        tx.done.catch(() => undefined);
        const store = tx.objectStore("values");
        await store.put({ key, seededAt, storedAt: Date.now(), value });
        let surplus = (await store.count()) - KEPT_VALUES;
        for (let cursor = await store.index("storedAt").openCursor(); cursor && surplus > 0; surplus--) {
          await cursor.delete();
          cursor = await cursor.continue();
        }
        await tx.done;
      } catch {
        // Not kept: the next tab computes it again.
      }
    },
    holdsSeed: (seededAt) =>
      settledWithin(
        connect().then(async (db) => (await db.countFromIndex("values", "seededAt", seededAt)) > 0),
        READ_TIMEOUT_MS,
        false,
      ),
    close() {
      void close();
    },
  };
}
