/**
 * Priority shipments (SPEC §3, DESIGN §9.4): the option lists, the fields the server alone sets, and the
 * date checks both the form and the demo backend make.
 */
import type {
  PriorityShipment,
  PriorityShipmentFlag,
  PriorityShipmentModal,
  PriorityShipmentProcess,
  PriorityShipmentType,
} from "../api/contract";

export const PRIORITY_SHIPMENTS = "edb/priority-shipments";

export const priorityShipmentTypes: readonly PriorityShipmentType[] = ["Production", "Spare parts", "Project", "Sample"];
export const priorityShipmentModals: readonly PriorityShipmentModal[] = ["Air", "Ocean", "Road", "Courier"];
export const priorityShipmentProcesses: readonly PriorityShipmentProcess[] = ["Regular", "Express", "Drawback", "Temporary admission"];
export const priorityShipmentFlags: readonly PriorityShipmentFlag[] = ["Red", "Yellow", "Green"];

/** Set by the server, whatever a client sends (createdBy at creation; the rest computed on every read). */
export const SERVER_SET_FIELDS = ["duplicated", "arrived", "late", "createdBy"] as const satisfies readonly (keyof PriorityShipment)[];

export const ATA_BEFORE_PICKUP = "The ATA cannot be before the pickup date.";
export const ETA_BEFORE_PICKUP = "The ETA cannot be before the pickup date.";
export const NEGATIVE_QTY = "The quantity cannot be negative.";

/** The dates of a row as any layer holds them: typed, or read from a request (unknown until checked). */
type Dates = { pickupDate?: unknown; eta?: unknown; ata?: unknown };

/**
 * The dates of a shipment that contradict each other, by field, with the server's text: it cannot arrive,
 * nor be expected, before it was picked up. Dates are compared as ISO days.
 */
export function dateOrderProblems(row: object): Partial<Record<"eta" | "ata", string>> {
  const shipment = row as Dates;
  const day = (value: unknown) => (typeof value === "string" && value !== "" ? value.slice(0, 10) : null);
  const pickup = day(shipment.pickupDate);
  const problems: Partial<Record<"eta" | "ata", string>> = {};
  if (pickup === null) return problems;
  const ata = day(shipment.ata);
  const eta = day(shipment.eta);
  if (ata !== null && ata < pickup) problems.ata = ATA_BEFORE_PICKUP;
  if (eta !== null && eta < pickup) problems.eta = ETA_BEFORE_PICKUP;
  return problems;
}

/** Whether a row's ETA has passed without an arrival, on the given day (YYYY-MM-DD). */
export const isLate = (row: object, today: string, shipment = row as Dates) =>
  (shipment.ata === null || shipment.ata === undefined || shipment.ata === "") &&
  typeof shipment.eta === "string" &&
  shipment.eta !== "" &&
  shipment.eta.slice(0, 10) < today;

/** The key that makes two rows the same shipment line: invoice INB and material, as typed, case aside. */
export const duplicateKey = (shipment: Pick<PriorityShipment, "invoiceInb" | "material">) =>
  `${String(shipment.invoiceInb ?? "").trim().toUpperCase()}\u0000${String(shipment.material ?? "").trim().toUpperCase()}`;

/** Trade compliance's screen of the same rows (DESIGN §9.4), and the meeting's read-only board. */
export const TRADE_COMPLIANCE = "edb/trade-compliance";
export const PRIORITY_DISPLAY = "edb/priority-shipments-display";

/** The fields trade compliance owns: edited on its screen only, shown read-only everywhere else. */
export const TRADE_COMPLIANCE_FIELDS = ["tradeComplianceComments", "wam", "eadiPointRequest", "eadiPointEdbDate"] as const satisfies readonly (keyof PriorityShipment)[];

export const FIELD_OF_ANOTHER_SCREEN = "This field is changed on another screen.";

/**
 * The screens that read the priority shipments through their own address, and the fields each may write:
 * Inbound all but trade compliance's, Trade compliance only its own, the display board none.
 */
export const priorityScreens: Readonly<Record<string, { writable: (field: string) => boolean }>> = {
  [PRIORITY_SHIPMENTS]: { writable: (field) => !(TRADE_COMPLIANCE_FIELDS as readonly string[]).includes(field) },
  [TRADE_COMPLIANCE]: { writable: (field) => (TRADE_COMPLIANCE_FIELDS as readonly string[]).includes(field) },
  [PRIORITY_DISPLAY]: { writable: () => false },
};
