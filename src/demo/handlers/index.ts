/**
 * The demo backend as MSW request handlers: the default API, the EFA API and the slice of Microsoft Graph
 * the sign-in uses (SPEC §7, DESIGN §5). The same handlers serve the browser demo, integration tests and e2e.
 * Each family's endpoints come first; the generic CRUD handler answers everything else of a backend. MSW sees
 * them as one handler that tries only those a request could match (dispatch-by-path.ts).
 */
import type { RequestHandler } from "msw";
import { authHandlers } from "./auth";
import { handlerContext, type DemoHandlerOptions } from "./context";
import { crudHandler } from "./crud";
import { demoHandlers } from "./demo";
import { dispatchByPath } from "./dispatch-by-path";
import { graphHandlers } from "./graph";
import { inboxHandlers } from "./inbox";
import { noticeHandlers } from "./notices";
import { planningHandlers } from "./planning";
import { planningResultHandlers } from "./planning-results";
import { planningUploadTargets, templateUploadHandlers } from "./template-uploads";
import { leadTimeHandlers, leadTimeUploadTarget } from "./lead-times";
import { savedViewHandlers } from "./saved-views";
import { settleHooks } from "../planning/settle-hooks";
import { transportTrackingHandlers } from "./transport-tracking";

export type { DemoHandlerOptions } from "./context";

export function createDemoHandlers(options: DemoHandlerOptions): RequestHandler[] {
  const context = handlerContext(options);
  const hooks = settleHooks(context.db);
  return [
    dispatchByPath([
      ...authHandlers(context),
      ...noticeHandlers(context),
      ...demoHandlers(context),
      ...planningHandlers(context, { durations: options.jobDurations, faults: options.jobFaults, hooks }),
      ...planningResultHandlers(context, hooks),
      ...templateUploadHandlers(context, [...planningUploadTargets(context), leadTimeUploadTarget(context)]),
      ...leadTimeHandlers(context),
      ...transportTrackingHandlers(context),
      ...inboxHandlers(context, hooks),
      ...savedViewHandlers(context),
      crudHandler(context.apiUrl, "api", context),
      crudHandler(context.apiEfaUrl, "efa", context),
      ...(options.graphUrl ? graphHandlers(options.graphUrl, context) : []),
    ]),
  ];
}
