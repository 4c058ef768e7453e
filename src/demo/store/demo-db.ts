/**
 * The demo backend's database (DESIGN §5, §9.5): an in-memory copy the handlers read synchronously, kept in a
 * storage (IndexedDB in the browser). Every write runs as a transaction: the request works on a
 * copy-on-write draft, the storage applies its changes all together, and only then does the in-memory copy
 * become the draft. A request that throws, or whose changes the storage refuses, leaves both as they were.
 * Writes run one at a time, so no request works on data another is still committing. Until the first write,
 * the storage may hold only the seed's time (a first start or a reset stores no more, storage.ts
 * `storeSeed`); that write then stores the seed's rows with its changes.
 *
 * Every tab of the browser runs its own copy over one stored database. So that no tab works on data another
 * tab has since changed, every request first asks the storage for its revision (`sync`, one small read) and
 * reads the whole database again only when it moved; a write is stored only at the revision its copy was
 * read at, and when another tab got in first it is redone on that tab's data (storage.ts).
 */
import type { Id } from "../../api/contract";
import { arrivalOf, deriveElsewhere, derivedNames, derivedRow, derivedRows } from "./derived";
import { Draft, type DemoReader, type DemoWriter } from "./draft";
import { memoryStorage } from "./memory-storage";
import { parseSnapshot } from "./parse-snapshot";
import { seedSnapshot } from "./seed-snapshot";
import { DEMO_DB_VERSION, type Namespace, type Row, type Snapshot } from "./snapshot";
import { StaleRevision, type DemoStorage } from "./storage";

export interface DemoDbOptions {
  storage: DemoStorage;
  /** What the storage holds now (open-demo-db.ts loads it). */
  snapshot: Snapshot;
  /** The storage's revision the snapshot was read at (default 0: a storage nothing was written to). */
  revision?: number;
  /**
   * Whether the storage holds only the seed's time (a `seed` read), not the rows: the first write then
   * stores them all, with its changes, in one replace. Default false.
   */
  seedOnly?: boolean;
  /** The clock a reset seeds relative to. */
  now?: () => Date;
}

/** How often a write is redone on fresher data before it fails as a write the storage refused. */
const WRITE_ATTEMPTS = 4;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";

export class DemoDb implements DemoReader {
  private state: Snapshot;
  private stateRevision: number;
  /** The storage holds only the seed the copy was made from (storage.ts `storeSeed`), not its rows. */
  private seedOnly: boolean;
  private readonly storage: DemoStorage;
  private readonly now: () => Date;
  private queue: Promise<unknown> = Promise.resolve();
  /** A sync waiting in the queue that has not read the revision yet: later callers can share it. */
  private pendingSync: Promise<void> | null = null;
  /** A stored revision that could not be read as a database: not read again until it changes. */
  private unreadable: number | null = null;
  private readonly committedListeners = new Set<(revision: number) => void>();

  constructor({ storage, snapshot, revision = 0, seedOnly = false, now = () => new Date() }: DemoDbOptions) {
    this.storage = storage;
    this.state = snapshot;
    this.stateRevision = revision;
    this.seedOnly = seedOnly;
    this.now = now;
  }

  get seededAt(): string {
    return this.state.seededAt;
  }

  /** Whether nothing has been stored since the seed: the storage holds only its time. */
  get storesSeedOnly(): boolean {
    return this.seedOnly;
  }

  /** The storage's revision the in-memory copy is at. */
  get revision(): number {
    return this.stateRevision;
  }

  names(namespace: Namespace = "api"): string[] {
    const stored = Object.keys(this.state[namespace]);
    return [...stored, ...derivedNames(namespace).filter((name) => !stored.includes(name))];
  }

  has(name: string, namespace: Namespace = "api"): boolean {
    return Object.hasOwn(this.state[namespace], name) || derivedNames(namespace).includes(name);
  }

  list(name: string, namespace: Namespace = "api"): Row[] {
    if (Object.hasOwn(this.state[namespace], name)) return [...this.state[namespace][name]];
    return [...(derivedRows(name, namespace, this.seededAt) ?? [])];
  }

  get(name: string, id: Id, namespace: Namespace = "api"): Row | undefined {
    if (Object.hasOwn(this.state[namespace], name)) return this.state[namespace][name].find((row) => row.id === id);
    return derivedRow(name, id, namespace, this.seededAt);
  }

  /**
   * The rows of the derived collection `name` for this database's seed time, as another thread makes them
   * (derived.ts): its first read awaits `arrival` and finds them made.
   */
  deriveElsewhere(name: string, rows: Promise<readonly { id: Id }[] | null>, namespace: Namespace = "api"): void {
    deriveElsewhere(name, namespace, this.seededAt, rows);
  }

