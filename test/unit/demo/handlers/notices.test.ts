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

  it("forgets who read a notice once it is deleted: a notice published after it is unread, whatever its id", async () => {
    const notice = (title: string) => ({ title, description: "x", status: "published", publish: "yes", notificationDate: "2026-11-27" });
    const first = await body<Informative>(await call("/informative", { method: "POST", json: notice("SAP down Saturday") }));
    expect((await call("/informative/view", { method: "POST", json: { notificationId: first.id, userId: 3 } })).status).toBe(201);
    expect((await call(`/informative/${first.id}`, { method: "DELETE" })).status).toBe(200);
    expect(db.list("informative-view").filter((row) => row.notificationId === first.id)).toEqual([]);
    await call("/informative", { method: "POST", json: notice("SAP down Sunday") });
    const unread = await body<Informative[]>(await call("/informative/unviewed/3"));
    expect(unread.map((row) => row.title)).toContain("SAP down Sunday");
  });

  it("refuses to delete a profile that still has users, and takes a deleted profile's grants with it", async () => {
    const inUse = db.list("users-profile").find((row) => row.name === "Viewer")!;
    const refused = await call(`/users-profile/${String(inUse.id)}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: "This profile still has users: give them another profile first." });
    expect(db.get("users-profile", inUse.id)).toBeDefined();

    const spare = await body<{ id: number }>(
      await call("/users-profile", { method: "POST", json: { name: "Auditor", resource: "main", idmGroup: "SCM Auditors", accessLevel: 7 } }),
    );
    await call("/user-profile-resource", { method: "POST", json: { profileId: spare.id, resource: "edb/edb-partner", read: true } });
    expect((await call(`/users-profile/${spare.id}`, { method: "DELETE" })).status).toBe(200);
    expect(db.list("user-profile-resource").filter((row) => row.profileId === spare.id)).toEqual([]);
  });
});
