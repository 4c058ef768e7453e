/**
 * The exception inbox's rules (DESIGN §9): which rows of the four sources are trouble, how bad, since when,
 * and where each is resolved. Pure: the handler gives the rows, the caller's own keys and the clock.
 */
import type { PriorityShipment, RobotProcessLog, TransportTrackingDetail } from "../../api/contract";
import type { InboxItem, InboxModule, InboxSeverity } from "../../api/inbox";
import { INBOX_SEVERITIES } from "../../api/inbox";
import type { PlanningModule, ResultLine } from "../../api/planning";
import { daysFromTo, localDay, localDayStart } from "../../domain/calendar-day";
import { compareCodeUnits } from "../code-unit-order";

/** An item before the caller's hidden list is applied. */
export type InboxCandidate = Omit<InboxItem, "hidden">;

/** A short line needed within this many days (or overdue) is critical: it stops before supply can react. */
export const CRITICAL_NEED_DAYS = 7;
/** A short line whose clear date lies this far past its need date is high. */
export const HIGH_LATE_DAYS = 14;
/** A shipment this late (hours) is high; less is medium. */
export const HIGH_LATE_HOURS = 72;
/** A priority shipment arriving within this many days without trade compliance's WAM is critical; within a week high. */
export const CRITICAL_ARRIVAL_DAYS = 2;
export const HIGH_ARRIVAL_DAYS = 7;
/** A robot failing this many runs in a row is critical. */
export const CRITICAL_FAILURES = 3;

/** Calendar days from the day of `now`, on the clock of the browser the demo answers in, to a date. */
const daysFromToday = (now: Date, date: string) => daysFromTo(localDay(now), date.slice(0, 10));

/** The latest result of a planning module, and the screen its lines are read on. */
export interface ResultSource {
  module: PlanningModule;
  /** The result screen (registry resource): a line's link filters its grid by the line's order. */
  resource: string;
  /** When the run that produced the lines ran. */
  runDate: string;
  lines: readonly ResultLine[];
}

/** Lines that nothing can be built of now (SPEC §4's "short"). */
export function shortageItems(source: ResultSource, mineControllers: ReadonlySet<string>, now: Date): InboxCandidate[] {
  return source.lines
    .filter((line) => line.status === "short")
    .map((line) => {
      const needIn = daysFromToday(now, line.needDate);
      const never = line.clearDate === null;
      // Critical when the line stops before supply can react; no supply in sight, or far too late, is high.
      const severity: InboxSeverity =
        needIn <= CRITICAL_NEED_DAYS ? "critical" : never || (line.daysLate ?? 0) >= HIGH_LATE_DAYS ? "high" : "medium";
      return {
        id: `shortage.${source.module}.${line.orderKey}.${line.material}.${line.plant}`,
        kind: "shortage",
        module: source.module,
        severity,
        reason: never ? "neverClear" : "short",
        facts: {
          orderKey: line.orderKey,
          plant: line.plant,
          quantity: line.quantity,
          needDate: line.needDate,
          clearDate: line.clearDate,
          daysLate: line.daysLate,
          limiting: line.limitingComponents.split(",")[0]?.trim() || null,
        },
        subject: line.material,
        since: source.runDate,
        resource: source.resource,
        link: `/${source.resource}?q=${encodeURIComponent(line.orderKey)}`,
        mine: mineControllers.has(line.mrpController.toUpperCase()),
        fingerprint: `${line.status}|${line.clearDate ?? "never"}|${line.buildableNow}|${line.quantity}|${severity}`,
      };
    });
}

export const SHIPMENTS_RESOURCE = "edb/transport-tracking-shipments";

/** What of a shipment's tracking detail its inbox item reads: not what it carries. */
export type InboxShipment = Pick<
  TransportTrackingDetail,
    | "id"
  | "trackingNumber"
  | "status"
  | "supplier"
  | "shipmentsStatus"
  | "localDate"
  | "plannedEta"
  | "eta"
  | "lateHours"
  | "late"
  | "inException"
  | "exceptions"
>;

/**
 * When a late shipment became late: its planned delivery once that has passed; before it, the last update,
 * which pushed the estimate past the plan (an item is never dated in the future).
 */
const lateSince = (shipment: InboxShipment): string =>
  Date.parse(shipment.localDate) < Date.parse(shipment.plannedEta) ? shipment.localDate : shipment.plannedEta;

/** Open shipments held by an exception or late against their plan (DESIGN §9.3). */
export function shipmentItems<Shipment extends InboxShipment>(
  shipments: readonly Shipment[],
  isMine: (shipment: Shipment) => boolean,
): InboxCandidate[] {
  return shipments
    .filter((shipment) => shipment.status === "Open" && (shipment.late || shipment.inException))
    .map((shipment) => {
      const open = shipment.exceptions.filter((exception) => exception.open).sort((a, b) => compareCodeUnits(a.at, b.at));
      const first = open[0];
      const inException = shipment.inException && first !== undefined;
      const reason = inException && shipment.late ? "lateInException" : inException ? "exception" : "late";
      const severity: InboxSeverity =
        reason === "lateInException" || (inException && first.type === "customsHold")
          ? "critical"
          : inException || shipment.lateHours >= HIGH_LATE_HOURS
            ? "high"
            : "medium";
      return {
        id: `shipment.${shipment.id}`,
        kind: "shipment",
        module: "transportTracking",
        severity,
        reason,
        facts: {
          supplier: shipment.supplier,
          lateDays: Math.ceil(shipment.lateHours / 24),
          eta: shipment.eta,
          exceptionType: inException ? first.type : null,
        },
        subject: shipment.trackingNumber,
        // Late: since it became late; an exception: since it was reported.
        since: inException ? first.at : lateSince(shipment),
        resource: SHIPMENTS_RESOURCE,
        link: `/${SHIPMENTS_RESOURCE}/show/${shipment.id}`,
        mine: isMine(shipment),
        fingerprint: `${shipment.eta}|${shipment.late}|${open.length}|${shipment.shipmentsStatus}|${severity}`,
      };
    });
}

