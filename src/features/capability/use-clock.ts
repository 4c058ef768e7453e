import { useEffect, useState } from "react";

/**
 * The time now, moved on every `everyMs`: a page left open (a planner's Data Upload through the day) lists
 * the automatic sync's next runs from now, not from when it was opened.
 */
export function useClock(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
