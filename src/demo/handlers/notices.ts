/** The notices a user has not seen yet, and marking one as seen (SPEC §7). */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { Informative } from "../../api/contract";
import { endpoints } from "../../api/contract";
import type { Row } from "../store";
import type { HandlerContext } from "./context";
import { readObject } from "./requests";
import { error } from "./responses";
import { unauthenticated } from "./session-token";
import { transact } from "./transact";
import { present, toId } from "./values";

function toInformative(row: Row): Informative | null {
  const { id, title, description, status, createdDate, notificationDate, updateDate, publish } = row;
  if (
    typeof title !== "string" ||
    typeof description !== "string" ||
    (status !== "published" && status !== "draft") ||
    typeof createdDate !== "string" ||
    typeof notificationDate !== "string" ||
    typeof updateDate !== "string" ||
    (publish !== "yes" && publish !== "no")
  ) {
    return null;
  }
  return { id, title, description, status, createdDate, notificationDate, updateDate, publish };
}

export function noticeHandlers(context: HandlerContext): RequestHandler[] {
  const { apiUrl, db, now, pause } = context;
  return [
    http.get(`${apiUrl}/informative/unviewed/:userId`, async ({ request, params }) => {
      await pause();
      const denied = unauthenticated(request);
      if (denied) return denied;
      const userId = toId(params.userId);
      if (userId === undefined) return error(400, "userId must be a number");
      const viewed = new Set(
        db
          .list("informative-view")
          .filter((view) => toId(view.userId) === userId)
          .map((view) => toId(view.notificationId)),
      );
      const unviewed = db
        .list("informative")
        .map(toInformative)
        .filter(present)
        .filter(
          (notice) => notice.status === "published" && notice.publish === "yes" && !viewed.has(notice.id),
        )
        .sort((a, b) => (a.updateDate < b.updateDate ? 1 : a.updateDate > b.updateDate ? -1 : b.id - a.id));
      return HttpResponse.json<Informative[]>(unviewed);
    }),

    http.post(`${apiUrl}${endpoints.markViewed}`, async ({ request }) => {
      await pause();
      const denied = unauthenticated(request);
      if (denied) return denied;
      const body = await readObject(request);
      const notificationId = toId(body?.notificationId);
      const userId = toId(body?.userId);
      if (notificationId === undefined || userId === undefined) {
        return error(400, "notificationId and userId are required");
      }
      return transact(context, (tx) => {
        if (!tx.get("informative", notificationId)) return error(400, "Notification not found.");
        // Marking twice is harmless: the first view row stands.
        const existing = tx
          .list("informative-view")
          .find((view) => toId(view.notificationId) === notificationId && toId(view.userId) === userId);
        const row =
          existing ?? tx.insert("informative-view", { notificationId, userId, viewedAt: now().toISOString() });
        return HttpResponse.json(row, { status: 201 });
      });
    }),
  ];
}