export const TRADE_COMPLIANCE_RESOURCE = "edb/trade-compliance";

/**
 * Priority shipments on their way that trade compliance has not cleared yet: no WAM, the import's
 * licence, so the goods would wait at customs (DESIGN §9.4).
 */
export function complianceItems(
  shipments: readonly PriorityShipment[],
  { userName, canEdit, now }: { userName: string; canEdit: boolean; now: Date },
): InboxCandidate[] {
  return shipments
    // Fields not known yet may be absent or null, as a row created with its required fields only is stored.
    .filter((shipment) => !shipment.arrived && !shipment.ata && !(shipment.wam ?? "").trim())
    .map((shipment) => {
      const arrivesIn = shipment.eta ? daysFromToday(now, shipment.eta) : null;
      const severity: InboxSeverity =
        arrivesIn !== null && arrivesIn <= CRITICAL_ARRIVAL_DAYS
          ? "critical"
          : arrivesIn !== null && arrivesIn <= HIGH_ARRIVAL_DAYS
            ? "high"
            : "medium";
      // On its way without clearance since it was picked up, else since the meeting that escalated it; a day
      // still ahead (a pickup planned, a meeting to come) is today: an item is never newer than now.
      const today = localDay(now);
      const known = (shipment.pickupDate ?? shipment.meeting ?? today).slice(0, 10);
      const since = known < today ? known : today;
      return {
        id: `compliance.${shipment.id}`,
        kind: "compliance",
        module: "priorityShipments",
        severity,
        reason: "waitingCompliance",
        facts: { material: shipment.material, eta: shipment.eta ?? null, arrivesIn },
        subject: shipment.invoiceInb,
        // A date-only day starts at its own midnight: read as UTC's, it would show as the evening before.
        since: localDayStart(since),
        resource: TRADE_COMPLIANCE_RESOURCE,
        // Who may edit goes straight to the form; the others read what trade compliance has so far.
        link: `/${TRADE_COMPLIANCE_RESOURCE}/${canEdit ? "edit" : "show"}/${shipment.id}`,
        mine: shipment.createdBy.toUpperCase() === userName.toUpperCase(),
        fingerprint: `${shipment.wam ?? ""}|${shipment.eta ?? ""}|${shipment.eadiPointEdbDate ?? ""}|${severity}`,
      };
    });
}

/** The module a robot's log entries belong to, by SPEC §3's module id. */
const ROBOT_MODULES: Readonly<Record<number, InboxModule>> = { 1: "edb", 2: "ctb", 3: "transportTracking", 4: "efa" };

/**
 * Robots whose latest finished run ended in error or with an empty table: one item per robot, gone once a
 * run succeeds again. A run still waiting does not count yet.
 */
export function robotRunItems(entries: readonly RobotProcessLog[], resource: string): InboxCandidate[] {
  const byRobot = new Map<string, RobotProcessLog[]>();
  for (const entry of entries) {
    if (entry.type === "waiting") continue;
    const key = `${entry.moduloId}.${entry.robotprocess}`;
    const list = byRobot.get(key) ?? [];
    list.push(entry);
    byRobot.set(key, list);
  }
  return [...byRobot.entries()].flatMap(([key, runs]): InboxCandidate[] => {
    runs.sort((a, b) => compareCodeUnits(b.date, a.date) || b.id - a.id);
    const latest = runs[0];
    if (latest.type !== "error" && latest.type !== "empty") return [];
    let failures = 0;
    while (failures < runs.length && runs[failures].type === latest.type) failures += 1;
    const firstFailure = runs[failures - 1];
    const severity: InboxSeverity =
      latest.type === "empty" ? "medium" : failures >= CRITICAL_FAILURES ? "critical" : "high";
    return [
      {
        id: `robotRun.${resource}.${key}`,
        kind: "robotRun",
        module: ROBOT_MODULES[latest.moduloId] ?? "edb",
        severity,
        reason: latest.type === "error" ? "robotError" : "robotEmpty",
        facts: { routine: latest.routine, failures },
        subject: latest.robotprocess,
        since: firstFailure.date,
        resource,
        link: `/${resource}/show/${latest.id}`,
        mine: false,
        fingerprint: String(latest.id),
      },
    ];
  });
}

/** Worst first, then the newest trouble first (DESIGN §9), then by id so the order is stable. */
export function byUrgency(a: InboxCandidate, b: InboxCandidate): number {
  return (
    INBOX_SEVERITIES.indexOf(a.severity) - INBOX_SEVERITIES.indexOf(b.severity) ||
    compareCodeUnits(b.since, a.since) ||
    a.id.localeCompare(b.id)
  );
}

/**
 * A person's hidden items: an item stays hidden while its fingerprint is the one it had when hidden. Each
 * fingerprint holds the item's severity: one that grows worse as the days pass (a shipment nearing arrival
 * without its WAM, a need date coming close) is back in the list, and in the count, as it does.
 */
export function withHidden(
  items: readonly InboxCandidate[],
  hidden: ReadonlyMap<string, string>,
): InboxItem[] {
  return items.map((item) => ({ ...item, hidden: hidden.get(item.id) === item.fingerprint }));
}
