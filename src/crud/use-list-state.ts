import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { listParameters, recallList, rememberList } from "./list-memory";
import { readListState, writeListState, type ListDefaults, type ListState } from "./list-state";
import { withView } from "./saved-views/view-state";

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

  // The address this list last wrote. The router renders a new address in a transition (v7_startTransition),
  // so for a while the rendered parameters are older than the address: a change built on them would drop
  // the one before it, and a person who leaves before that render would come back without the last change.
  // Each change therefore starts from what was written last, and is remembered as it is written.
  const written = useRef(effective);
  useLayoutEffect(() => {
    written.current = effective; // any address the router renders, whoever wrote it (Back, a saved view)
  }, [effective]);
  const write = useCallback(
    (next: URLSearchParams, replace: boolean) => {
      written.current = next;
      rememberList(name, next);
      setParams(next, { replace });
    },
    [setParams, name],
  );
  const update = useCallback(
    (change: Partial<ListState>) => {
      const current = written.current;
      write(writeListState({ ...readListState(current, defaults), ...change }, current, defaults), true);
    },
    [write, defaults],
  );
  /**
   * Opens a saved view's state: a step of its own, so Back returns to the list as it was before it. A bare
   * address (a first visit from the menu) is first given the list's state: Back to a bare address takes the
   * remembered state, which is by then the view's, and the view stayed open.
   */
  const openView = useCallback(
    (view: string) => {
      const before = written.current;
      if (listParameters(before) === null)
        setParams(writeListState(readListState(before, defaults), before, defaults), { replace: true });
      write(withView(before, view), false);
    },
    [write, setParams, defaults],
  );
  return { state, update, openView, settling };
}
