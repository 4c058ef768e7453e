import { planningModules } from "../../../src/demo/planning/modules";
import { finishedRuns } from "../../../src/demo/planning/planning-store";
import type { SimulationRequestMessage } from "../../../src/demo/planning/simulation-worker";
import { newestSeededSyncs } from "../../../src/demo/seed/robot-logs";
import { createMemoryDemoDb } from "../../../src/demo/store";
import { fakeWorkerClass } from "./fake-worker";

/** The worker the landing starts (jsdom has none): what it was sent, and whether it was stopped. */
const FakeWorker = fakeWorkerClass<SimulationRequestMessage>();

/** The landing module afresh: the worker it starts is the tab's, kept in module state. */
const freshLanding = async () => {
  vi.resetModules();
  return import("../../../src/demo/result-landing");
};

describe("a tab landing on a screen that reads the newest results", () => {
  beforeEach(() => {
    FakeWorker.started = [];
    vi.stubGlobal("Worker", FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("knows those screens by their path: the inbox and each module's result, availability and reports screens", async () => {
    const { readsNewestResults } = await freshLanding();
    for (const path of ["/inbox", "/inbox/", "/material-capability/download-result", "/ctb/ctb_result", "/efa/components-availability", "/efa/reports"])
      expect(readsNewestResults(path), path).toBe(true);
    for (const path of ["/parameter-system", "/main", "/edb/transport-tracking-shipments", "/ctb/ctb_upload", "/inbox/show/1"])
      expect(readsNewestResults(path), path).toBe(false);
  });

  it("has the worker build for the start's seed time at once, as a first start, and again for the database's seed, which costs nothing then", async () => {
    const { warmForLanding } = await freshLanding();
    warmForLanding("/inbox", "2026-11-26T08:00:00.000Z", false);
    expect(FakeWorker.started).toHaveLength(1);
    const [first] = FakeWorker.started;
    expect(String(first.url)).toMatch(/simulation-worker\.ts\b/);
    expect(first.posted).toEqual([{ warm: { seededAt: "2026-11-26T08:00:00.000Z" }, firstStart: true }]);

    // A first start: the database was seeded at that very time and holds only its seed.
    warmForLanding("/inbox", "2026-11-26T08:00:00.000Z", true, true);
    expect(first.posted.at(-1)).toEqual({ warm: { seededAt: "2026-11-26T08:00:00.000Z" }, firstStart: false });
    expect(FakeWorker.started).toHaveLength(1);
    // Once the database is known, a late guess changes nothing.
    warmForLanding("/inbox", "2026-11-26T09:00:00.000Z", false);
    expect(first.posted).toHaveLength(2);
  });

  it("has the same worker build for a database seeded before that holds nothing but its seed (a reload before any change)", async () => {
    const { warmForLanding } = await freshLanding();
    warmForLanding("/inbox", "2026-11-26T08:00:00.000Z", false);
    warmForLanding("/inbox", "2026-11-26T07:30:00.000Z", true, true);
    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker.posted).toEqual([
      { warm: { seededAt: "2026-11-26T08:00:00.000Z" }, firstStart: true },
      { warm: { seededAt: "2026-11-26T07:30:00.000Z" }, firstStart: false },
    ]);
    expect(worker.terminated).toBe(false);
  });

  it("builds nothing more for a database in use, which has moved on from its seed", async () => {
    const { warmForLanding } = await freshLanding();
    warmForLanding("/ctb/ctb_result", "2026-11-26T08:00:00.000Z", false);
    warmForLanding("/ctb/ctb_result", "2026-11-20T07:30:00.000Z", true, false);
    const [worker] = FakeWorker.started;
    expect(worker.posted).toEqual([{ warm: { seededAt: "2026-11-26T08:00:00.000Z" }, firstStart: true }]);
    expect(worker.terminated).toBe(false);
  });

  it("starts no worker for any other screen", async () => {
    const { warmForLanding } = await freshLanding();
    warmForLanding("/parameter-system", "2026-11-26T08:00:00.000Z", false);
    warmForLanding("/parameter-system", "2026-11-26T08:00:00.000Z", true);
    expect(FakeWorker.started).toEqual([]);
  });
});

describe("what the worker builds ahead", () => {
  it("is the SAP tables of each module's newest seeded run", () => {
    const db = createMemoryDemoDb();
    const newest = Object.values(planningModules).map((module) => ({
      module: module.module,
      syncCount: finishedRuns(db, module).at(-1)?.run.syncCount,
    }));
    expect(newestSeededSyncs()).toEqual(newest);
  });
});
