/**
 * One request's transaction over the in-memory database: copy-on-write, so until it commits the database is
 * untouched. Reads see the request's own writes; a collection is copied the first time the request writes to
 * it, and stored rows are never changed in place (an update is a new row object). DESIGN §9.5: a request
 * that fails midway leaves the data as it was.
 */
import type { Id } from "../../api/contract";
import { derivedNames, derivedRows } from "./derived";
import type { Namespace, Row, Snapshot } from "./snapshot";
import type { Changes, CollectionRef, RowChange } from "./storage";

export interface DemoReader {
  /** ISO date-time the data is relative to. */
  readonly seededAt: string;
  /** Names of the collections of a namespace, e.g. "users" or "edb/transport-tracking-shipments". */
  names(namespace?: Namespace): string[];
  has(name: string, namespace?: Namespace): boolean;
  /** A copy of the collection's rows in stored order; [] for an unknown collection. */
  list(name: string, namespace?: Namespace): Row[];
  get(name: string, id: Id, namespace?: Namespace): Row | undefined;
}

export interface DemoWriter extends DemoReader {
  /** Stores a new row with the next id (highest id + 1), creating the collection if needed. */
  insert(name: string, values: Record<string, unknown>, namespace?: Namespace): Row;
  /** Merges the patch into the row; the id never changes. Undefined when there is no such row. */
  update(name: string, id: Id, patch: Record<string, unknown>, namespace?: Namespace): Row | undefined;
  /** Deletes the row and returns it; undefined when there is no such row. */
  remove(name: string, id: Id, namespace?: Namespace): Row | undefined;
}

const keyOf = (namespace: Namespace, name: string, id?: Id) => [namespace, name, id ?? ""].join("\u0000");

export class Draft implements DemoWriter {
  /** The request's own copy of each collection it wrote to. */
  private readonly copies = new Map<string, CollectionRef & { rows: Row[] }>();
  private readonly created = new Map<string, CollectionRef>();
  /** The last write of each row, keyed by namespace, collection and id: what the storage must apply. */
  private readonly written = new Map<string, RowChange>();
  private closed = false;

  constructor(private readonly base: Snapshot) {}

  get seededAt(): string {
    return this.base.seededAt;
  }

  names(namespace: Namespace = "api"): string[] {
    const added = [...this.created.values()]
      .filter((ref) => ref.namespace === namespace)
      .map((ref) => ref.collection);
    const stored = [...Object.keys(this.base[namespace]), ...added];
    return [...stored, ...derivedNames(namespace).filter((name) => !stored.includes(name))];
  }

  has(name: string, namespace: Namespace = "api"): boolean {
    return this.rows(name, namespace) !== undefined;
  }

  list(name: string, namespace: Namespace = "api"): Row[] {
    return [...(this.rows(name, namespace) ?? [])];
  }

  get(name: string, id: Id, namespace: Namespace = "api"): Row | undefined {
    return this.rows(name, namespace)?.find((row) => row.id === id);
  }

  insert(name: string, values: Record<string, unknown>, namespace: Namespace = "api"): Row {
    const rows = this.writable(name, namespace);
    const id = rows.reduce((highest, row) => Math.max(highest, row.id), 0) + 1;
    const row: Row = { ...values, id };
    rows.push(row);
    this.record(namespace, name, id, row);
    return row;
  }

  update(
    name: string,
    id: Id,
    patch: Record<string, unknown>,
    namespace: Namespace = "api",
  ): Row | undefined {
    const index = this.rows(name, namespace)?.findIndex((row) => row.id === id) ?? -1;
    if (index < 0) return undefined;
    const rows = this.writable(name, namespace);
    const row: Row = { ...rows[index], ...patch, id };
    rows[index] = row;
    this.record(namespace, name, id, row);
    return row;
  }

  remove(name: string, id: Id, namespace: Namespace = "api"): Row | undefined {
    const index = this.rows(name, namespace)?.findIndex((row) => row.id === id) ?? -1;
    if (index < 0) return undefined;
    const [row] = this.writable(name, namespace).splice(index, 1);
    this.record(namespace, name, id, null);
    return row;
  }

  get changed(): boolean {
    return this.written.size > 0 || this.created.size > 0;
  }

  /** What the storage must apply; the draft takes no more writes after this. */
  changes(): Changes {
    this.closed = true;
    return { created: [...this.created.values()], rows: [...this.written.values()] };
  }

  /** The base with this request's writes: a new snapshot sharing every collection it did not write to. */
  committed(): Snapshot {
    this.closed = true;
    const next: Snapshot = { ...this.base, api: { ...this.base.api }, efa: { ...this.base.efa } };
    for (const { namespace, collection, rows } of this.copies.values()) next[namespace][collection] = rows;
    return next;
  }

  private rows(name: string, namespace: Namespace): readonly Row[] | undefined {
    const copy = this.copies.get(keyOf(namespace, name));
    if (copy) return copy.rows;
    if (Object.hasOwn(this.base[namespace], name)) return this.base[namespace][name];
    return derivedRows(name, namespace, this.base.seededAt);
  }

  private writable(name: string, namespace: Namespace): Row[] {
    // A draft that escaped its request must not change what has already been committed or rolled back.
    if (this.closed) throw new Error("This demo database transaction has ended.");
    const key = keyOf(namespace, name);
    const existing = this.copies.get(key);
    if (existing) return existing.rows;
    const stored = Object.hasOwn(this.base[namespace], name) ? this.base[namespace][name] : undefined;
    // Derived collections are the tracking robot's, never written by a request (derived.ts).
    if (!stored && derivedNames(namespace).includes(name)) throw new Error(`${name} is read-only in the demo.`);
    if (!stored) this.created.set(key, { namespace, collection: name });
    const copy = { namespace, collection: name, rows: [...(stored ?? [])] };
    this.copies.set(key, copy);
    return copy.rows;
  }

  private record(namespace: Namespace, collection: string, id: Id, row: Row | null): void {
    this.written.set(keyOf(namespace, collection, id), { namespace, collection, id, row });
  }
}
