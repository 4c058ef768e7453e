import { useEffect } from "react";
import { useQueryClient, type MutationCache, type QueryCacheNotifyEvent } from "@tanstack/react-query";
import { useSessionFaults } from "../crud/operations/shared-refine-calls";
import { REFINE_DATA_QUERY_KEYS, REFINE_MUTATION_KEYS } from "../data/refine-keys";

type MutationCacheNotifyEvent = Parameters<Parameters<MutationCache["subscribe"]>[0]>[0];

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
      if (REFINE_DATA_QUERY_KEYS.has(event.query.queryKey[0])) return;
      sessionFaults(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event: MutationCacheNotifyEvent) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (REFINE_MUTATION_KEYS.has(event.mutation.options.mutationKey?.[0])) return;
      sessionFaults(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, sessionFaults]);
  return null;
}
