/**
 * CTB's day-over-day comparison (DESIGN §9.2): each line of the current run against the same line (order key,
 * material, plant) of the previous one. A line that was clear and is not any more is a new shortage, the
 * reverse a resolved one; a line short in both whose clear date moved later slipped, earlier improved. A line new in
 * this run that cannot be built in full is a new shortage too; lines gone since (shipped, cancelled) are not
 * changes a planner acts on.
 */
import type { ResultChange, ResultLine } from "../../../api/planning";
import { dayNumber } from "../dates";

type ComparedLine = Pick<ResultLine, "orderKey" | "material" | "plant" | "status" | "clearDate">;

const keyOf = (line: ComparedLine) => `${line.orderKey}|${line.material}|${line.plant}`;

/** Days from one clear date to the other; null when either is never. */
const daysBetween = (from: string | null, to: string | null): number | null =>
  from === null || to === null ? null : dayNumber(to) - dayNumber(from);

export function compareRuns(
  previous: readonly ComparedLine[],
  current: readonly ComparedLine[],
): Omit<ResultChange, "id">[] {
  const before = new Map(previous.map((line) => [keyOf(line), line]));
  return current.flatMap((line): Omit<ResultChange, "id">[] => {
    const old = before.get(keyOf(line));
    const change = (kind: ResultChange["kind"]): Omit<ResultChange, "id">[] => [
      {
        kind,
        orderKey: line.orderKey,
        material: line.material,
        plant: line.plant,
        previousClearDate: old?.clearDate ?? null,
        currentClearDate: line.clearDate,
        days: daysBetween(old?.clearDate ?? null, line.clearDate),
      },
    ];
    const clear = line.status === "clear";
    if (!old) return clear ? [] : change("newShortage");
    const wasClear = old.status === "clear";
    if (wasClear && !clear) return change("newShortage");
    if (!wasClear && clear) return change("resolvedShortage");
    // Clear in both runs: its clear date is each run's own day, which moves with the run, not with supply.
    if (wasClear && clear) return [];
    if (old.clearDate === line.clearDate) return [];
    // Never clear is the latest date of all.
    if (line.clearDate === null) return change("slipped");
    if (old.clearDate === null) return change("improved");
    return change(dayNumber(line.clearDate) > dayNumber(old.clearDate) ? "slipped" : "improved");
  });
}
