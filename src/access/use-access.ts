import { useCan } from "@refinedev/core";
import { useImmediateAccess, type AccessCheck } from "./immediate-access";

export type { AccessCheck };

/**
 * May the user do this? Answered in the same render when the policy is ready (a restored session's is),
 * so buttons do not flash disabled; otherwise through Refine's useCan. Undefined while unknown.
 */
export function useAccess(check: AccessCheck, enabled = true): boolean | undefined {
  const canNow = useImmediateAccess();
  const now = enabled ? canNow(check) : undefined;
  const { data } = useCan({ ...check, queryOptions: { enabled: enabled && now === undefined } });
  return now ?? data?.can;
}
