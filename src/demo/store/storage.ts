/**
 * Where the demo database is kept (DESIGN §9.5). The handlers work on an in-memory copy (demo-db.ts); a
 * storage loads it at start, receives each request's changes, and is read again when another tab of the
 * same browser has changed it. Two implementations: in memory for the integration tests, which must stay
 * fast, and IndexedDB for the browser.
 *
 * Every tab holds its own in-memory copy of one stored database, so each stored change counts a revision:
 * a write says which revision its copy was read at and is refused, storing nothing, when the storage has
 * moved on since (optimistic concurrency). The tab then reads the database again and redoes the request on
 * it, so no tab's write is lost under another's.
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
  /**
   * What is stored, unchecked: parse-snapshot.ts decides whether it is a database. `revision` is the one
   * the value was read at (0 for a database stored before revisions were counted).
   */
  | { kind: "found"; value: unknown; revision: number }
  /**
   * Only a seed is stored: its time and version, no rows. The rows are the seed's at that time, which anyone
   * reading it makes again (seeds are deterministic), until the first write stores them all with its changes.
   */
  | { kind: "seed"; version: number; seededAt: string; revision: number }
  /** Something is stored but could not be read; the storage has been emptied so it can be written again. */
  | { kind: "unreadable" };

/** A write refused because the storage is no longer at the revision the writer read: nothing was stored. */
export class StaleRevision extends Error {
  constructor(
    readonly expected: number,
    readonly stored: number,
  ) {
    super(`The demo database is at revision ${stored}, not ${expected}: another tab changed it.`);
    this.name = "StaleRevision";
  }
}

export interface DemoStorage {
  /**
   * At start: rejects only when the storage cannot be used at all (then the demo runs on a memory copy),
   * and empties a storage it cannot read so it can be written again.
   */
  load(): Promise<StoredRead>;
  /** What is stored now, to catch up with another tab's changes; rejects on any failure, changing nothing. */
  read(): Promise<StoredRead>;
  /** The revision stored now (0 when nothing is): cheap, so every request can ask it. */
  revision(): Promise<number>;
  /**
   * Applies one request's changes atomically if the storage is still at `expected`, and resolves with the
   * new revision; rejects, having stored nothing, when it cannot, with StaleRevision when it has moved on.
   */
  apply(changes: Changes, expected: number): Promise<number>;
  /**
   * Replaces everything stored with the snapshot, atomically, and resolves with the new revision. With
   * `expected`, only if the storage is still at that revision (else StaleRevision); without, whatever it holds.
   */
  replace(snapshot: Snapshot, expected?: number): Promise<number>;
  /**
   * Replaces everything stored with a seed's time and version alone (a `seed` read), atomically, as `replace`
   * does. A first start and a reset store only that: writing the seed's 2,000 rows took 120–190 ms of a cold
   * start, for rows anyone can make again from the time (DESIGN §9.5, §9.6).
   */
  storeSeed(seed: SeedRef, expected?: number): Promise<number>;
}

/** What a stored seed is made again from. */
export interface SeedRef {
  version: number;
  seededAt: string;
}

/** The revision a meta record or stored document carries; 0 when it has none (stored before they counted). */
export const revisionOf = (record: unknown): number => {
  const revision =
    typeof record === "object" && record !== null ? (record as { revision?: unknown }).revision : undefined;
  return typeof revision === "number" && Number.isSafeInteger(revision) && revision >= 0 ? revision : 0;
};

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
