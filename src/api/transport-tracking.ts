/**
 * The transport tracking dashboard's calls (DESIGN §9.3), shared by the app and the demo backend. Each part
 * of the dashboard is its own call, so one that fails leaves the others on screen. The shipments, their
 * detail (GET /edb/transport-tracking-shipments/:id answers a TransportTrackingDetail), the tracking log and
 * the partners are plain simple-rest resources.
 */
import type { Id, ShipmentExceptionType, ShipmentModal, ShipmentStage } from "./contract";

const HOME = "/edb/transport-tracking-home";

export const trackingEndpoints = {
  /**
   * ?days=N: the window of "delivered in the last N days". Without it the server takes the home parameter
   * filterDays, so a dashboard asks for its parts at once instead of reading the parameter first.
   */
  kpis: `${HOME}/kpis`,
  /**
   * ?days=N&tz=M: open shipments by LSP and status, and deliveries per day over the window (N as for kpis),
   * days counted on the caller's clock (M: minutes behind UTC, as Date.getTimezoneOffset gives them; 0 when
   * absent).
   */
  charts: `${HOME}/charts`,
  /** ?limit=N: the newest open exceptions. */
  exceptions: `${HOME}/exceptions`,
  /** The current position of every open shipment. */
  positions: `${HOME}/positions`,
} as const;

/** The tolerance before a shipment counts as late against its plan, in hours. */
export const LATE_AFTER_HOURS = 12;

export interface TrackingKpis {
  open: number;
  inException: number;
  late: number;
  deliveredRecently: number;
  days: number;
  /** ISO date-time the window starts: the list link filters deliveredAt from it. */
  since: string;
}

export interface OpenByLsp {
  supplier: string;
  /** Open shipments of this LSP per stage. */
  stages: Partial<Record<ShipmentStage, number>>;
  total: number;
}

export interface DeliveriesOnDay {
  /** YYYY-MM-DD, on the caller's clock. */
  day: string;
  count: number;
}

export interface TrackingCharts {
  openByLsp: OpenByLsp[];
  deliveriesPerDay: DeliveriesOnDay[];
  /** The window the deliveries cover, in days. */
  days: number;
}

export interface NewestException {
  shipmentId: Id;
  trackingNumber: string;
  supplier: string;
  at: string;
  type: ShipmentExceptionType;
  text: string;
}

export interface ShipmentOnMap {
  id: Id;
  trackingNumber: string;
  supplier: string;
  shipmentsStatus: ShipmentStage;
  modal: ShipmentModal;
  lat: number;
  lon: number;
  label: string;
  late: boolean;
  inException: boolean;
}
