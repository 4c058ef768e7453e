import type { PriorityShipment } from "../../../../src/api/contract";
import { boardGroups } from "../../../../src/features/priority-shipments/board-model";

const line = (id: number, meeting: string | null, eta: string | null) => ({ id, meeting, eta, invoiceInb: `INB${id}` }) as PriorityShipment;

describe("the priority meeting's board", () => {
  it("groups by meeting, the latest first and lines without a meeting last, each by ETA", () => {
    const groups = boardGroups([
      line(1, "2026-11-19", "2026-11-25"),
      line(2, "2026-11-26", "2026-11-30"),
      line(3, null, "2026-11-21"),
      line(4, "2026-11-26", "2026-11-27"),
      line(5, "2026-11-19", "2026-11-20"),
      line(6, "2026-11-26", null),
    ]);
    expect(groups.map((group) => group.meeting)).toEqual(["2026-11-26", "2026-11-19", null]);
    expect(groups.map((group) => group.lines.map((entry) => entry.id))).toEqual([[4, 2, 6], [5, 1], [3]]);
  });
});
