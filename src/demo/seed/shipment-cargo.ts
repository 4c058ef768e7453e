/**
 * What the tracked shipments carry (DESIGN §9.2, §9.3): the partners' bookings name the purchase orders (or,
 * for some, only the commercial invoices) of the goods on board. In the demo, about twenty open import
 * shipments carry open purchase-order lines of EDB's and CTB's components that are short at their plant, so the
 * lines they carry decide clear-to-build dates: the late shipments (60 hours or more behind their plan) move
 * those dates by days, the on-time ones by a day at most. Each shipment carries lines whose own date (delivery
 * plus transit, as a run with the seeded rules and transit times sees it) is the day the shipment was planned
 * to make them available (its ETA as planned, plus customs and handling), as a buyer's booking would. Computed
 * from the seed time like the shipments, never stored.
 */
import { DEFAULT_CUSTOMS_HANDLING_DAYS, type Id, type ShipmentCargo } from "../../api/contract";
import type { PlanningModule } from "../../api/planning";
import { planningRules, purchaseOrderOutlook, transitTimesFromRecords, type TransitTimeRow } from "../planning/calculation";
import { dayNumber } from "../planning/dates";
import { pairKey } from "../planning/pair-key";
import { cachedPurchaseOrders, cachedSapTables } from "../planning/sap-tables";
import type { PurchaseOrderLine } from "../planning/sap-types";
import { seedCapabilityRules } from "./capability-rules";
import { seedMaintenance } from "./maintenance";
import { createTrackingShipments, type TrackingDetailRow } from "./transport-tracking";

/** The derived collection of each carrying shipment's cargo, keyed by the shipment's id. */
export const SHIPMENT_CARGO = "edb/transport-tracking-cargo";

export type CargoRow = ShipmentCargo & { id: Id };

/** Hours behind its plan from which a shipment counts as late by days, not hours. */
const LATE_CARRIER_HOURS = 60;
/** On-time shipments that carry purchase orders besides the late ones. */
const ON_TIME_CARRIERS = 15;
/** The syncs the seeded runs read (src/demo/seed/robot-logs.ts): a carried line is open in each; the last is now's. */
const SEEDED_SYNCS = [0, 1] as const;
/** The planning modules whose purchase orders travel in tracked shipments (EFA has none). */
const MODULES = ["ctb", "edb"] as const satisfies readonly PlanningModule[];
type CargoModule = (typeof MODULES)[number];

interface Candidate {
  module: CargoModule;
  line: PurchaseOrderLine;
  /** The day the line is at its plant by its own date, as a run sees it. */
  poDay: number;
  /** Its place among the open lines of its component at its plant by that day: the first feeds the first demand. */
  rank: number;
  /** The reference a booking writes: the order alone when it has one item, else order and item. */
  reference: string;
}

const lineKey = (line: PurchaseOrderLine) => `${line.poNumber}/${line.poItem}`;

/** The lines a module's shipments may carry: open in every seeded sync, of short components, numbered only in this module. */
function candidates(
  module: CargoModule,
  seededAt: Date,
  planning: { transitTimes: TransitTimeRow[]; rules: ReturnType<typeof planningRules> },
  foreignNumbers: ReadonlySet<string>,
): Candidate[] {
  const at = seededAt.toISOString();
  const now = cachedSapTables({ seededAt: at, module, syncCount: SEEDED_SYNCS[SEEDED_SYNCS.length - 1] });
  const outlook = purchaseOrderOutlook({ now: at, tables: now, ...planning });
  const openBefore = SEEDED_SYNCS.slice(0, -1).map(
    (syncCount) => new Set(cachedPurchaseOrders({ seededAt: at, module, syncCount }).map(lineKey)),
  );
  const items = new Map<string, number>();
  for (const line of now.purchaseOrders) items.set(line.poNumber, (items.get(line.poNumber) ?? 0) + 1);
  const byPair = new Map<string, { line: PurchaseOrderLine; poDay: number }[]>();
  for (const line of now.purchaseOrders) {
    const key = pairKey(line.component, line.plant);
    const poDay = outlook.days.get(lineKey(line));
    if (poDay === undefined || !outlook.short.has(key) || foreignNumbers.has(line.poNumber)) continue;
    if (!openBefore.every((keys) => keys.has(lineKey(line)))) continue;
    byPair.set(key, [...(byPair.get(key) ?? []), { line, poDay }]);
  }
  return [...byPair.values()].flatMap((entries) =>
    entries
      .sort((a, b) => a.poDay - b.poDay || lineKey(a.line).localeCompare(lineKey(b.line)))
      .map(({ line, poDay }, rank) => ({
        module,
        line,
        poDay,
        rank,
        reference: (items.get(line.poNumber) ?? 0) > 1 ? lineKey(line) : line.poNumber,
      })),
  );
}

