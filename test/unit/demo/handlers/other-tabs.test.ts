// @vitest-environment node
/**
 * Requests of one tab's demo backend while another tab changes the stored database (DESIGN §9.5): every
 * request reads what is stored now, and a write lands on it.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createDemoHandlers } from "../../../../src/demo/handlers";
import { DemoDb, StaleRevision, memoryStorage, seedSnapshot, type DemoStorage } from "../../../../src/demo/store";
import { server } from "../../../msw-server";
import { body, call, demoUrls, serveDemoBackend } from "./demo-server";

serveDemoBackend();

/** Tab A's database, and tab B's serving the requests; one stored database under both. */
function twoTabs(wrap: (storage: DemoStorage) => DemoStorage = (storage) => storage) {
  const snapshot = seedSnapshot(new Date());
  const stored = memoryStorage(snapshot);
  const tabA = new DemoDb({ storage: stored, snapshot });
  const tabB = new DemoDb({ storage: wrap(stored), snapshot });
  // Ahead of the shared handlers until test/setup.ts resets them after the test.
  server.use(...createDemoHandlers({ ...demoUrls, db: tabB }));
  return { tabA, tabB, stored };
}

const PIPELINES = "robot-pipeline";

describe("a request while another tab changes the demo database (DESIGN §9.5)", () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it("answers what the other tab stored, without a reload", async () => {
    const { tabA } = twoTabs();
    await tabA.write((tx) => tx.update(PIPELINES, 1, { variant: "SCM_ZMARD_A" }));
    await tabA.write((tx) => tx.insert(PIPELINES, { name: "Added in A", dataFactoryPipeline: "pl_a", transactionname: "A1" }));
    expect(await body(await call(`/${PIPELINES}/1`))).toMatchObject({ variant: "SCM_ZMARD_A" });
    const list = await call(`/${PIPELINES}?_start=0&_end=20`);
    expect(list.headers.get("x-total-count")).toBe("9");
    expect((await body<{ name: string }[]>(list)).map((row) => row.name)).toContain("Added in A");
  });

  it("stores a save over the other tab's change of another field, keeping both", async () => {
    const { tabA, tabB, stored } = twoTabs();
    await tabA.write((tx) => tx.update(PIPELINES, 1, { variant: "SCM_ZMARD_A" }));
    const saved = await call(`/${PIPELINES}/1`, { method: "PATCH", json: { output: "from_b.xlsx" } });
    expect(saved.status).toBe(200);
    expect(await body(saved)).toMatchObject({ variant: "SCM_ZMARD_A", output: "from_b.xlsx" });
    expect(stored.current?.api[PIPELINES]?.[0]).toMatchObject({ variant: "SCM_ZMARD_A", output: "from_b.xlsx" });
    await tabA.sync();
    expect(tabA.get(PIPELINES, 1)).toMatchObject({ variant: "SCM_ZMARD_A", output: "from_b.xlsx" });
    expect(tabA.revision).toBe(tabB.revision);
  });

  it("answers 500 and stores nothing when other tabs keep getting in first", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { stored } = twoTabs((storage) => ({
      ...storage,
      revision: () => storage.revision(),
      read: () => storage.read(),
      apply: async (_changes, expected) => Promise.reject(new StaleRevision(expected, expected + 1)),
    }));
    const saved = await call(`/${PIPELINES}/1`, { method: "PATCH", json: { output: "never.xlsx" } });
    expect(saved.status).toBe(500);
    expect(await saved.json()).toEqual({ message: "The change could not be saved; nothing was changed.", statusCode: 500 });
    expect(stored.current?.api[PIPELINES]?.[0]?.output).toBe("zmard_stock.xlsx");
    expect(warn).toHaveBeenCalledWith("The demo backend rolled a request back:", expect.any(StaleRevision));
  });
});
