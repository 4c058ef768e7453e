import { useCan } from "@refinedev/core";
import { useServices } from "../app/services";

export interface AccessCheck {
  resource: string;
  action: string;
  params?: { id?: string | number; field?: string };
}

/**
 * May the user do this? Answered in the same render when the policy is ready (a restored session's is),
 * so buttons do not flash disabled; otherwise through Refine's useCan. Undefined while unknown.
 */
export function useAccess(check: AccessCheck, enabled = true): boolean | undefined {
  const { canNow } = useServices();
  const now = enabled ? canNow(check) : undefined;
  const { data } = useCan({ ...check, queryOptions: { enabled: enabled && now === undefined } });
  return now ?? data?.can;
}
