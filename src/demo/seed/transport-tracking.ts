/**
 * Seeds of the transport tracking family: ninety shipments of a Brazilian telecom supply chain over the last
 * 75 days, most closed ones inside the home dashboard's 30-day window. Deterministic for a given `now`.
 */
import type { ShipmentStatus, TransportTrackingShipment } from "../../api/contract";
import { mulberry32, type Prng } from "../prng";

const SEED = 20240611;
const MINUTE = 60_000;

export type TransportTrackingCollections = {
  "edb/transport-tracking-shipments": TransportTrackingShipment[];
};

interface Lsp {
  name: string;
  trackingNumber: (prng: Prng) => string;
}

const digits = (prng: Prng, count: number) => Array.from({ length: count }, () => prng.int(0, 9)).join("");
const alphanumeric = (prng: Prng, count: number) =>
  Array.from({ length: count }, () => prng.pick([..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789"])).join("");

const LSPS: Lsp[] = [
  { name: "DHL Global Forwarding", trackingNumber: (prng) => `DHL${digits(prng, 10)}` },
  { name: "Kuehne+Nagel", trackingNumber: (prng) => `KNBR${digits(prng, 9)}` },
  { name: "DB Schenker", trackingNumber: (prng) => `SCHB${digits(prng, 9)}` },
  { name: "Expeditors", trackingNumber: (prng) => `EXPD${digits(prng, 8)}` },
  { name: "FedEx", trackingNumber: (prng) => digits(prng, 12) },
  { name: "UPS Supply Chain", trackingNumber: (prng) => `1Z${alphanumeric(prng, 6)}${digits(prng, 10)}` },
];

const SHIPPERS = [
  "Nokia Solutions and Networks",
  "Ericsson Telecomunicações",
  "Huawei do Brasil",
  "Cisco Systems",
  "Juniper Networks",
  "Corning Optical Communications",
  "CommScope",
  "Furukawa Electric LatAm",
  "Padtec",
  "Intelbras",
  "Samsung Networks",
  "Flextronics Sorocaba",
] as const;

type FlowType = "Import" | "Export" | "Domestic";

interface TrackingEvent {
  message: string;
  location: string;
}

const DELIVERIES: TrackingEvent[] = [
  { message: "Delivered to Campinas DC", location: "Campinas - SP" },
  { message: "Delivered to Guarulhos warehouse", location: "Guarulhos - SP" },
  { message: "Delivered to Manaus plant", location: "Manaus - AM" },
  { message: "Delivered to Curitiba warehouse", location: "Curitiba - PR" },
  { message: "Delivered to Sorocaba DC", location: "Sorocaba - SP" },
  { message: "Delivered - proof of delivery received", location: "Campinas - SP" },
];

const EXPORT_DELIVERIES: TrackingEvent[] = [
  { message: "Delivered to consignee", location: "Buenos Aires - AR" },
  { message: "Delivered to consignee", location: "Santiago - CL" },
  { message: "Delivered to consignee", location: "Bogotá - CO" },
];

const IN_TRANSIT: Record<FlowType, TrackingEvent[]> = {
  Import: [
    { message: "Picked up at shipper", location: "Shenzhen - CN" },
    { message: "In transit - departed Miami hub", location: "Miami, FL - US" },
    { message: "In transit - departed Frankfurt hub", location: "Frankfurt - DE" },
    { message: "Arrived at Viracopos airport", location: "Viracopos - SP" },
    { message: "Awaiting customs clearance", location: "Viracopos - SP" },
    { message: "Held at customs - documents requested", location: "Guarulhos - SP" },
    { message: "Customs clearance completed", location: "Viracopos - SP" },
    { message: "Customs clearance completed", location: "Guarulhos - SP" },
  ],
  Export: [
    { message: "Export customs clearance completed", location: "Guarulhos - SP" },
    { message: "In transit - departed Guarulhos airport", location: "Guarulhos - SP" },
    { message: "Booked on vessel at Santos port", location: "Santos - SP" },
  ],
  Domestic: [
    { message: "Picked up at Manaus plant", location: "Manaus - AM" },
    { message: "In transit to Campinas DC", location: "Ribeirão Preto - SP" },
    { message: "Arrived at cross-dock", location: "Curitiba - PR" },
    { message: "Out for delivery", location: "Sorocaba - SP" },
  ],
};

const SHIPMENT_COUNT = 90;
/** Days of history; closed shipments mostly fall inside the home dashboard's default 30-day window. */
const HISTORY_DAYS = 75;
const RECENT_CLOSED = 40;

function flowTypeFor(prng: Prng): FlowType {
  const roll = prng.next();
  return roll < 0.6 ? "Import" : roll < 0.8 ? "Domestic" : "Export";
}

function createShipments(now: number, prng: Prng): TransportTrackingShipment[] {
  const used = new Set<string>();
  let closedSoFar = 0;
  const drafts: Omit<TransportTrackingShipment, "id">[] = [];
  for (let index = 0; index < SHIPMENT_COUNT; index += 1) {
    // Three in five are closed: a steady, predictable mix rather than a random one.
    const status: ShipmentStatus = index % 5 < 3 ? "Closed" : "Open";
    const lsp = prng.pick(LSPS);
    let trackingNumber = lsp.trackingNumber(prng);
    while (used.has(trackingNumber)) trackingNumber = lsp.trackingNumber(prng);
    used.add(trackingNumber);
    const flowType = flowTypeFor(prng);

    let ageMinutes: number;
    let event: TrackingEvent;
    if (status === "Closed") {
      const recent = closedSoFar < RECENT_CLOSED;
      closedSoFar += 1;
      // Stay a few hours clear of the 30-day boundary so the dashboard count does not drift while the demo runs.
      ageMinutes = recent
        ? prng.int(30, 29 * 24 * 60 + 12 * 60)
        : prng.int(31 * 24 * 60, HISTORY_DAYS * 24 * 60);
      event = prng.pick(flowType === "Export" ? EXPORT_DELIVERIES : DELIVERIES);
    } else {
      // Open shipments had their last event recently; a few are stuck for weeks.
      ageMinutes = prng.chance(0.8)
        ? prng.int(10, 10 * 24 * 60)
        : prng.int(10 * 24 * 60, HISTORY_DAYS * 24 * 60);
      event = prng.pick(IN_TRANSIT[flowType]);
    }

    drafts.push({
      trackingNumber,
      status,
      supplier: lsp.name,
      shipper: prng.pick(SHIPPERS),
      flowType,
      localDate: new Date(now - ageMinutes * MINUTE).toISOString(),
      location: event.location,
      message: event.message,
    });
  }
  // Ids grow with time, as they would in a table filled by the tracking robot.
  drafts.sort((a, b) => (a.localDate < b.localDate ? -1 : a.localDate > b.localDate ? 1 : 0));
  return drafts.map((draft, index) => ({ id: index + 1, ...draft }));
}

export const seedTransportTracking = (now: Date): { api: TransportTrackingCollections } => ({
  api: { "edb/transport-tracking-shipments": createShipments(now.getTime(), mulberry32(SEED)) },
});
