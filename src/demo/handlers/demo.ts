/** The demo's own endpoints: "Reset demo data" puts the database back to its seed (DESIGN §5). */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { HandlerContext } from "./context";
import { error } from "./responses";
import { unauthenticated } from "./session-token";
import { WRITE_FAILED } from "./transact";

export function demoHandlers({ apiUrl, db, now, pause }: HandlerContext): RequestHandler[] {
  return [
    http.post(`${apiUrl}/demo/reset`, async ({ request }) => {
      await pause();
      const denied = unauthenticated(request);
      if (denied) return denied;
      try {
        await db.reset(now());
      } catch (cause) {
        console.warn("The demo backend could not reset its database:", cause);
        return error(500, WRITE_FAILED);
      }
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
