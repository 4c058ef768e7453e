import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";

/**
 * A new visit asks again for what failed on screen. Opening a screen's own address again (its menu entry, a
 * link to the record already shown, or a click that lands while the router still renders the way back: it
 * renders a new address in a transition) keeps the page mounted with the same requests, so nothing would ask
 * again and a read that failed would stay failed until its Retry, unlike a fresh page. Reads that are
 * fetching already (a page just mounted, a list whose state changed) are left to finish.
 */
export function FailedReadsOnVisit() {
  const { key } = useLocation();
  const queryClient = useQueryClient();
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    void queryClient.refetchQueries({
      type: "active",
      predicate: ({ state }) => state.status === "error" && state.fetchStatus === "idle",
    });
  }, [key, queryClient]);
  return null;
}
