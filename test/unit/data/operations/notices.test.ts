import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { server } from "../../../msw-server";
import type { Informative } from "../../../../src/api/contract";
import { fetchUnviewedNotices, markNoticeViewed } from "../../../../src/data/operations/notices";
import { resetDemoData } from "../../../../src/data/operations/demo-reset";
import { BASE, testClient } from "./test-client";

const notice: Informative = {
  id: 3,
  title: "Inventory count",
  description: "Friday",
  status: "published",
  createdDate: "2025-05-01T08:00:00.000Z",
  notificationDate: "2025-05-01T08:00:00.000Z",
  updateDate: "2025-05-01T08:00:00.000Z",
  publish: "yes",
};

describe("notification calls (SPEC §7)", () => {
  it("asks for the user's unviewed notices with the token", async () => {
    const asked: { path: string; auth: string | null }[] = [];
    server.use(
      http.get(`${BASE}/informative/unviewed/:userId`, ({ request }) => {
        asked.push({ path: new URL(request.url).pathname, auth: request.headers.get("authorization") });
        return HttpResponse.json([notice]);
      }),
    );
    await expect(fetchUnviewedNotices(testClient(), 42)).resolves.toEqual([notice]);
    expect(asked).toEqual([{ path: "/unit-operations/informative/unviewed/42", auth: "Bearer token-1" }]);
  });

  it("reads anything but a list as no notices", async () => {
    server.use(http.get(`${BASE}/informative/unviewed/:userId`, () => HttpResponse.json({ data: [notice] })));
    await expect(fetchUnviewedNotices(testClient(), 42)).resolves.toEqual([]);
  });

  it("posts the notice viewed with the notificationId and userId payload", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/informative/view`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    await markNoticeViewed(testClient(), { notificationId: 3, userId: 42 });
    expect(bodies).toEqual([{ notificationId: 3, userId: 42 }]);
  });

  it("rejects with the server's message when marking fails", async () => {
    server.use(
      http.post(`${BASE}/informative/view`, () => HttpResponse.json({ message: "nope" }, { status: 500 })),
    );
    await expect(markNoticeViewed(testClient(), { notificationId: 3, userId: 42 })).rejects.toEqual({
      message: "nope",
      statusCode: 500,
    });
  });
});

describe("resetDemoData", () => {
  it("posts to the demo backend's reset", async () => {
    const asked: string[] = [];
    server.use(
      http.post(`${BASE}/demo/reset`, ({ request }) => {
        asked.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json({ ok: true });
      }),
    );
    await resetDemoData(testClient());
    expect(asked).toEqual(["POST /unit-operations/demo/reset"]);
  });
});
