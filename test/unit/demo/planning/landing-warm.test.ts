import { planningModules } from "../../../../src/demo/planning/modules";
import { finishedRuns } from "../../../../src/demo/planning/planning-store";
import type { SimulationRequestMessage } from "../../../../src/demo/planning/simulation-worker";
import { newestSeededSyncs } from "../../../../src/demo/seed/robot-logs";
import { createMemoryDemoDb } from "../../../../src/demo/store";

/** A stand-in Worker (jsdom has none): it records what it was sent and whether it was stopped. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  posted: SimulationRequestMessage[] = [];
  terminated = false;
  private listeners: { listener: (event: MessageEvent) => void; once: boolean }[] = [];
  constructor(readonly url: URL) {
    FakeWorker.started.push(this);
  }
  postMessage(message: SimulationRequestMessage) {
    this.posted.push(message);
  }
  addEventListener(_type: "message", listener: (event: MessageEvent) => void, options?: { once?: boolean }) {
    this.listeners.push({ listener, once: options?.once === true });
  }
  terminate() {
    this.terminated = true;
  }
  /** What the worker's script says once it has arrived. */
  loaded() {
    const listeners = this.listeners;
    this.listeners = listeners.filter(({ once }) => !once);
    for (const { listener } of listeners) listener({ data: { loaded: true } } as MessageEvent);
  }
}

/** The landing module afresh: the worker it starts is the tab's, kept in module state. */
const freshLanding = async () => {
  vi.resetModules();
  return import("../../../../src/demo/landing-warm");
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

  it("has the worker build for the start's seed time at once, which a first start's database confirms", async () => {
    const { warmForLanding } = await freshLanding();
    warmForLanding("/inbox", "2026-11-26T08:00:00.000Z", false);
    expect(FakeWorker.started).toHaveLength(1);
    const [first] = FakeWorker.started;
    expect(String(first.url)).toMatch(/simulation-worker\.ts\b/);
    expect(first.posted).toEqual([{ warm: { seededAt: "2026-11-26T08:00:00.000Z" } }]);

    // A first start: the database was seeded at that very time, nothing more to build.
    warmForLanding("/inbox", "2026-11-26T08:00:00.000Z", true);
    expect(first.posted).toHaveLength(1);
    expect(first.terminated).toBe(false);
  });

  it("throws away a wrong guess: a database seeded before builds nothing ahead, and the guessing worker stops once its script is in", async () => {
    const { warmForLanding } = await freshLanding();
    warmForLanding("/ctb/ctb_result", "2026-11-26T08:00:00.000Z", false);
    warmForLanding("/ctb/ctb_result", "2026-11-20T07:30:00.000Z", true);
    expect(FakeWorker.started).toHaveLength(1);
    const [guessed] = FakeWorker.started;
    // Stopped while its script downloads, Chromium would never end that download.
    expect(guessed.terminated).toBe(false);
    guessed.loaded();
    expect(guessed.terminated).toBe(true);
    // Once the database is known, a late guess changes nothing.
    warmForLanding("/ctb/ctb_result", "2026-11-26T08:00:00.000Z", false);
    expect(FakeWorker.started).toHaveLength(1);
  });

  it("has a new worker build for a database that holds nothing but its seed, seeded before (a reload before any change)", async () => {
    const { warmForLanding } = await freshLanding();
    warmForLanding("/inbox", "2026-11-26T08:00:00.000Z", false);
    warmForLanding("/inbox", "2026-11-26T07:30:00.000Z", true, true);
    expect(FakeWorker.started).toHaveLength(2);
    const [guessed, seeded] = FakeWorker.started;
    guessed.loaded();
    expect(guessed.terminated).toBe(true);
    expect(seeded.posted).toEqual([{ warm: { seededAt: "2026-11-26T07:30:00.000Z" } }]);
    expect(seeded.terminated).toBe(false);
  });

  it("stops a guessing worker whose script is already in at once", async () => {
    const { warmForLanding } = await freshLanding();
    warmForLanding("/inbox", "2026-11-26T08:00:00.000Z", false);
    const [guessed] = FakeWorker.started;
    guessed.loaded();
    expect(guessed.terminated).toBe(false);
    warmForLanding("/inbox", "2026-11-20T07:30:00.000Z", true);
    expect(guessed.terminated).toBe(true);
    expect(FakeWorker.started).toHaveLength(1);
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