const SHIPMENT_MODAL = { Air: "AIR", Ocean: "SEA", Road: "ROAD" } as const;

/**
 * How poorly a line fits a shipment: days apart first, then another modal or origin, then a later line of its
 * pair. A late shipment would rather carry lines due by the day it was planned for than after it: a line due
 * later would wait for the shipment less than the shipment is late.
 */
function misfit(candidate: Candidate, shipment: TrackingDetailRow, day: number, late: boolean): number {
  const origin = shipment.routes[0]?.from.country ?? "";
  return (
    (late && candidate.poDay > day ? 100 : 0) +
    3 * Math.abs(candidate.poDay - day) +
    (candidate.line.modal === SHIPMENT_MODAL[shipment.modal] ? 0 : 3) +
    (candidate.line.origin === origin ? 0 : 1) +
    2 * candidate.rank
  );
}

/** Every carrying shipment's cargo as of `seededAt`. */
export function createShipmentCargo(seededAt: Date): CargoRow[] {
  const imports = createTrackingShipments(seededAt).filter((shipment) => shipment.status === "Open" && shipment.flowType === "Import");
  const late = imports.filter((shipment) => shipment.lateHours >= LATE_CARRIER_HOURS).sort((a, b) => b.lateHours - a.lateHours || a.id - b.id);
  const onTime = imports.filter((shipment) => !shipment.late);
  const step = Math.max(1, Math.floor(onTime.length / ON_TIME_CARRIERS));
  const carriers = [...late, ...onTime.filter((_, index) => index % step === 0).slice(0, ON_TIME_CARRIERS)];

  // The run's inputs as seeded: the Orders Book rules and the transit-time table.
  const planning = {
    transitTimes: transitTimesFromRecords(seedMaintenance(seededAt).api?.["edb/edb-transit-time"] ?? []),
    rules: planningRules(seedCapabilityRules(seededAt).api?.["edb/sys-roles"] ?? []),
  };
  const numbers = (module: CargoModule) =>
    new Set(
      SEEDED_SYNCS.flatMap((syncCount) =>
        cachedPurchaseOrders({ seededAt: seededAt.toISOString(), module, syncCount }).map((line) => line.poNumber),
      ),
    );
  const pool: Record<CargoModule, Candidate[]> = {
    ctb: candidates("ctb", seededAt, planning, numbers("edb")),
    edb: candidates("edb", seededAt, planning, numbers("ctb")),
  };
  const taken = new Set<string>();

  return carriers.flatMap((shipment, rank): CargoRow[] => {
    const isLate = rank < late.length;
    // A late shipment was booked for the day its lines' own dates give: it now arrives its lateness after them.
    // An on-time one carries lines due the day it makes them available, give or take one.
    const day = dayNumber(isLate ? shipment.plannedEta : shipment.eta) + DEFAULT_CUSTOMS_HANDLING_DAYS;
    // The late ones carry a line of each module; the on-time ones one line, of CTB and EDB in turn.
    const modules: readonly CargoModule[] = isLate ? MODULES : [MODULES[rank % 2]];
    // Some partners' bookings know the goods by their commercial invoice only.
    const byInvoice = rank % 3 === 2;
    const cargo: ShipmentCargo = { purchaseOrders: [], invoices: [] };
    for (const module of modules) {
      let best: Candidate | undefined;
      let bestFit = Number.POSITIVE_INFINITY;
      for (const candidate of pool[module]) {
        if (taken.has(`${module}|${lineKey(candidate.line)}`) || (byInvoice && !candidate.line.invoice)) continue;
        if (!isLate && Math.abs(candidate.poDay - day) > 1) continue;
        const fit = misfit(candidate, shipment, day, isLate);
        if (fit < bestFit) {
          best = candidate;
          bestFit = fit;
        }
      }
      if (!best) continue;
      taken.add(`${module}|${lineKey(best.line)}`);
      if (byInvoice && best.line.invoice) cargo.invoices.push(best.line.invoice);
      else cargo.purchaseOrders.push(best.reference);
    }
    return cargo.purchaseOrders.length + cargo.invoices.length > 0 ? [{ id: shipment.id, ...cargo }] : [];
  });
}
