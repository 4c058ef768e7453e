/**
 * The browser's storage of the demo database: IndexedDB through idb (DESIGN §9.5), so uploads of tens of
 * thousands of lines and generated files fit where one localStorage document did not.
 *
 * Layout: one object store of rows keyed by [namespace, collection, id], one of collection names, one meta
 * record (content version, seededAt, revision; `seedOnly` while no rows are stored, only the seed's time).
 * Not one object store per collection, because a collection can appear at run time (the first insert
 * creates it) and IndexedDB creates object stores only while upgrading the database's schema. Row-keyed
 * records let a request write only the rows it changed, and read back in key order they come grouped by
 * collection and in id order, the order the in-memory copy keeps them in.
 *
 * Tabs of one browser share this database (storage.ts): every write reads the meta record's revision in the
 * same readwrite transaction that writes the rows and the next revision, so a write based on an older
 * revision is refused whole and two tabs can never interleave half of their writes.
 */
import { deleteDB, type DBSchema, type IDBPTransaction } from "idb";
import type { Id } from "../../api/contract";
import { idbConnection } from "./idb-connection";
import { NAMESPACES, isObject, type Namespace, type Row, type Snapshot } from "./snapshot";
import { StaleRevision, revisionOf, type Changes, type DemoStorage, type SeedRef, type StoredRead } from "./storage";

export const DEMO_IDB_NAME = "scm-demo";

/**
 * Whether this browser holds a demo database, asked without opening it (an open would create it): false
 * where the browser cannot tell.
 */
export async function demoDatabaseExists(): Promise<boolean> {
  if (typeof indexedDB === "undefined" || typeof indexedDB.databases !== "function") return false;
  return (await indexedDB.databases()).some((database) => database.name === DEMO_IDB_NAME);
}
/** The schema of the object stores; the content's version is DEMO_DB_VERSION, kept in the meta record. */
const SCHEMA_VERSION = 1;
const META_KEY = "database";

interface StoredRow {
  namespace: Namespace;
  collection: string;
  id: Id;
  row: Row;
}

interface StoredCollection {
  namespace: Namespace;
  collection: string;
}

interface MetaRecord {
  version: number;
  seededAt: string;
  /** Counts the stored changes; absent in a database stored before it was kept, which counts as 0. */
  revision?: number;
  /** Only the seed's time is stored, no rows (storage.ts `storeSeed`). */
  seedOnly?: true;
}

interface DemoIdbSchema extends DBSchema {
  meta: { key: string; value: MetaRecord };
  collections: { key: [Namespace, string]; value: StoredCollection };
  rows: { key: [Namespace, string, Id]; value: StoredRow };
}

const STORES = ["meta", "collections", "rows"] as const;
type WriteTransaction = IDBPTransaction<DemoIdbSchema, typeof STORES, "readwrite">;

const isNamespace = (value: unknown): value is Namespace =>
  NAMESPACES.some((namespace) => namespace === value);

/**
 * The records as a database document for parse-snapshot.ts to check; null when they contradict one another
 * (a row of a collection that is not listed, a row whose id is not its key), which is corruption too.
 */
function assemble(meta: unknown, collections: readonly unknown[], rows: readonly unknown[]): unknown {
  // A stored seed has no rows of its own: any beside it were put there by something else.
  if (!isObject(meta) || meta.seedOnly !== undefined) return null;
  const document: Record<Namespace, Record<string, unknown[]>> = { api: {}, efa: {} };
  for (const record of collections) {
    if (!isObject(record) || !isNamespace(record.namespace) || typeof record.collection !== "string")
      return null;
    document[record.namespace][record.collection] = [];
  }
  for (const record of rows) {
    if (!isObject(record) || !isNamespace(record.namespace) || typeof record.collection !== "string")
      return null;
    const list = Object.hasOwn(document[record.namespace], record.collection)
      ? document[record.namespace][record.collection]
      : null;
    if (!list || !isObject(record.row) || record.row.id !== record.id) return null;
    list.push(record.row);
  }
  return { version: meta.version, seededAt: meta.seededAt, ...document };
}

type Track = (request: Promise<unknown>) => void;

/** Ends the transaction unfinished, so IndexedDB keeps nothing of it; quiet when it has already ended. */
function abandon(tx: { done: Promise<void>; abort(): void }): void {
  tx.done.catch(() => undefined);
  try {
    tx.abort();
  } catch {
    // Already finished or aborted: nothing of it was kept.
  }
}

/**
 * The meta record as this transaction sees it, and the revision it holds once checked against `expected`
 * (none: any). On a failed read or a stale revision the transaction is abandoned before anything is written.
 */
async function checkedMeta(
  tx: WriteTransaction,
  expected: number | undefined,
): Promise<{ meta: MetaRecord | undefined; revision: number }> {
  let meta: MetaRecord | undefined;
  try {
    // Awaiting one request of the transaction keeps it open: the writes below join it (idb's rule).
    meta = await tx.objectStore("meta").get(META_KEY);
  } catch (error) {
    abandon(tx);
    throw error;
  }
  const revision = revisionOf(meta);
  if (expected !== undefined && revision !== expected) {
    abandon(tx);
    throw new StaleRevision(expected, revision);
  }
  return { meta, revision };
}

