import { useEffect, useMemo } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Id } from "../../api/contract";
import type { SavedViewChange, SavedViewInput } from "../../api/saved-views";
import { useBackendClient } from "../../data/backend-clients";
import type { BareListFallback } from "../use-list-state";
import { mayHaveDefaultView, rememberDefaultView } from "./default-view-hint";
import { changeSavedView, createSavedView, deleteSavedView, fetchSavedViews } from "./saved-views-calls";
import { defaultViewOf, viewParams } from "./view-state";

export const savedViewsKey = (resource: string) => ["saved-views", resource] as const;

/** Views change only through their owner's menu; a minute-old answer still opens the right default at once. */
const FRESH_MS = 60_000;

/** The views of one list the person may open: theirs, and those shared with their profile. */
export function useSavedViews(resource: string) {
  // Always the main backend, whatever backend the list itself uses (EFA lists: apiEfa).
  const client = useBackendClient("default");
  const query = useQuery({
    queryKey: savedViewsKey(resource),
    queryFn: () => fetchSavedViews(client, resource),
    staleTime: FRESH_MS,
  });
  const { data } = query;
  useEffect(() => {
    if (data) rememberDefaultView(resource, defaultViewOf(data) !== undefined);
  }, [resource, data]);
  return query;
}

/** Saving, changing and deleting the person's views of one list; each reads the list's views again. */
export function useSavedViewActions(resource: string) {
  const client = useBackendClient("default");
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewsKey(resource) });
  const create = useMutation({
    mutationFn: (input: Omit<SavedViewInput, "resource">) => createSavedView(client, { ...input, resource }),
    onSuccess: refresh,
  });
  const change = useMutation({
    mutationFn: ({ id, ...fields }: SavedViewChange & { id: Id }) => changeSavedView(client, id, fields),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: Id) => deleteSavedView(client, id), onSuccess: refresh });
  return { create, change, remove };
}

/**
 * The person's default view of a list, for the first render of a bare list address (DESIGN §6, lists): its
 * parameters (null when they have none or it is not known yet), settled false only while the list waits for
 * the views because it had a default before.
 */
export function useDefaultView(resource: string): BareListFallback {
  const query = useSavedViews(resource);
  // Read once per visit: whether to wait is decided before the list asks for rows, not while it does.
  const expected = useMemo(() => mayHaveDefaultView(resource), [resource]);
  const found = query.data ? defaultViewOf(query.data) : undefined;
  const state = found?.state;
  const params = useMemo(() => (state === undefined ? null : viewParams(state)), [state]);
  const settled = !expected || query.data !== undefined || query.isError || query.failureCount > 0;
  return useMemo(() => ({ params, settled }), [params, settled]);
}
