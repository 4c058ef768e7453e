/**
 * The tracking screens' calls that are not plain CRUD (DESIGN §9.3): a shipment's whole detail, and the
 * dashboard's parts, each its own call (src/api/transport-tracking.ts). The shipments and their log are the
 * tracking robot's rows, computed from the seed time (src/demo/store/derived.ts).
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import { FILTER_DAYS_PARAMETER, type ShipmentCargo, type ShipmentStage, type TransportTrackingDetail } from "../../api/contract";
import { parseFilterDays } from "../../domain/filter-days";
import {
  trackingEndpoints,
  type DeliveriesOnDay,
  type NewestException,
  type OpenByLsp,
  type ShipmentOnMap,
  type TrackingCharts,
  type TrackingKpis,
} from "../../api/transport-tracking";
import { callerOf, FORBIDDEN, mayDo } from "../access";
import { SHIPMENT_CARGO, TRACKING_DETAILS, TRACKING_SHIPMENTS } from "../seed";
import type { TrackingDetailRow } from "../seed/transport-tracking";
import type { HandlerContext } from "./context";
import { error, notFoundRecord } from "./responses";
import { unauthenticated, userOf } from "./session-token";
import { toId } from "./values";

const HOME = "edb/transport-tracking-home";
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 366;

export function transportTrackingHandlers(context: HandlerContext): RequestHandler[] {
  const { db, now, pause, apiUrl } = context;
  const details = () => db.list(TRACKING_DETAILS) as unknown as TrackingDetailRow[];
  const open = () => details().filter((shipment) => shipment.status === "Open");
  /**
   * `days` of the query, bounded so a typo cannot ask for centuries; without it, the home parameter
   * filterDays (SPEC §1), as the home page reads it.
   */
  /** The caller's offset from UTC (`tz`, minutes, as getTimezoneOffset gives it); UTC when not given. */
  const offsetOf = (request: Request): number => {
    const offset = Number(new URL(request.url).searchParams.get("tz"));
    return Number.isFinite(offset) && Math.abs(offset) <= 14 * 60 ? offset * 60_000 : 0;
  };
  /** The instant the caller's calendar day of `instant` started. */
  const startOfLocalDay = (request: Request, instant: number): number => {
    const offsetMs = offsetOf(request);
    return Math.floor((instant - offsetMs) / DAY_MS) * DAY_MS + offsetMs;
  };
  const daysOf = (request: Request): number => {
    const asked = new URL(request.url).searchParams.get("days");
    const days = Number(asked);
    if (asked !== null && Number.isInteger(days) && days > 0) return Math.min(days, MAX_DAYS);
    const parameter = db.list("parameter-system").find((row) => row.name === FILTER_DAYS_PARAMETER);
    return parseFilterDays(parameter?.value);
  };

  /** 401 without a session, 403 unless the caller may do `action` on `resource`; null when allowed. */
  async function refusal(request: Request, resource: string, action: "list" | "show", id?: string) {
    const denied = unauthenticated(request);
    if (denied) return denied;
    const caller = callerOf(db, userOf(request));
    if (!caller || !(await mayDo(caller, { resource, action, id }))) return error(403, FORBIDDEN);
    return null;
  }

  const dashboardPart = <Body extends object>(path: string, answer: (request: Request) => Body) =>
    http.get(`${apiUrl}${path}`, async ({ request }) => {
      await pause();
      return (await refusal(request, HOME, "list")) ?? HttpResponse.json(answer(request) as Record<string, unknown>);
    });

  return [
    // The detail: the list row with its milestones, exceptions, legs and position (SPEC §3), and what it carries.
    http.get(`${apiUrl}/${TRACKING_SHIPMENTS}/:id`, async ({ request, params }) => {
      await pause();
      const refused = await refusal(request, TRACKING_SHIPMENTS, "show", String(params.id));
      if (refused) return refused;
      const id = toId(String(params.id));
      const detail = id === undefined ? undefined : (db.get(TRACKING_DETAILS, id) as unknown as TrackingDetailRow | undefined);
      if (!detail || id === undefined) return notFoundRecord();
      const cargo = db.get(SHIPMENT_CARGO, id) as unknown as Partial<ShipmentCargo> | undefined;
      const answer: TransportTrackingDetail = {
        ...detail,
        purchaseOrders: cargo?.purchaseOrders ?? [],
        invoices: cargo?.invoices ?? [],
      };
      return HttpResponse.json(answer);
    }),

    dashboardPart(trackingEndpoints.kpis, (request): TrackingKpis => {
      const days = daysOf(request);
      // The last `days` calendar days of the caller's clock, today included: the chart's days and the home's.
      const since = new Date(startOfLocalDay(request, now().getTime()) - (days - 1) * DAY_MS).toISOString();
      const shipments = details();
      const openOnes = shipments.filter((shipment) => shipment.status === "Open");
      return {
        open: openOnes.length,
        inException: openOnes.filter((shipment) => shipment.inException).length,
        late: openOnes.filter((shipment) => shipment.late).length,
        deliveredRecently: shipments.filter((shipment) => shipment.deliveredAt !== null && shipment.deliveredAt >= since).length,
        days,
        since,
      };
    }),

    dashboardPart(trackingEndpoints.charts, (request): TrackingCharts => {
      const days = daysOf(request);
      const byLsp = new Map<string, OpenByLsp>();
      for (const shipment of open()) {
        const entry = byLsp.get(shipment.supplier) ?? { supplier: shipment.supplier, stages: {}, total: 0 };
        const stage: ShipmentStage = shipment.shipmentsStatus;
        entry.stages[stage] = (entry.stages[stage] ?? 0) + 1;
        entry.total += 1;
        byLsp.set(shipment.supplier, entry);
      }
      // One bar per day of the window on the caller's clock, today included, days without a delivery at 0.
      const offsetMs = offsetOf(request);
      const localDay = (instant: number) => new Date(instant - offsetMs).toISOString().slice(0, 10);
      const today = new Date(localDay(now().getTime())).getTime();
      const perDay: DeliveriesOnDay[] = Array.from({ length: days }, (_, index) => ({
        day: new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
        count: 0,
      }));
      const slot = new Map(perDay.map((entry) => [entry.day, entry]));
      for (const shipment of details()) {
        const day = shipment.deliveredAt ? localDay(new Date(shipment.deliveredAt).getTime()) : undefined;
        const entry = day ? slot.get(day) : undefined;
        if (entry) entry.count += 1;
      }
      return {
        openByLsp: [...byLsp.values()].sort((a, b) => b.total - a.total || a.supplier.localeCompare(b.supplier)),
        deliveriesPerDay: perDay,
        days,
      };
    }),

    dashboardPart(trackingEndpoints.exceptions, (request): NewestException[] => {
      const limit = Math.min(Math.max(Number(new URL(request.url).searchParams.get("limit")) || 8, 1), 50);
      return open()
        .flatMap((shipment) =>
          shipment.exceptions
            .filter((exception) => exception.open)
            .map((exception) => ({
              shipmentId: shipment.id,
              trackingNumber: shipment.trackingNumber,
              supplier: shipment.supplier,
              at: exception.at,
              type: exception.type,
              text: exception.text,
            })),
        )
        .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
        .slice(0, limit);
    }),

    dashboardPart(trackingEndpoints.positions, (): ShipmentOnMap[] =>
      open().map((shipment) => ({
        id: shipment.id,
        trackingNumber: shipment.trackingNumber,
        supplier: shipment.supplier,
        shipmentsStatus: shipment.shipmentsStatus,
        modal: shipment.modal,
        lat: shipment.currentPosition.lat,
        lon: shipment.currentPosition.lon,
        label: shipment.currentPosition.label,
        late: shipment.late,
        inException: shipment.inException,
      })),
    ),
  ];
}
