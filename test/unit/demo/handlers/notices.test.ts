// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Informative } from "../../../../src/api/contract";
import { body, call, db, serveDemoBackend } from "./demo-server";

serveDemoBackend();

describe("notices", () => {
  it("lists published notices newest first and leaves out the ones a user viewed", async () => {
    const before = await body<Informative[]>(await call("/informative/unviewed/3"));
    expect(before.map((notice) => notice.title)).toEqual([
      "Transport tracking: Kuehne+Nagel onboarded",
      "SAP maintenance window on Saturday",
      "New CTB template version 3.2",
      "Quarterly lead time review",
    ]);

    const view = await call("/informative/view", {
      method: "POST",
      json: { notificationId: before[0]?.id, userId: 3 },
    });
    expect(view.status).toBe(201);
    expect(await view.json()).toMatchObject({ id: 1, notificationId: before[0]?.id, userId: 3 });

    const after = await body<Informative[]>(await call("/informative/unviewed/3"));
    expect(after.map((notice) => notice.id)).toEqual(before.slice(1).map((notice) => notice.id));
    const otherUser = await body<Informative[]>(await call("/informative/unviewed/2"));
    expect(otherUser.length).toBe(4);
  });

  it("rejects a view without ids or of an unknown notice", async () => {
    const missing = await call("/informative/view", { method: "POST", json: { userId: 3 } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: "notificationId and userId are required",
      statusCode: 400,
    });
    const unknown = await call("/informative/view", {
      method: "POST",
      json: { notificationId: 404, userId: 3 },
    });
    expect(unknown.status).toBe(400);
    expect(db.list("informative-view")).toEqual([]);
  });
});