/**
 * Makes the requests `build` issues and resolves once they and the transaction succeeded; rejects on any
 * failure, and then IndexedDB keeps nothing of the transaction.
 */
async function settle(
  tx: { done: Promise<void>; abort(): void },
  build: (track: Track) => void,
): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const track: Track = (request) => {
    // Watched at once: when the transaction aborts, every request already made rejects too.
    request.catch(() => undefined);
    pending.push(request);
  };
  try {
    build(track);
  } catch (error) {
    // A request refused on the spot (a value that cannot be cloned): abort what was already queued.
    abandon(tx);
    throw error;
  }
  await Promise.all([...pending, tx.done]);
}

export interface IndexedDbStorageOptions {
  name?: string;
}

export function indexedDbStorage({ name = DEMO_IDB_NAME }: IndexedDbStorageOptions = {}): DemoStorage & {
  /** Closes the connection (tests; a later call opens it again). */
  close(): void;
} {
  const { connect, close } = idbConnection<DemoIdbSchema>(name, SCHEMA_VERSION, (db) => {
    if (!db.objectStoreNames.contains("meta")) db.createObjectStore("meta");
    if (!db.objectStoreNames.contains("collections"))
      db.createObjectStore("collections", { keyPath: ["namespace", "collection"] });
    if (!db.objectStoreNames.contains("rows"))
      db.createObjectStore("rows", { keyPath: ["namespace", "collection", "id"] });
  });

  async function read(): Promise<StoredRead> {
    const db = await connect();
    const tx = db.transaction(STORES, "readonly");
    const [meta, collections, rows] = await Promise.all([
      tx.objectStore("meta").get(META_KEY),
      tx.objectStore("collections").getAll(),
      tx.objectStore("rows").getAll(),
      tx.done,
    ]);
    const none = collections.length === 0 && rows.length === 0;
    if (meta === undefined && none) return { kind: "empty" };
    if (none && meta?.seedOnly === true && typeof meta.version === "number" && typeof meta.seededAt === "string")
      return { kind: "seed", version: meta.version, seededAt: meta.seededAt, revision: revisionOf(meta) };
    return { kind: "found", value: assemble(meta, collections, rows), revision: revisionOf(meta) };
  }

  return {
    async load() {
      try {
        return await read();
      } catch {
        // Unreadable (a schema from another build, missing stores, a broken file): start an empty database.
        // If even that fails the rejection tells the caller IndexedDB cannot be used here.
        await close();
        await deleteDB(name);
        await connect();
        return { kind: "unreadable" };
      }
    },

    read,

    async revision() {
      const db = await connect();
      return revisionOf(await db.get("meta", META_KEY));
    },

    async apply({ created, rows }: Changes, expected: number) {
      const db = await connect();
      const tx = db.transaction(STORES, "readwrite");
      const { meta, revision } = await checkedMeta(tx, expected);
      // A stored seed's rows are not in the storage: a change to them is stored with them (`replace`).
      if (!meta || meta.seedOnly) {
        abandon(tx);
        throw new Error("Nothing is stored to change.");
      }
      await settle(tx, (track) => {
        track(tx.objectStore("meta").put({ ...meta, revision: revision + 1 }, META_KEY));
        for (const ref of created) track(tx.objectStore("collections").put(ref));
        for (const { namespace, collection, id, row } of rows) {
          track(
            row
              ? tx.objectStore("rows").put({ namespace, collection, id, row })
              : tx.objectStore("rows").delete([namespace, collection, id]),
          );
        }
      });
      return revision + 1;
    },

    async replace(snapshot: Snapshot, expected?: number) {
      const db = await connect();
      const tx = db.transaction(STORES, "readwrite");
      const { revision } = await checkedMeta(tx, expected);
      await settle(tx, (track) => {
        const collections = tx.objectStore("collections");
        const rows = tx.objectStore("rows");
        for (const store of STORES) track(tx.objectStore(store).clear());
        // The count goes on across a reset, so every tab still sees that the database changed.
        const meta: MetaRecord = {
          version: snapshot.version,
          seededAt: snapshot.seededAt,
          revision: revision + 1,
        };
        track(tx.objectStore("meta").put(meta, META_KEY));
        for (const namespace of NAMESPACES) {
          for (const [collection, list] of Object.entries(snapshot[namespace])) {
            track(collections.put({ namespace, collection }));
            for (const row of list) track(rows.put({ namespace, collection, id: row.id, row }));
          }
        }
      });
      return revision + 1;
    },

    async storeSeed({ version, seededAt }: SeedRef, expected?: number) {
      const db = await connect();
      const tx = db.transaction(STORES, "readwrite");
      const { revision } = await checkedMeta(tx, expected);
      await settle(tx, (track) => {
        for (const store of STORES) track(tx.objectStore(store).clear());
        const meta: MetaRecord = { version, seededAt, revision: revision + 1, seedOnly: true };
        track(tx.objectStore("meta").put(meta, META_KEY));
      });
      return revision + 1;
    },

    close() {
      void close();
    },
  };
}
