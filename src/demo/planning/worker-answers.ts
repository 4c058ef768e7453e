/**
 * How the simulation worker answers (simulation-worker.ts): a task's value kept by an earlier tab or visit
 * (stored-results.ts) when there is one, else computed and kept once the answers in flight have left; and a
 * warm-up only where it is of use: not for a first start's guess when the browser holds a demo database
 * already (the guess is wrong), nor for a seed an earlier tab computed for (what its landing reads is kept).
 * Apart from the worker's global scope, so it is tested as it runs.
 */
import type { WarmRequest } from "./run-request";
import { taskKey, type StoredResults } from "./stored-results";
import type { WorkerTask, WorkerTaskValues } from "./worker-tasks";

type Value = WorkerTaskValues[WorkerTask["kind"]];

/**
 * Writing a value copies it whole on the worker's thread (a result is megabytes): the writes wait until no
 * task has come for this long, so a burst of reads (the inbox asks for three results at once) is answered first.
 */
export const KEEP_AFTER_MS = 100;

export interface WorkerAnswersOptions {
  /** Where values are kept; null: nowhere (no IndexedDB, a development build whose code changes unversioned). */
  stored: StoredResults | null;
  /** The calculation's version: a changed one never reads an older one's values. */
  version: string;
  perform: (task: WorkerTask) => Value;
  warm: (request: WarmRequest) => void;
  /** Whether the browser holds a demo database: then a tab's start is no first start. */
  demoDatabaseExists: () => Promise<boolean>;
}

const seedTimeOf = (task: WorkerTask): string =>
  task.kind === "shipmentItems" ? task.seededAt : task.request.seededAt;

export function workerAnswers({ stored, version, perform, warm, demoDatabaseExists }: WorkerAnswersOptions) {
  const unkept: (() => Promise<void>)[] = [];
  let keeping: ReturnType<typeof setTimeout> | undefined;
  const keepLater = (write: () => Promise<void>) => {
    unkept.push(write);
    clearTimeout(keeping);
    keeping = setTimeout(() => {
      for (const next of unkept.splice(0)) next().catch(() => undefined);
    }, KEEP_AFTER_MS);
  };

  return {
    /** The task's value: kept from before, or computed now (a failed computation throws, and nothing is kept). */
    async answer(task: WorkerTask): Promise<Value> {
      if (!stored) return perform(task);
      const key = await taskKey(version, task).catch(() => null);
      if (key !== null) {
        const kept = await stored.read(key);
        if (kept !== undefined) return kept as Value;
      }
      const value = perform(task);
      if (key !== null) keepLater(() => stored.keep(key, seedTimeOf(task), value));
      return value;
    },

    /**
     * Builds what a seed's newest results read, unless it would only hold up the answers: for a first start's
     * guess (`firstStart`) where a database exists, since the guess is then wrong; for a known seed that an
     * earlier tab computed for, since its values are read instead.
     */
    async warmUp(request: WarmRequest, firstStart: boolean): Promise<void> {
      const useless = firstStart
        ? await demoDatabaseExists().catch(() => false)
        : stored !== null && (await stored.holdsSeed(request.seededAt));
      if (!useless) warm(request);
    },
  };
}
