import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { listParameters, recallList, rememberList } from "./list-memory";
import { readListState, writeListState, type ListDefaults, type ListState } from "./list-state";

/**
 * A list's state, kept in the address and remembered per screen. A bare list address (a menu click) takes
 * the remembered state at once, in the first render, so the list asks the server once, for the right page.
 */
export function useListState(name: string, defaults: ListDefaults) {
  const [params, setParams] = useSearchParams();
  const bare = listParameters(params) === null;
  const recalled = useMemo(() => (bare ? recallList(name) : null), [bare, name]);
  const effective = useMemo(() => {
    if (!recalled) return params;
    const merged = new URLSearchParams(params);
    for (const [key, value] of recalled) merged.append(key, value);
    return merged;
  }, [params, recalled]);
  const state = useMemo(() => readListState(effective, defaults), [effective, defaults]);

  // The address shows the recalled state too, so it can be bookmarked and Back returns to it.
  useEffect(() => {
    if (recalled) setParams(effective, { replace: true });
  }, [recalled, effective, setParams]);
  useEffect(() => rememberList(name, params), [name, params]);

  const update = useCallback(
    (change: Partial<ListState>) =>
      setParams(
        (current) => writeListState({ ...readListState(current, defaults), ...change }, current, defaults),
        { replace: true },
      ),
    [setParams, defaults],
  );
  return { state, update };
}
