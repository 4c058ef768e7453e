import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { listParameters, recallList, rememberList } from "./list-memory";
import { readListState, writeListState, type ListDefaults, type ListState } from "./list-state";

/** What a bare list address opens when the tab has no memory of the list: the person's default view. */
export interface BareListFallback {
  /** The list parameters to open; null for the list's own defaults. */
  params: URLSearchParams | null;
  /** False while it is not known yet: the list waits rather than showing itself twice. */
  settled: boolean;
}

/**
 * A list's state, kept in the address and remembered per screen. A bare list address (a menu click) takes
 * the remembered state at once, in the first render, so the list asks the server once, for the right page;
 * with nothing remembered, it takes the fallback (the person's default saved view) the same way.
 */
export function useListState(name: string, defaults: ListDefaults, fallback?: BareListFallback) {
  const [params, setParams] = useSearchParams();
  const bare = listParameters(params) === null;
  const recalled = useMemo(() => (bare ? recallList(name) : null), [bare, name]);
  const opened = bare && !recalled ? (fallback?.params ?? null) : null;
  const arrived = recalled ?? opened;
  const effective = useMemo(() => {
    if (!arrived) return params;
    const merged = new URLSearchParams(params);
    for (const [key, value] of arrived) merged.append(key, value);
    return merged;
  }, [params, arrived]);
  const state = useMemo(() => readListState(effective, defaults), [effective, defaults]);
  /** The list must not ask for rows yet: what it opens is still being found out. */
  const settling = bare && !recalled && fallback !== undefined && !fallback.settled;

  // The address shows the recalled state too, so it can be bookmarked and Back returns to it.
  useEffect(() => {
    if (arrived) setParams(effective, { replace: true });
  }, [arrived, effective, setParams]);
  useEffect(() => rememberList(name, params), [name, params]);

  const update = useCallback(
    (change: Partial<ListState>) =>
      setParams(
        (current) => writeListState({ ...readListState(current, defaults), ...change }, current, defaults),
        { replace: true },
      ),
    [setParams, defaults],
  );
  return { state, update, settling };
}
