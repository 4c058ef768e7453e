import { useCallback, useMemo } from "react";
import { useList, type BaseRecord } from "@refinedev/core";
import { useSearchParams } from "react-router-dom";
import type { ResourceDefinition } from "../resources/types";
import { listRequest, readListState, writeListState, type ListState } from "./list-state";

/** A generic list's rows and state, the state kept in the address (list-state.ts). */
export function useResourceList(definition: ResourceDefinition) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, definition), [params, definition]);
  const query = useList<BaseRecord>({
    resource: definition.name,
    ...listRequest(state),
    // The rows on screen stay while the next page loads, instead of the grid emptying at every click.
    queryOptions: { keepPreviousData: true },
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
