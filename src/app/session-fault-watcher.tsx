import { useEffect } from "react";
import { useQueryClient, type MutationCache, type QueryCacheNotifyEvent } from "@tanstack/react-query";
import { useSessionFaults } from "../crud/operations/use-session-faults";

type MutationCacheNotifyEvent = Parameters<Parameters<MutationCache["subscribe"]>[0]>[0];

/** Query keys Refine's data hooks use (legacy keys start with the data provider's name): they report to the auth provider themselves. */
const REFINE_DATA_KEYS = new Set<unknown>(["default", "apiEfa", "data"]);
/** Refine's own mutations (its legacy keys: the data actions, the auth actions), which report themselves too. */
const REFINE_MUTATIONS = new Set<unknown>([
  ...REFINE_DATA_KEYS,
  ...["create", "update", "delete", "createMany", "updateMany", "deleteMany"],
  ...["useLogin", "useLogout", "useRegister", "useForgotPassword", "useUpdatePassword", "useCheckError"],
]);

/**
 * Every read and write made with react-query outside Refine's data hooks (the planners' and tracking screens'
 * reads, saved views, the lead-time lookup…) that ends in a refused session re-check ends the session as
 * Refine's own calls do (SPEC §8, DESIGN §8): without it the person stayed on the page, without a token, and
 * was signed out at a random later read, without the login page's reason.
 */
export function SessionFaultWatcher() {
  const queryClient = useQueryClient();
  const sessionFaults = useSessionFaults();
  useEffect(() => {
    const queries = queryClient.getQueryCache().subscribe((event: QueryCacheNotifyEvent) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (REFINE_DATA_KEYS.has(event.query.queryKey[0])) return;
      sessionFaults(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event: MutationCacheNotifyEvent) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (REFINE_MUTATIONS.has(event.mutation.options.mutationKey?.[0])) return;
      sessionFaults(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, sessionFaults]);
  return null;
}
