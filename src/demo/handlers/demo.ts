/** The demo's own endpoints: "Reset demo data" puts the database back to its seed (DESIGN §5). */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { HandlerContext } from "./context";
import { unauthenticated } from "./session-token";

export function demoHandlers({ apiUrl, db, now, pause }: HandlerContext): RequestHandler[] {
  return [
    http.post(`${apiUrl}/demo/reset`, async ({ request }) => {
      await pause();
      const denied = unauthenticated(request);
      if (denied) return denied;
      db.reset(now());
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
