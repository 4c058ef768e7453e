// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createDemoHandlers } from "../../../../src/demo/handlers";
import { DemoDb, faultyStorage, memoryStorage, seedSnapshot } from "../../../../src/demo/store";
import { server } from "../../../msw-server";
import { body, call, demoUrls, serveDemoBackend } from "./demo-server";

serveDemoBackend();

let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // The backend logs why it rolled a request back; here that is expected, and checked.
  warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

/** The demo backend over a database whose storage the test can make refuse writes. */
function faultyBackend() {
  const snapshot = seedSnapshot(new Date());
  const stored = memoryStorage(snapshot);
  const storage = faultyStorage(stored);
  const db = new DemoDb({ storage, snapshot });
  // Ahead of the shared handlers until test/setup.ts resets them after the test.
  server.use(...createDemoHandlers({ ...demoUrls, db }));
  return { db, stored, storage };
}

describe("a request whose changes cannot be stored (DESIGN §9.5)", () => {
  it("answers 500 and changes nothing, in memory or in storage", async () => {
    const { db, stored, storage } = faultyBackend();
    storage.failWrites();
    const created = await call("/parameter-system", { method: "POST", json: { name: "maxGridRows", value: "500" } });
    expect(created.status).toBe(500);
    expect(await created.json()).toEqual({ message: "The change could not be saved; nothing was changed.", statusCode: 500 });
    expect(db.list("parameter-system").length).toBe(8);
    expect(stored.current?.api["parameter-system"]?.length).toBe(8);
    expect((await call("/parameter-system")).headers.get("x-total-count")).toBe("8");
    expect(warnings).toHaveBeenCalledWith("The demo backend rolled a request back:", expect.any(Error));

    // The next request is stored, with the id the failed one would have taken.
    const again = await call("/parameter-system", { method: "POST", json: { name: "maxGridRows", value: "500" } });
    expect(again.status).toBe(201);
    expect(await body<{ id: number }>(again)).toMatchObject({ id: 9 });
    expect(stored.current?.api["parameter-system"]?.at(-1)).toEqual({ id: 9, name: "maxGridRows", value: "500" });
  });

  it("keeps an update and a delete out when they cannot be stored", async () => {
    const { db, stored, storage } = faultyBackend();
    storage.failWrites(2);
    expect((await call("/users/2", { method: "PATCH", json: { name: "Changed", profile: { id: 1 } } })).status).toBe(500);
    expect((await call("/parameter-system/1", { method: "DELETE" })).status).toBe(500);
    expect(db.get("users", 2)).toMatchObject({ name: "Bruno Lima", profileId: 4 });
    expect(db.get("parameter-system", 1)).toBeDefined();
    expect(stored.current?.api.users?.[1]).toMatchObject({ name: "Bruno Lima", profileId: 4 });
  });

  it("keeps the data when a reset cannot be stored", async () => {
    const { db, storage } = faultyBackend();
    expect((await call("/users/3", { method: "DELETE" })).status).toBe(200);
    storage.failWrites();
    expect((await call("/demo/reset", { method: "POST" })).status).toBe(500);
    expect(db.get("users", 3)).toBeUndefined();
  });
});
