import type { AccessControlProvider } from "@refinedev/core";
import { isAllowed } from "./enforcer";
import { objectFor } from "./object-name";

export interface PolicySource {
  subject(): string | null;
  policy(): string | null;
  /** The resources under a menu group; a group is listed when one of them may be (the menu hides empty ones). */
  groupMembers?(name: string): readonly string[];
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
      const members = resource ? source.groupMembers?.(resource) : undefined;
      if (members && members.length > 0) {
        try {
          const answers = await Promise.all(members.map((member) => isAllowed(policy, subject, member, "list")));
          return { can: answers.some(Boolean) };
        } catch (error) {
          return { can: false, reason: error instanceof Error ? error.message : String(error) };
        }
      }
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
