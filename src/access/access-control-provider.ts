import type { AccessControlProvider, CanParams } from "@refinedev/core";
import { isAllowed, isAllowedNow } from "./enforcer";
import { isRecordCheck, objectFor } from "../domain/access-object";

export interface PolicySource {
  subject(): string | null;
  policy(): string | null;
  /** The resources under a menu group; a group is listed when one of them may be (the menu hides empty ones). */
  groupMembers?(name: string): readonly string[];
  /**
   * The signed-in tab has no sound profile or policy to decide with (missing, corrupt, or a policy that does
   * not compile): SPEC §6's identity check is to run, rather than every check being refused for good.
   */
  onUnusable?(reason: "no-profile" | "broken-policy", policy: string | null): void;
}

type Check = Pick<CanParams, "resource" | "action" | "params">;

/** The casbin questions one check asks, and how their answers combine (a group: any member listable). */
function questionsFor(source: PolicySource, { resource, action, params }: Check) {
  const members = resource ? source.groupMembers?.(resource) : undefined;
  if (members && members.length > 0)
    return { objects: members.map((member) => [member, "list", undefined] as const), any: true };
  const target = { id: params?.id ?? undefined, field: typeof params?.field === "string" ? params.field : undefined };
  const object = objectFor(resource ?? "", action, target);
  const recordOf = isRecordCheck(action, target) ? (resource ?? "") : undefined;
  return { objects: [[object, action, recordOf] as const], any: false };
}

/**
 * Access is evaluated in the browser only to shape the UI (SPEC §6); the backend must enforce it too.
 * Never throws: a failure is a refusal with a reason.
 */
export function createAccessControlProvider(source: PolicySource): AccessControlProvider {
  return {
    can: async (check) => {
      const subject = source.subject();
      const policy = source.policy();
      if (!subject || policy === null) {
        source.onUnusable?.("no-profile", policy);
        return { can: false, reason: "No profile" };
      }
      const { objects, any } = questionsFor(source, check);
      try {
        const answers = await Promise.all(
          objects.map(([object, action, recordOf]) => isAllowed(policy, subject, object, action, recordOf)),
        );
        return { can: any ? answers.some(Boolean) : answers.every(Boolean) };
      } catch (error) {
        source.onUnusable?.("broken-policy", policy);
        return { can: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: false } },
  };
}

/**
 * The provider's answer without waiting, when it is already known (the policy's enforcer is built);
 * undefined otherwise, and the caller asks the provider.
 */
export function createImmediateCheck(source: PolicySource): (check: Check) => boolean | undefined {
  return (check) => {
    const subject = source.subject();
    const policy = source.policy();
    if (!subject || policy === null) return false;
    const { objects, any } = questionsFor(source, check);
    let unknown = false;
    const answers = objects.map(([object, action, recordOf]) => {
      try {
        const answer = isAllowedNow(policy, subject, object, action, recordOf);
        if (answer === undefined) unknown = true;
        return answer === true;
      } catch {
        return false;
      }
    });
    if (unknown) return undefined;
    return any ? answers.some(Boolean) : answers.every(Boolean);
  };
}
