// @vitest-environment node
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import {
  KEPT_VALUES,
  READ_TIMEOUT_MS,
  STORED_RESULTS_DB,
  storedResults,
  taskKey,
  type StoredResults,
} from "../../../../src/demo/planning/stored-results";
import { KEEP_AFTER_MS, workerAnswers } from "../../../../src/demo/planning/worker-answers";
import type { WorkerTask } from "../../../../src/demo/planning/worker-tasks";

const SEEDED_AT = "2026-11-26T08:00:00.000Z";
const VERSION = "/assets/simulation-worker-AbC123.js";
const shipmentsTask = (seededAt = SEEDED_AT): WorkerTask => ({ kind: "shipmentItems", seededAt });
const itemsOf = (seededAt: string) => [{ shipmentId: 7, item: { seededAt } }] as never;

const opened: StoredResults[] = [];
function open(): StoredResults {
  const stored = storedResults();
  if (!stored) throw new Error("IndexedDB and SubtleCrypto should be there");
  opened.push(stored);
  return stored;
}

/** A tab's worker answering over the browser's kept values; `perform` counts what it had to compute. */
function tab(version = VERSION, exists = false) {
  const perform = vi.fn((task: WorkerTask) => itemsOf(task.kind === "shipmentItems" ? task.seededAt : ""));
  const warm = vi.fn();
  const answers = workerAnswers({
    stored: open(),
    version,
    perform,
    warm,
    demoDatabaseExists: async () => exists,
  });
  return { answers, perform, warm };
}