  /** Settles once a derived collection another thread is making has come; at once when none is coming. */
  async arrival(name: string, namespace: Namespace = "api"): Promise<void> {
    await arrivalOf(name, namespace, this.seededAt);
  }

  /**
   * Brings the in-memory copy up to what the storage holds now, which another tab may have changed: one
   * read of the revision, and a read of everything only when it moved. Never rejects: when the storage
   * cannot be read the copy stays as it is (a write would then be refused by the storage itself). Runs in
   * turn with the writes, so a request never reads a write of its own tab half committed.
   */
  sync(): Promise<void> {
    this.pendingSync ??= this.serialized(async () => {
      // From here on the revision is being read: a later caller must not take an answer read before it asked.
      this.pendingSync = null;
      await this.catchUp();
    });
    return this.pendingSync;
  }

  /**
   * Runs `work` as one transaction and resolves with what it returned, once its writes are stored. Rejects,
   * having changed nothing, when `work` throws or the storage refuses the writes. `work` is synchronous: the
   * draft it is given ends when it returns. It may run more than once: when another tab stored a change
   * first, `work` runs again on the data as that tab left it, so its checks see that data.
   */
  write<T>(work: (tx: DemoWriter) => T): Promise<T> {
    return this.serialized(async () => {
      for (let attempt = 1; ; attempt += 1) {
        const draft = new Draft(this.state);
        const result = work(draft);
        if (isThenable(result)) throw new Error("A demo database transaction must not wait on anything.");
        if (!draft.changed) return result;
        try {
          const committed = draft.committed();
          // Over a stored seed, the first change stores the seed's rows with it, all or nothing.
          const revision = this.seedOnly
            ? await this.storage.replace(committed, this.stateRevision)
            : await this.storage.apply(draft.changes(), this.stateRevision);
          this.commit(committed, revision, false);
          return result;
        } catch (error) {
          if (!(error instanceof StaleRevision) || attempt >= WRITE_ATTEMPTS) throw error;
          await this.catchUp();
        }
      }
    });
  }

  /** Throws every change away and reseeds relative to the given time (default: the clock's now). */
  reset(now: Date = this.now()): Promise<void> {
    return this.serialized(async () => {
      const seed = seedSnapshot(now);
      // Whatever other tabs stored: a reset replaces it all, and the new revision tells them so. Only the
      // seed's time is stored, as on a first start (open-demo-db.ts).
      this.commit(seed, await this.storage.storeSeed(seed), true);
    });
  }

  /** Calls `listener` with the new revision after each change this copy stores (a write or a reset). */
  onCommitted(listener: (revision: number) => void): () => void {
    this.committedListeners.add(listener);
    return () => void this.committedListeners.delete(listener);
  }

  private commit(state: Snapshot, revision: number, seedOnly: boolean): void {
    this.state = state;
    this.stateRevision = revision;
    this.seedOnly = seedOnly;
    for (const listener of this.committedListeners) listener(revision);
  }

  /** Takes what the storage holds when its revision is not the copy's. Only from a task of the queue. */
  private async catchUp(): Promise<void> {
    try {
      const stored = await this.storage.revision();
      if (stored === this.stateRevision || stored === this.unreadable) return;
      const read = await this.storage.read();
      const snapshot = read.kind === "found" ? parseSnapshot(read.value) : null;
      // Only a database of this very version is taken as it is; upgrading one (open-demo-db.ts) needs a
      // fresh seed, which is for a start to make, not a request.
      if (read.kind === "found" && snapshot?.version === DEMO_DB_VERSION) {
        this.state = snapshot;
        this.stateRevision = read.revision;
        this.seedOnly = false;
        this.unreadable = null;
        return;
      }
      // Another tab's first start or reset: the same rows are made again from the seed's time.
      if (read.kind === "seed" && read.version === DEMO_DB_VERSION) {
        const same = this.seedOnly && this.state.seededAt === read.seededAt;
        this.state = same ? this.state : seedSnapshot(new Date(read.seededAt));
        this.stateRevision = read.revision;
        this.seedOnly = true;
        this.unreadable = null;
        return;
      }
      this.unreadable = read.kind === "found" || read.kind === "seed" ? read.revision : stored;
      console.warn(
        `The demo database stored by another tab (revision ${this.unreadable}) could not be read; this tab keeps its copy.`,
      );
    } catch (cause) {
      console.warn(
        "The demo backend could not check the stored demo database; this tab keeps its copy:",
        cause,
      );
    }
  }

  private serialized<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/** A freshly seeded database kept in memory only: the integration tests' (test/msw-server.ts). */
export function createMemoryDemoDb(now: () => Date = () => new Date()): DemoDb {
  const snapshot = seedSnapshot(now());
  return new DemoDb({ storage: memoryStorage(snapshot), snapshot, now });
}
