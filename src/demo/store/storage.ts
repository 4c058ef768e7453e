/**
 * Where the demo database is kept (DESIGN §9.5). The handlers work on an in-memory copy (demo-db.ts); a
 * storage only loads it once at start and then receives each request's changes. Two implementations: in
 * memory for the integration tests, which must stay fast, and IndexedDB for the browser.
 */
import type { Id } from "../../api/contract";
import type { Namespace, Row, Snapshot } from "./snapshot";

export interface CollectionRef {
  namespace: Namespace;
  collection: string;
}

/** A row a request wrote (`row`) or deleted (`row: null`). */
export interface RowChange extends CollectionRef {
  id: Id;
  row: Row | null;
}

/** Everything one request changed: applied all together or not at all. */
export interface Changes {
  /** Collections the request created by inserting into them. */
  created: CollectionRef[];
  rows: RowChange[];
}

export type StoredRead =
  /** Nothing is stored yet: a first start, or a browser that held the database in localStorage. */
  | { kind: "empty" }
  /** What is stored, unchecked: parse-snapshot.ts decides whether it is a database. */
  | { kind: "found"; value: unknown }
  /** Something is stored but could not be read; the storage has been emptied so it can be written again. */
  | { kind: "unreadable" };

export interface DemoStorage {
  /** Rejects only when the storage cannot be used at all (then the demo runs on a memory copy). */
  load(): Promise<StoredRead>;
  /** Applies one request's changes atomically; rejects, having stored nothing, when it cannot. */
  apply(changes: Changes): Promise<void>;
  /** Replaces everything stored with the snapshot, atomically. */
  replace(snapshot: Snapshot): Promise<void>;
}

/** A copy of the snapshot with the changes applied; the snapshot itself is left as it was. */
export function withChanges(snapshot: Snapshot, changes: Changes): Snapshot {
  const next: Snapshot = { ...snapshot, api: { ...snapshot.api }, efa: { ...snapshot.efa } };
  for (const { namespace, collection } of changes.created) {
    if (!Object.hasOwn(next[namespace], collection)) next[namespace][collection] = [];
  }
  for (const { namespace, collection, id, row } of changes.rows) {
    const rows = Object.hasOwn(next[namespace], collection) ? next[namespace][collection] : [];
    const index = rows.findIndex((stored) => stored.id === id);
    // As the in-memory copy does it: an update keeps its place, an insert goes last, a delete leaves.
    if (row === null) next[namespace][collection] = rows.filter((stored) => stored.id !== id);
    else if (index < 0) next[namespace][collection] = [...rows, row];
    else next[namespace][collection] = rows.map((stored, position) => (position === index ? row : stored));
  }
  return next;
}