/** Lets the writes that wait for a quiet moment happen, and IndexedDB finish them. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, KEEP_AFTER_MS + 50));
}

beforeEach(() => {
  // Each test on a browser that has kept nothing yet.
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  for (const stored of opened.splice(0)) stored.close();
  vi.useRealTimers();
});

describe("the simulation worker's values kept across tabs", () => {
  it("keys a task by the calculation's version and the whole task", async () => {
    const key = await taskKey(VERSION, shipmentsTask());
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await taskKey(VERSION, structuredClone(shipmentsTask()))).toBe(key);
    expect(await taskKey("/assets/simulation-worker-Other9.js", shipmentsTask())).not.toBe(key);
    expect(await taskKey(VERSION, shipmentsTask("2026-11-27T08:00:00.000Z"))).not.toBe(key);
  });

  it("reads back what was kept, and knows which seed times it holds values of", async () => {
    const stored = open();
    const key = await taskKey(VERSION, shipmentsTask());
    expect(await stored.read(key)).toBeUndefined();
    expect(await stored.holdsSeed(SEEDED_AT)).toBe(false);
    await stored.keep(key, SEEDED_AT, { lines: [{ id: 1, status: "short" }] });
    expect(await stored.read(key)).toEqual({ lines: [{ id: 1, status: "short" }] });
    expect(await stored.holdsSeed(SEEDED_AT)).toBe(true);
    expect(await stored.holdsSeed("2026-11-25T08:00:00.000Z")).toBe(false);
  });

  it("keeps only the newest values, the oldest going first", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(SEEDED_AT) });
    const stored = open();
    const keys: string[] = [];
    for (let index = 0; index < KEPT_VALUES + 2; index += 1) {
      vi.setSystemTime(Date.parse(SEEDED_AT) + index * 1000);
      const key = await taskKey(VERSION, { kind: "shipmentItems", seededAt: `seed ${index}` });
      keys.push(key);
      await stored.keep(key, SEEDED_AT, index);
    }
    expect(await stored.read(keys[0])).toBeUndefined();
    expect(await stored.read(keys[1])).toBeUndefined();
    expect(await stored.read(keys[2])).toBe(2);
    expect(await stored.read(keys.at(-1)!)).toBe(KEPT_VALUES + 1);
  });

  it("answers 'nothing kept' when the database does not open (another tab deletes it and never lets go), so the value is computed", async () => {
    // Another tab's connection that ignores the request to close, and a deletion queued behind it: every
    // later open waits behind the deletion.
    const other = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(STORED_RESULTS_DB, 1);
      request.onsuccess = () => resolve(request.result);
    });
    other.onversionchange = () => undefined;
    indexedDB.deleteDatabase(STORED_RESULTS_DB);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const stored = open();
    const reading = stored.read("any");
    const holding = stored.holdsSeed(SEEDED_AT);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    await expect(reading).resolves.toBeUndefined();
    await expect(holding).resolves.toBe(false);
    other.close();
  });

  it("is not there where the browser has no IndexedDB: values are then computed every time", () => {
    const factory = globalThis.indexedDB;
    // @ts-expect-error: a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      expect(storedResults()).toBeNull();
    } finally {
      globalThis.indexedDB = factory;
    }
  });
});

describe("the simulation worker's answers", () => {
  it("computes a value once: a later tab of the same calculation reads it, another calculation computes its own", async () => {
    const first = tab();
    expect(await first.answers.answer(shipmentsTask())).toEqual(itemsOf(SEEDED_AT));
    expect(first.perform).toHaveBeenCalledTimes(1);
    await settle();

    const later = tab();
    expect(await later.answers.answer(shipmentsTask())).toEqual(itemsOf(SEEDED_AT));
    expect(later.perform).not.toHaveBeenCalled();

    const changedCalculation = tab("/assets/simulation-worker-Other9.js");
    expect(await changedCalculation.answers.answer(shipmentsTask())).toEqual(itemsOf(SEEDED_AT));
    expect(changedCalculation.perform).toHaveBeenCalledTimes(1);
    await settle();
  });

  it("keeps nothing of a computation that failed, and says why", async () => {
    const failing = workerAnswers({
      stored: open(),
      version: VERSION,
      perform: () => {
        throw new Error("The BOM of MAT-1 loops back to itself.");
      },
      warm: vi.fn(),
      demoDatabaseExists: async () => false,
    });
    await expect(failing.answer(shipmentsTask())).rejects.toThrow("The BOM of MAT-1 loops back to itself.");
    await settle();
    expect(await open().holdsSeed(SEEDED_AT)).toBe(false);
  });

  it("computes without keeping where nothing can be kept", async () => {
    const perform = vi.fn(() => itemsOf(SEEDED_AT));
    const answers = workerAnswers({
      stored: null,
      version: VERSION,
      perform,
      warm: vi.fn(),
      demoDatabaseExists: async () => false,
    });
    await answers.answer(shipmentsTask());
    await answers.answer(shipmentsTask());
    expect(perform).toHaveBeenCalledTimes(2);
  });

  it("warms up for a first start's guess only where the browser holds no demo database", async () => {
    const fresh = tab(VERSION, false);
    await fresh.answers.warmUp({ seededAt: SEEDED_AT }, true);
    expect(fresh.warm).toHaveBeenCalledWith({ seededAt: SEEDED_AT });

    const reload = tab(VERSION, true);
    await reload.answers.warmUp({ seededAt: SEEDED_AT }, true);
    expect(reload.warm).not.toHaveBeenCalled();
  });

  it("warms up for the database's seed only when no earlier tab kept values of it", async () => {
    const first = tab(VERSION, true);
    await first.answers.warmUp({ seededAt: SEEDED_AT }, false);
    expect(first.warm).toHaveBeenCalledTimes(1);
    await first.answers.answer(shipmentsTask());
    await settle();

    const later = tab(VERSION, true);
    await later.answers.warmUp({ seededAt: SEEDED_AT }, false);
    expect(later.warm).not.toHaveBeenCalled();
    await later.answers.warmUp({ seededAt: "2026-11-27T08:00:00.000Z" }, false);
    expect(later.warm).toHaveBeenCalledTimes(1);
  });
});
