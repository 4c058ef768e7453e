import { useGetIdentity } from "@refinedev/core";
import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Informative } from "../api/contract";
import type { SessionIdentity } from "../auth/auth-provider";
import { useBackendClient } from "../data/backend-clients";
import { fetchUnviewedNotices, markNoticeViewed } from "../data/operations/notices";
import { useWhenIdle } from "./use-when-idle";

const REFRESH_MS = 60_000;

/** The signed-in user's unviewed notices (SPEC §7), shared by the bell and the notifications panel. */
export function useUnviewedNotices() {
  // Always the main backend, whatever backend the page shown uses (EFA pages: apiEfa).
  const client = useBackendClient("default");
  const queryClient = useQueryClient();
  const { data: identity } = useGetIdentity<SessionIdentity>();
  const userId = identity?.id ?? null;
  const queryKey = ["informative", "unviewed", userId];
  // Notices clicked in this session: a fetch that was under way when one was clicked (the panel's own
  // mount refetches) or a failed marking must not bring it back (SPEC §4).
  const dismissedKey = ["informative", "dismissed", userId];
  const idle = useWhenIdle();

  const query = useQuery({
    queryKey,
    enabled: userId !== null && idle,
    refetchInterval: REFRESH_MS,
    queryFn: () => fetchUnviewedNotices(client, userId ?? 0),
  });

  const dismissed = useQuery<number[]>({
    queryKey: dismissedKey,
    queryFn: () => queryClient.getQueryData<number[]>(dismissedKey) ?? [],
    enabled: false,
    initialData: [],
    staleTime: Infinity,
  }).data;

  // A notice published or changed in this browser reaches the bell at once, not at the next poll.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || event.mutation.state.status !== "success") return;
        const variables = event.mutation.state.variables as { resource?: string } | undefined;
        if (variables?.resource === "informative") void queryClient.invalidateQueries({ queryKey: ["informative", "unviewed"] });
      }),
    [queryClient],
  );

  /** SPEC §4: a clicked notice becomes viewed and leaves the list, even if marking it fails (then only logged). */
  const markViewed = (notice: Informative) => {
    if (userId === null) return;
    queryClient.setQueryData<number[]>(dismissedKey, (current) => [...(current ?? []), notice.id]);
    queryClient.setQueryData<Informative[]>(queryKey, (current) => (current ?? []).filter((n) => n.id !== notice.id));
    markNoticeViewed(client, { notificationId: notice.id, userId }).catch((error: unknown) =>
      console.warn("Marking the notification as viewed failed", error),
    );
  };

  const notices = (query.data ?? []).filter((notice) => !dismissed.includes(notice.id));
  return {
    notices,
    count: notices.length,
    isLoading: query.isLoading && userId !== null,
    error: query.error,
    markViewed,
    /** After a failed read: at once, instead of at the next minute's poll. */
    retry: () => query.refetch(),
  };
}
