import type { AccessControlProvider } from "@refinedev/core";
import { isAllowed } from "./enforcer";
import { objectFor } from "./object-name";

export interface PolicySource {
  subject(): string | null;
  policy(): string | null;
}

/**
 * Access is evaluated in the browser only to shape the UI (SPEC §6); the backend must enforce it too.
 * Never throws: a failure is a refusal with a reason.
 */
export function createAccessControlProvider(source: PolicySource): AccessControlProvider {
  return {
    can: async ({ resource, action, params }) => {
      const subject = source.subject();
      const policy = source.policy();
      if (!subject || policy === null) return { can: false, reason: "No profile" };
      const object = objectFor(resource ?? "", action, {
        id: params?.id ?? undefined,
        field: typeof params?.field === "string" ? params.field : undefined,
      });
      try {
        return { can: await isAllowed(policy, subject, object, action) };
      } catch (error) {
        return { can: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: false } },
  };
}
