/**
 * CTB's day-over-day comparison (DESIGN §9.2): each line of the current run against the same line (order key,
 * material, plant) of the previous one. A line that was clear and is not any more is a new shortage, the
 * reverse a resolved one; a line short in both whose clear date moved later slipped, earlier improved. A line new in
 * this run that cannot be built in full is a new shortage too; lines gone since (shipped, cancelled) are not
 * changes a planner acts on. A line that slipped (or became short) while the ETA of the tracked shipment it now
 * waits for moved later since the previous run names that as its cause (DESIGN §9.2, §9.3).
 */
import type { Id } from "../../../api/contract";
import type { ResultChange, ResultLine } from "../../../api/planning";
import { dayNumber, dayOfInstant } from "../dates";

type ComparedLine = Pick<ResultLine, "orderKey" | "material" | "plant" | "status" | "clearDate"> &
  Partial<Pick<ResultLine, "shipmentId">>;

/** A tracked shipment's ETA as a run read it. */
export interface ShipmentEta {
  id: Id;
  trackingNumber: string;
  eta: string;
}

/** The shipments each run read, to tell whether the ETA of the one a line waits for slipped in between. */
export interface ComparedShipments {
  previous: readonly ShipmentEta[];
  current: readonly ShipmentEta[];
}

const NO_CAUSE = { cause: null, shipmentId: null, trackingNumber: null, etaSlipDays: null } as const;

const keyOf = (line: ComparedLine) => `${line.orderKey}|${line.material}|${line.plant}`;

/** Days from one clear date to the other; null when either is never. */
const daysBetween = (from: string | null, to: string | null): number | null =>
  from === null || to === null ? null : dayNumber(to) - dayNumber(from);

export function compareRuns(
  previous: readonly ComparedLine[],
  current: readonly ComparedLine[],
  shipments: ComparedShipments = { previous: [], current: [] },
): Omit<ResultChange, "id">[] {
  const before = new Map(previous.map((line) => [keyOf(line), line]));
  const etaBefore = new Map(shipments.previous.map((shipment) => [shipment.id, shipment]));
  const etaNow = new Map(shipments.current.map((shipment) => [shipment.id, shipment]));
  /** The slip of the ETA of the shipment the line waits for now, when it slipped since the previous run. */
  const etaSlip = (line: ComparedLine) => {
    const now = line.shipmentId === undefined || line.shipmentId === null ? undefined : etaNow.get(line.shipmentId);
    const then = now && etaBefore.get(now.id);
    const days = now && then ? dayOfInstant(now.eta) - dayOfInstant(then.eta) : 0;
    return now && days > 0
      ? { cause: "shipmentEta" as const, shipmentId: now.id, trackingNumber: now.trackingNumber, etaSlipDays: days }
      : NO_CAUSE;
  };
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
        ...(kind === "slipped" || kind === "newShortage" ? etaSlip(line) : NO_CAUSE),
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
