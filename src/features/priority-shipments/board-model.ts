/** The display board's order (DESIGN §9.4): pure, so its grouping is unit-tested without a page. */
import type { PriorityShipment } from "../../api/contract";

/** The board reads the lines again every minute. */
export const REFRESH_MS = 60_000;

export interface MeetingGroup {
  /** The meeting's day (YYYY-MM-DD), null for lines not yet put on a meeting. */
  meeting: string | null;
  lines: PriorityShipment[];
}

/** Lines by meeting, the latest meeting first and lines without one last; within a meeting by ETA, the earliest first. */
export function boardGroups(lines: readonly PriorityShipment[]): MeetingGroup[] {
  const byMeeting = new Map<string | null, PriorityShipment[]>();
  for (const line of lines) {
    const meeting = line.meeting ? line.meeting.slice(0, 10) : null;
    byMeeting.set(meeting, [...(byMeeting.get(meeting) ?? []), line]);
  }
  const eta = (line: PriorityShipment) => line.eta ?? "9999-12-31";
  return [...byMeeting.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : b.localeCompare(a)))
    .map(([meeting, group]) => ({
      meeting,
      lines: [...group].sort((a, b) => eta(a).localeCompare(eta(b)) || String(a.invoiceInb).localeCompare(String(b.invoiceInb))),
    }));
}
