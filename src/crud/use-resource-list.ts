import { useCallback, useEffect, useMemo, useState } from "react";
import { useDataProvider, useList, type BaseRecord, type GetListResponse } from "@refinedev/core";
import { useSearchParams } from "react-router-dom";
import type { ResourceDefinition } from "../registry/types";
import { listRequest, readListState, writeListState, type ListState } from "./list-state";
import { listRequestKey, type PrefetchingDataProvider } from "../data/list-prefetch";

/** A generic list's rows and state, the state kept in the address (list-state.ts). */
export function useResourceList(definition: ResourceDefinition) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, definition), [params, definition]);
  const request = useMemo(() => listRequest(state), [state]);
  const provider = useDataProvider()(definition.dataProvider ?? "default") as Partial<PrefetchingDataProvider>;
  // Rows that start-up already fetched for this very page are shown in the first render (see list-prefetch).
  const [arrived] = useState(() => {
    const params = { resource: definition.apiPath ?? definition.name, ...request };
    const response = provider.takeArrivedList?.(params);
    return response && { key: listRequestKey(params), response };
  });
  // Once on screen, the start-up rows are spent: coming back to this list later asks the server.
  useEffect(() => {
    if (arrived) provider.releaseArrivedList?.({ resource: definition.apiPath ?? definition.name, ...request });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const isArrivedPage = arrived?.key === listRequestKey({ resource: definition.apiPath ?? definition.name, ...request });
  const query = useList<BaseRecord>({
    resource: definition.name,
    ...request,
    queryOptions: {
      // The rows on screen stay while the next page loads, instead of the grid emptying at every click.
      keepPreviousData: true,
      initialData: isArrivedPage ? (arrived?.response as GetListResponse<BaseRecord>) : undefined,
      // Those rows are as fresh as a request made now.
      refetchOnMount: !isArrivedPage,
    },
  });
  const update = useCallback(
    (change: Partial<ListState>) =>
      setParams(
        (current) => writeListState({ ...readListState(current, definition), ...change }, current),
        { replace: true },
      ),
    [setParams, definition],
  );
  return { state, update, query };
}
