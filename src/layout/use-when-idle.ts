import { useIsFetching } from "@tanstack/react-query";
import { useEffect, useState } from "react";

/**
 * False until the browser first has a moment to spare after mounting (at most `timeoutMs` later): work the
 * page does not need for its first rows (the bell's count) waits instead of competing with them.
 */
export function useWhenIdle(timeoutMs = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}

/**
 * False until the browser has had a moment to spare and the page's own data has arrived (no query fetching
 * then): a count whose answer costs the backend more than the page's rows (the exception inbox's) asks after
 * them, not beside them. Once true, it stays true.
 */
export function useWhenSettled(timeoutMs = 3000): boolean {
  const idle = useWhenIdle(timeoutMs);
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (idle && fetching === 0) setSettled(true);
  }, [idle, fetching]);
  return settled;
}
