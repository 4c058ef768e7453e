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
