import { useEffect, useMemo, useState } from "react";
import { useDataProvider, useList, type BaseRecord, type GetListResponse } from "@refinedev/core";
import type { ResourceDefinition } from "../registry/types";
import { listRequest, pageWithinTotal } from "./list-state";
import { useListState } from "./use-list-state";
import { listRequestKey, type PrefetchingDataProvider } from "../data/list-prefetch";
import { useDefaultView } from "./saved-views/use-saved-views";

/**
 * A list's rows and state, the state kept in the address (list-state.ts) and remembered per screen; a bare
 * address with nothing remembered opens the person's default saved view.
 */
export function useResourceList(definition: ResourceDefinition) {
  const defaultView = useDefaultView(definition.name);
  const { state, update, openView, settling } = useListState(definition.name, definition, defaultView);
  const request = useMemo(() => listRequest(state, definition), [state, definition]);
  const provider = useDataProvider()(definition.dataProvider ?? "default") as Partial<PrefetchingDataProvider>;
  const resource = definition.apiPath ?? definition.name;
  // Rows that start-up already fetched for this very page are shown in the first render (see list-prefetch).
  // Not while the default view is still being found out: these rows may not be the ones it opens.
  const [arrived] = useState(() => {
    if (settling) return undefined;
    const params = { resource, ...request };
    const response = provider.takeArrivedList?.(params);
    return response && { key: listRequestKey(params), response };
  });
  // Once on screen, the start-up rows are spent: coming back to this list later asks the server.
  useEffect(() => {
    if (arrived) provider.releaseArrivedList?.({ resource, ...request });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const isArrivedPage = arrived?.key === listRequestKey({ resource, ...request });
  const query = useList<BaseRecord>({
    resource: definition.name,
    ...request,
    queryOptions: {
      // Nothing is asked for before the list knows which state it opens (the spinner shows meanwhile).
      enabled: !settling,
      // The rows on screen stay while the next page loads, instead of the grid emptying at every click.
      keepPreviousData: true,
      initialData: isArrivedPage ? (arrived?.response as GetListResponse<BaseRecord>) : undefined,
      // Those rows are as fresh as a request made now.
      refetchOnMount: !isArrivedPage,
    },
  });
  // A page past the end (an old bookmark, rows deleted meanwhile) goes to the last page that has rows.
  const total = query.isFetching ? undefined : query.data?.total;
  const lastPage = pageWithinTotal(state.current, state.pageSize, total);
  useEffect(() => {
    if (lastPage !== undefined) update({ current: lastPage });
  }, [lastPage, update]);
  return { state, update, openView, query, request };
}
