// @vitest-environment node
/**
 * The tracking shipments' list rows made off the page's thread for a tab landing on a screen that reads them
 * first (src/demo/landing-warm.ts, src/demo/tracking/): which screens, which seed time, and what the demo
 * backend's first read of the list does with them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TransportTrackingShipment } from "../../../../src/api/contract";
import { trackingRowsForLanding } from "../../../../src/demo/landing-warm";
import { createTrackingRows, TRACKING_SHIPMENTS } from "../../../../src/demo/seed/transport-tracking";
import { createMemoryDemoDb } from "../../../../src/demo/store";
import { ROWS_TIMEOUT_MS } from "../../../../src/demo/tracking/rows-thread";
import type { TrackingRowsAnswer } from "../../../../src/demo/tracking/rows-worker";
import { fakeWorkerClass } from "../fake-worker";
import { body, call, db, serveDemoBackend } from "../handlers/demo-server";

serveDemoBackend();

/** The rows' worker (Node has none): what it was sent; the test answers for it. */
const FakeWorker = fakeWorkerClass<string, TrackingRowsAnswer>();
type FakeWorker = InstanceType<typeof FakeWorker>;

// A seed time of its own for each test: the rows derived for a seed time are kept until another is read.
let minute = 0;
const freshSeed = async () => {
  minute += 1;
  await db.reset(new Date(Date.UTC(2026, 10, 20, 8, minute)));
  return db.seededAt;
};

const LIST = `/${TRACKING_SHIPMENTS}?_start=0&_end=5&_sort=id&_order=asc`;
/** The worker's rows, marked so that a read serving them is told apart from one that made its own. */
const markedRows = (seededAt: string): TransportTrackingShipment[] =>
  createTrackingRows(new Date(seededAt)).map((row) => ({ ...row, supplier: `${row.supplier} (worker)` }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(() => {
  FakeWorker.started = [];
  vi.stubGlobal("Worker", FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe("a tab landing on a screen that reads the tracking shipments' list first", () => {
  it("has a worker start making them at once, for the seed time a first start uses, on the home and the list only", async () => {
    for (const path of ["/main", "/edb/transport-tracking-shipments", "/edb/transport-tracking-shipments/"]) {
      FakeWorker.started = [];
      trackingRowsForLanding(path, "2026-11-20T08:00:00.000Z");
      expect(FakeWorker.started, path).toHaveLength(1);
      expect(String(FakeWorker.started[0]!.url)).toMatch(/rows-worker\.ts\b/);
      expect(FakeWorker.started[0]!.posted).toEqual(["2026-11-20T08:00:00.000Z"]);
    }
    FakeWorker.started = [];
    // A detail and the dashboard read every shipment's whole detail, not the list; the others read no shipment.
    for (const path of [
      "/edb/transport-tracking-shipments/12",
      "/edb/transport-tracking-home",
      "/inbox",
      "/parameter-system",
    ])
      trackingRowsForLanding(path, "2026-11-20T08:00:00.000Z");
    expect(FakeWorker.started).toEqual([]);
  });

  it("hands them to a database seeded at that time: the list's first read waits for them and serves them", async () => {
    const seededAt = await freshSeed();
    trackingRowsForLanding("/main", seededAt)(db);
    const [worker] = FakeWorker.started;

    let answered = false;
    const response = call(LIST).then((result) => ((answered = true), result));
    await tick();
    expect(answered).toBe(false);

    worker!.answer({ seededAt, rows: markedRows(seededAt) });
    const rows = await body<TransportTrackingShipment[]>(await response);
    expect(worker!.terminated).toBe(true);
    expect(rows.map((row) => row.supplier)).toEqual(
      markedRows(seededAt)
        .slice(0, 5)
        .map((row) => row.supplier),
    );
    expect(rows[0]!.supplier).toMatch(/\(worker\)$/);
  });

  it("has them made for the database's own seed time when it was seeded before (a later visit), and stops the guess", async () => {
    const seededAt = await freshSeed();
    trackingRowsForLanding("/edb/transport-tracking-shipments", "2026-11-27T10:00:00.000Z")(db);
    const [guess, own] = FakeWorker.started;
    expect(guess!.terminated).toBe(true);
    expect(own!.posted).toEqual([seededAt]);

    own!.answer({ seededAt, rows: markedRows(seededAt) });
    const rows = await body<TransportTrackingShipment[]>(await call(LIST));
    expect(rows[0]!.supplier).toMatch(/\(worker\)$/);
  });

  it("makes them on first read as before when the worker fails or answers for another seed time", async () => {
    for (const fail of [
      (worker: FakeWorker) => worker.onerror?.({ preventDefault: () => undefined }),
      (worker: FakeWorker, seededAt: string) =>
        worker.answer({ seededAt: `${seededAt}x`, rows: markedRows(seededAt) }),
    ]) {
      const seededAt = await freshSeed();
      FakeWorker.started = [];
      trackingRowsForLanding("/main", seededAt)(db);
      fail(FakeWorker.started[0]!, seededAt);
      const rows = await body<TransportTrackingShipment[]>(await call(LIST));
      expect(rows).toEqual(createTrackingRows(new Date(seededAt)).slice(0, 5));
    }
  });

  it("stops waiting for a worker that never answers, and makes them on first read", async () => {
    const seededAt = await freshSeed();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      trackingRowsForLanding("/main", seededAt)(db);
      const [worker] = FakeWorker.started;
      vi.advanceTimersByTime(ROWS_TIMEOUT_MS);
      expect(worker!.terminated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    const rows = await body<TransportTrackingShipment[]>(await call(LIST));
    expect(rows).toEqual(createTrackingRows(new Date(seededAt)).slice(0, 5));
  });

  it("makes them on first read, without waiting, where there is no Worker", async () => {
    vi.unstubAllGlobals();
    const seededAt = await freshSeed();
    trackingRowsForLanding("/main", seededAt)(db);
    const rows = await body<TransportTrackingShipment[]>(await call(LIST));
    expect(rows).toEqual(createTrackingRows(new Date(seededAt)).slice(0, 5));
  });
});

describe("the worker", () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "onmessage");
  });

  it("answers a seed time with the very rows the demo backend derives for it", async () => {
    const posted: TrackingRowsAnswer[] = [];
    vi.stubGlobal("postMessage", (answer: TrackingRowsAnswer) => posted.push(answer));
    vi.resetModules();
    await import("../../../../src/demo/tracking/rows-worker");
    const onmessage = (globalThis as unknown as { onmessage: (event: { data: string }) => void }).onmessage;
    const seededAt = "2026-11-20T09:30:00.000Z";
    onmessage({ data: seededAt });

    const page = createMemoryDemoDb(() => new Date(seededAt));
    expect(posted).toEqual([{ seededAt, rows: page.list(TRACKING_SHIPMENTS) }]);
    expect(posted[0]!.rows).toHaveLength(1200);
  });
});
