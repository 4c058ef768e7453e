/**
 * The exception inbox (DESIGN §9): trouble from four places in one list, newest and most urgent first.
 * The default backend answers it for the whole product (it reads EFA's results and log as well), as a
 * simple-rest list, so the inbox is a generic list: paging, sorting, filters, search, export and saved views.
 *
 *   GET  /inbox          the caller's items (x-total-count): only items of resources the caller may list,
 *                        each with `mine` and `hidden` worked out for the caller; default order: severity,
 *                        then newest first
 *   POST /inbox/hidden   { id, fingerprint, hidden }: hides an item for the caller until it changes (its
 *                        fingerprint differs), or shows it again
 */
export const INBOX_PATH = "/inbox";
export const INBOX_HIDDEN_PATH = "/inbox/hidden";

/** What an item is about: a short result line, a shipment, a priority shipment, a robot's run. */
export const INBOX_KINDS = ["shortage", "shipment", "compliance", "robotRun"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The module an item belongs to, as the menu names them. */
export const INBOX_MODULES = ["edb", "ctb", "efa", "transportTracking", "priorityShipments"] as const;
export type InboxModule = (typeof INBOX_MODULES)[number];

/** How bad it is, worst first. */
export const INBOX_SEVERITIES = ["critical", "high", "medium"] as const;
export type InboxSeverity = (typeof INBOX_SEVERITIES)[number];

/** Why the item is in the inbox: each has its own sentence, filled with the item's facts. */
export const INBOX_REASONS = [
  "short",
  "neverClear",
  "late",
  "exception",
  "lateInException",
  "waitingCompliance",
  "robotError",
  "robotEmpty",
] as const;
export type InboxReason = (typeof INBOX_REASONS)[number];

/** The values a reason's sentence names (quantities, days, dates, an order or an exception's type). */
export type InboxFacts = Readonly<Record<string, string | number | null>>;

export interface InboxItem {
  /** Stable while the trouble lasts: kind, module and what it is about, e.g. "shortage.ctb.WO-1001-10.MAT.BR01". */
  id: string;
  kind: InboxKind;
  module: InboxModule;
  severity: InboxSeverity;
  reason: InboxReason;
  facts: InboxFacts;
  /** What it is about, as people search for it: a material, a tracking number, an invoice, a robot. */
  subject: string;
  /** ISO date-time the trouble started (the result's run, the missed ETA, the exception, the meeting). */
  since: string;
  /** The registry resource whose list the item belongs to: the caller must be allowed to list it. */
  resource: string;
  /** The app's route where it is resolved. */
  link: string;
  /**
   * The caller's: lines of their MRP controllers, shipments those lines wait for (the shipment's ETA moved
   * them), priority shipments they created.
   */
  mine: boolean;
  /** Hidden by the caller, and unchanged since. */
  hidden: boolean;
  /** Changes when the item does (a new ETA, another quantity): a hidden item shows again then. */
  fingerprint: string;
}

export interface InboxHideRequest {
  id: string;
  fingerprint: string;
  hidden: boolean;
}

/** A person's hidden item, as the backend keeps it (collection "inbox-hidden"). */
export interface InboxHidden {
  id: number;
  userId: number;
  itemId: string;
  fingerprint: string;
  hiddenAt: string;
}
