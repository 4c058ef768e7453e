/**
 * The demo backend's database (DESIGN §5, §9.5): an in-memory copy the handlers read synchronously, kept in a
 * storage (IndexedDB in the browser). Every write runs as a transaction: the request works on a
 * copy-on-write draft, the storage applies its changes all together, and only then does the in-memory copy
 * become the draft. A request that throws, or whose changes the storage refuses, leaves both as they were.
 * Writes run one at a time, so no request works on data another is still committing.
 */
import type { Id } from "../../api/contract";
import { Draft, type DemoReader, type DemoWriter } from "./draft";
import { memoryStorage } from "./memory-storage";
import { seedSnapshot } from "./seed-snapshot";
import type { Namespace, Row, Snapshot } from "./snapshot";
import type { DemoStorage } from "./storage";

export interface DemoDbOptions {
  storage: DemoStorage;
  /** What the storage holds now (open-demo-db.ts loads it). */
  snapshot: Snapshot;
  /** The clock a reset seeds relative to. */
  now?: () => Date;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";

export class DemoDb implements DemoReader {
  private state: Snapshot;
  private readonly storage: DemoStorage;
  private readonly now: () => Date;
  private queue: Promise<unknown> = Promise.resolve();

  constructor({ storage, snapshot, now = () => new Date() }: DemoDbOptions) {
    this.storage = storage;
    this.state = snapshot;
    this.now = now;
  }

  get seededAt(): string {
    return this.state.seededAt;
  }

  names(namespace: Namespace = "api"): string[] {
    return Object.keys(this.state[namespace]);
  }

  has(name: string, namespace: Namespace = "api"): boolean {
    return Object.hasOwn(this.state[namespace], name);
  }

  list(name: string, namespace: Namespace = "api"): Row[] {
    return this.has(name, namespace) ? [...this.state[namespace][name]] : [];
  }

  get(name: string, id: Id, namespace: Namespace = "api"): Row | undefined {
    return this.has(name, namespace) ? this.state[namespace][name].find((row) => row.id === id) : undefined;
  }

  /**
   * Runs `work` as one transaction and resolves with what it returned, once its writes are stored. Rejects,
   * having changed nothing, when `work` throws or the storage refuses the writes. `work` is synchronous: the
   * draft it is given ends when it returns.
   */
  write<T>(work: (tx: DemoWriter) => T): Promise<T> {
    return this.serialized(async () => {
      const draft = new Draft(this.state);
      const result = work(draft);
      if (isThenable(result)) throw new Error("A demo database transaction must not wait on anything.");
      if (draft.changed) {
        await this.storage.apply(draft.changes());
        this.state = draft.committed();
      }
      return result;
    });
  }

  /** Throws every change away and reseeds relative to the given time (default: the clock's now). */
  reset(now: Date = this.now()): Promise<void> {
    return this.serialized(async () => {
      const seed = seedSnapshot(now);
      await this.storage.replace(seed);
      this.state = seed;
    });
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
