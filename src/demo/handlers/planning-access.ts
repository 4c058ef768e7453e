/**
 * Who may call the planners' loop (SPEC §6, DESIGN §9.2): a call is allowed when the caller may do its
 * action on one of the screens it serves (a start needs `create` on its screen, a read `list`). Also where a
 * module's calls live: its backend's base URL and its base path.
 */
import { planningPath } from "../../api/planning";
import { callerOf, FORBIDDEN, mayDo } from "../access";
import type { PlanningModuleSetup } from "../planning/modules";
import type { HandlerContext } from "./context";
import { error } from "./responses";
import { unauthenticated, userOf } from "./session-token";

export function planningAccess(context: HandlerContext) {
  const baseOf = (module: PlanningModuleSetup) => (module.namespace === "efa" ? context.apiEfaUrl : context.apiUrl);
  return {
    baseOf,
    url: (module: PlanningModuleSetup, endpoint: string) => `${baseOf(module)}${planningPath(module.module, endpoint)}`,
    /** 401 without a session, 403 unless the caller may do `action` on one of the screens; null when allowed. */
    refusal: async (
      request: Request,
      screens: readonly (string | undefined)[],
      action: "list" | "create",
    ): Promise<Response | null> => {
      const denied = unauthenticated(request);
      if (denied) return denied;
      const caller = callerOf(context.db, userOf(request));
      if (!caller) return error(403, FORBIDDEN);
      for (const resource of screens) if (resource && (await mayDo(caller, { resource, action }))) return null;
      return error(403, FORBIDDEN);
    },
  };
}
