// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createTrackingShipments, TRACKING_SHIPMENT_COUNT } from "../../../../src/demo/seed/transport-tracking";
import { body, call, db, demoUrls, serveDemoBackend } from "./demo-server";

serveDemoBackend();

const { apiEfaUrl } = demoUrls;

describe("generic CRUD", () => {
  it("pages a list and exposes the total in x-total-count", async () => {
    const response = await call(
      "/edb/transport-tracking-shipments?_start=0&_end=10&_sort=localDate&_order=desc",
    );
    expect(response.headers.get("x-total-count")).toBe(String(TRACKING_SHIPMENT_COUNT));
    expect(response.headers.get("access-control-expose-headers")).toBe("x-total-count");
    const rows = await body<{ id: number; localDate: string }[]>(response);
    expect(rows.length).toBe(10);
    expect(rows.map((row) => row.localDate)).toEqual([...rows.map((row) => row.localDate)].sort().reverse());
  });

  it("serves the 30-day dashboard query", async () => {
    const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString();
    const response = await call(
      `/edb/transport-tracking-shipments?status=Closed&localDate_gte=${since}&_start=0&_end=10`,
    );
    // The shipments closed in the window, counted from the robot's data the demo derives from its seed time.
    const expected = createTrackingShipments(new Date(db.seededAt)).filter((row) => row.status === "Closed" && row.localDate >= since).length;
    expect(expected).toBeGreaterThan(100);
    expect(response.headers.get("x-total-count")).toBe(String(expected));
  });

  it("answers getMany with repeated ids", async () => {
    const rows = await body<{ id: number; name: string }[]>(await call("/parameter-system?id=1&id=3"));
    expect(rows.map((row) => [row.id, row.name])).toEqual([
      [1, "filterDays"],
      [3, "supportMailbox"],
    ]);
  });

  it("creates, reads, updates, replaces and deletes a record", async () => {
    const created = await call("/parameter-system", {
      method: "POST",
      json: { name: "maxGridRows", value: "500" },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 9, name: "maxGridRows", value: "500" });

    expect(await (await call("/parameter-system/9")).json()).toEqual({
      id: 9,
      name: "maxGridRows",
      value: "500",
    });

    const patched = await call("/parameter-system/9", { method: "PATCH", json: { value: "750" } });
    expect(await patched.json()).toEqual({ id: 9, name: "maxGridRows", value: "750" });

    const put = await call("/parameter-system/9", {
      method: "PUT",
      json: { name: "maxGridRows", value: "1000" },
    });
    expect(await put.json()).toEqual({ id: 9, name: "maxGridRows", value: "1000" });

    const deleted = await call("/parameter-system/9", { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: 9, name: "maxGridRows", value: "1000" });

    const gone = await call("/parameter-system/9");
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: "Record not found.", statusCode: 404 });
  });

  it("refuses with 409 a write based on an older version (If-Match), saying who changed the record and when", async () => {
    const path = "/edb/edb-transit-time/5";
    const read = await body<{ changeDate: string }>(await call(path));
    const first = await call(path, { method: "PATCH", json: { obs: "first" }, headers: { "if-match": `"${read.changeDate}"` } });
    expect(first.status).toBe(200);
    const saved = await body<{ changeDate: string; changeUser: string }>(first);
    const stale = await call(path, { method: "PATCH", json: { obs: "second" }, headers: { "if-match": `"${read.changeDate}"` } });
    expect(stale.status).toBe(409);
    expect(await body(stale)).toEqual({
      message: `This record was changed by ${saved.changeUser} after you opened it.`,
      statusCode: 409,
      changedBy: saved.changeUser,
      changedAt: saved.changeDate,
    });
    expect((await body<{ obs: string }>(await call(path))).obs).toBe("first");
    // Without If-Match there is nothing to compare: the write goes through, as json-server's would.
    expect((await call(path, { method: "PATCH", json: { obs: "third" } })).status).toBe(200);
  });

  it("answers 404 for unknown collections and records", async () => {
    const page = await call("/no-such-thing");
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ message: "Page not found.", statusCode: 404 });
    expect((await call("/users/1/extra")).status).toBe(404);
    expect(await (await call("/users/999")).json()).toEqual({
      message: "Record not found.",
      statusCode: 404,
    });
    expect((await call("/users/abc", { method: "DELETE" })).status).toBe(404);
    const efa = await call("/no-such-efa-thing", {}, apiEfaUrl);
    expect(efa.status).toBe(404);
    expect(await efa.json()).toEqual({ message: "Page not found.", statusCode: 404 });
  });

  it("rejects a create without a JSON object body", async () => {
    const response = await call("/parameter-system", { method: "POST", json: ["not", "an", "object"] });
    expect(response.status).toBe(400);
  });
});
