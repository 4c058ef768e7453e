/**
 * The transport tracking robot's data (DESIGN §9.3): 1,200 shipments of a Brazilian telecom supply chain
 * booked over the last 150 days, by air, sea and road, each with its route legs, its milestones in the
 * carriers' codes (planned and, once they happened, actual), its exceptions and its current position, and
 * the partners' updates that reported them (the tracking log). Deterministic for a seed time: each shipment
 * draws from its own generator, so one shipment's shape never shifts another's.
 */
import type {
  EdbPartner,
  MilestoneCode,
  ShipmentException,
  ShipmentExceptionType,
  ShipmentMilestone,
  ShipmentModal,
  ShipmentPlace,
  ShipmentPosition,
  ShipmentRouteLeg,
  ShipmentCargo,
  ShipmentStage,
  TransportTrackingDetail,
  TransportTrackingLog,
  TransportTrackingShipment,
} from "../../api/contract";
import { LATE_AFTER_HOURS } from "../../api/transport-tracking";
import { isoInstant } from "../planning/dates";
import { mulberry32, type Prng } from "../prng";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export const TRACKING_SHIPMENT_COUNT = 1200;
/** Days over which the shipments were booked. */
const BOOKING_DAYS = 150;
const SEED = 20240611;

type FlowType = TransportTrackingShipment["flowType"];

// ---------------------------------------------------------------------------------------------------------
// Places: airports by IATA code, ports by UN/LOCODE, the company's and its suppliers' sites.

const place = (code: string, name: string, country: string, lat: number, lon: number): ShipmentPlace => ({
  code,
  name,
  country,
  lat,
  lon,
});

const AIRPORTS = {
  PVG: place("PVG", "Shanghai Pudong", "CN", 31.14, 121.81),
  SZX: place("SZX", "Shenzhen Bao'an", "CN", 22.64, 113.81),
  HKG: place("HKG", "Hong Kong", "HK", 22.31, 113.92),
  ICN: place("ICN", "Seoul Incheon", "KR", 37.46, 126.44),
  TPE: place("TPE", "Taipei Taoyuan", "TW", 25.08, 121.23),
  HEL: place("HEL", "Helsinki Vantaa", "FI", 60.32, 24.96),
  ARN: place("ARN", "Stockholm Arlanda", "SE", 59.65, 17.92),
  FRA: place("FRA", "Frankfurt", "DE", 50.04, 8.56),
  AMS: place("AMS", "Amsterdam Schiphol", "NL", 52.31, 4.77),
  LUX: place("LUX", "Luxembourg Findel", "LU", 49.63, 6.21),
  SJC: place("SJC", "San José", "US", 37.36, -121.93),
  MIA: place("MIA", "Miami", "US", 25.8, -80.29),
  MEM: place("MEM", "Memphis", "US", 35.04, -89.98),
  GRU: place("GRU", "São Paulo Guarulhos", "BR", -23.43, -46.47),
  VCP: place("VCP", "Campinas Viracopos", "BR", -23.01, -47.13),
  MAO: place("MAO", "Manaus Eduardo Gomes", "BR", -3.04, -60.05),
  EZE: place("EZE", "Buenos Aires Ezeiza", "AR", -34.82, -58.53),
  SCL: place("SCL", "Santiago", "CL", -33.39, -70.79),
  BOG: place("BOG", "Bogotá El Dorado", "CO", 4.7, -74.15),
} as const;

const PORTS = {
  CNSHA: place("CNSHA", "Shanghai", "CN", 31.23, 121.49),
  CNYTN: place("CNYTN", "Yantian", "CN", 22.57, 114.27),
  KRPUS: place("KRPUS", "Busan", "KR", 35.1, 129.04),
  SGSIN: place("SGSIN", "Singapore", "SG", 1.26, 103.84),
  NLRTM: place("NLRTM", "Rotterdam", "NL", 51.95, 4.14),
  DEHAM: place("DEHAM", "Hamburg", "DE", 53.54, 9.97),
  USHOU: place("USHOU", "Houston", "US", 29.73, -95.27),
  BRSSZ: place("BRSSZ", "Santos", "BR", -23.96, -46.3),
  BRPNG: place("BRPNG", "Paranaguá", "BR", -25.5, -48.52),
  BRNVT: place("BRNVT", "Navegantes", "BR", -26.9, -48.65),
  ARBUE: place("ARBUE", "Buenos Aires", "AR", -34.6, -58.37),
} as const;

const SITES = {
  campinas: place("BRCPQ-DC", "Campinas DC", "BR", -22.9, -47.06),
  sorocaba: place("BRSOD-DC", "Sorocaba DC", "BR", -23.5, -47.46),
  guarulhos: place("BRGRU-WH", "Guarulhos warehouse", "BR", -23.46, -46.53),
  curitiba: place("BRCWB-WH", "Curitiba warehouse", "BR", -25.43, -49.27),
  manaus: place("BRMAO-PL", "Manaus plant", "BR", -3.12, -60.02),
  rio: place("BRRIO-WH", "Rio de Janeiro warehouse", "BR", -22.88, -43.28),
  beloHorizonte: place("BRBHZ-WH", "Belo Horizonte warehouse", "BR", -19.92, -43.94),
  buenosAires: place("ARBUE-CU", "Buenos Aires customer hub", "AR", -34.6, -58.45),
  santiago: place("CLSCL-CU", "Santiago customer hub", "CL", -33.45, -70.66),
} as const;

const BR_DESTINATIONS = [SITES.campinas, SITES.sorocaba, SITES.guarulhos, SITES.curitiba, SITES.manaus] as const;

// ---------------------------------------------------------------------------------------------------------
// Who ships, who carries.

interface Lsp {
  /** The name on the shipment (SPEC §3's supplier). */
  name: string;
  /** The partner's title (edb-partner) its updates come under. */
  partner: string;
  modals: readonly ShipmentModal[];
  trackingNumber: (prng: Prng) => string;
}

const digits = (prng: Prng, count: number) => Array.from({ length: count }, () => prng.int(0, 9)).join("");
const letters = (prng: Prng, count: number) =>
  Array.from({ length: count }, () => prng.pick([..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789"])).join("");

const LSPS: readonly Lsp[] = [
  { name: "DHL Global Forwarding", partner: "DHL", modals: ["Air", "Ocean", "Road"], trackingNumber: (prng) => `DHL${digits(prng, 10)}` },
  { name: "Kuehne+Nagel", partner: "KUEHNE_NAGEL", modals: ["Air", "Ocean"], trackingNumber: (prng) => `KNBR${digits(prng, 9)}` },
  { name: "DB Schenker", partner: "DB_SCHENKER", modals: ["Air", "Ocean", "Road"], trackingNumber: (prng) => `SCHB${digits(prng, 9)}` },
  { name: "Expeditors", partner: "EXPEDITORS", modals: ["Air", "Ocean"], trackingNumber: (prng) => `EXPD${digits(prng, 8)}` },
  { name: "FedEx", partner: "FEDEX", modals: ["Air", "Road"], trackingNumber: (prng) => digits(prng, 12) },
  { name: "UPS Supply Chain", partner: "UPS", modals: ["Air", "Road"], trackingNumber: (prng) => `1Z${letters(prng, 6)}${digits(prng, 10)}` },
];

interface Shipper {
  name: string;
  /** Where its goods leave from, by modal. */
  air: ShipmentPlace;
  ocean: ShipmentPlace;
}

const SHIPPERS: readonly Shipper[] = [
  { name: "Nokia Solutions and Networks", air: AIRPORTS.HEL, ocean: PORTS.DEHAM },
  { name: "Ericsson AB", air: AIRPORTS.ARN, ocean: PORTS.NLRTM },
  { name: "Huawei Technologies", air: AIRPORTS.SZX, ocean: PORTS.CNYTN },
  { name: "ZTE Corporation", air: AIRPORTS.HKG, ocean: PORTS.CNYTN },
  { name: "Cisco Systems", air: AIRPORTS.SJC, ocean: PORTS.USHOU },
  { name: "Juniper Networks", air: AIRPORTS.SJC, ocean: PORTS.USHOU },
  { name: "Corning Optical Communications", air: AIRPORTS.MEM, ocean: PORTS.USHOU },
  { name: "CommScope", air: AIRPORTS.MIA, ocean: PORTS.USHOU },
  { name: "Samsung Networks", air: AIRPORTS.ICN, ocean: PORTS.KRPUS },
  { name: "Foxconn Precision", air: AIRPORTS.TPE, ocean: PORTS.CNSHA },
  { name: "Fiberhome Telecommunication", air: AIRPORTS.PVG, ocean: PORTS.CNSHA },
];

/** Brazilian shippers of domestic and export shipments. */
const BR_SHIPPERS = ["Furukawa Electric LatAm", "Padtec", "Intelbras", "Flextronics Sorocaba", "WEG Telecom"] as const;
const CUSTOMERS = ["SCM Telecom Brasil", "SCM Telecom Brasil - Network Ops", "SCM Telecom Brasil - Field Services"] as const;
const EXPORT_CUSTOMERS = [
  { name: "SCM Telecom Argentina", site: SITES.buenosAires, airport: AIRPORTS.EZE },
  { name: "SCM Telecom Chile", site: SITES.santiago, airport: AIRPORTS.SCL },
] as const;

/** Airlines by the hub they fly from, with their flight number prefix. */
const AIRLINES: Record<string, readonly string[]> = {
  asia: ["CK", "CA", "KE", "CI", "CX"],
  europe: ["LH", "AF", "KL", "CV", "LA"],
  usa: ["FX", "5X", "AA", "LA"],
  brazil: ["LA", "AD", "G3"],
};
const SHIPPING_LINES = ["MSC", "Maersk", "CMA CGM", "Hapag-Lloyd", "COSCO", "ONE", "Evergreen"] as const;
const TRUCKERS = ["Braspress", "Jamef", "TNT Mercúrio", "Patrus", "Rodonaves"] as const;

// ---------------------------------------------------------------------------------------------------------
// Routes.

interface LegPlan {
  from: ShipmentPlace;
  to: ShipmentPlace;
  modal: ShipmentModal;
  carrier: string;
  voyage: string;
  /** Planned hours on the way. */
  hours: number;
}

const region = (origin: ShipmentPlace): keyof typeof AIRLINES =>
  ["CN", "HK", "KR", "TW"].includes(origin.country) ? "asia" : origin.country === "US" ? "usa" : origin.country === "BR" ? "brazil" : "europe";

/** Great-circle distance in km, for plausible flight and sailing times. */
function distanceKm(a: ShipmentPlace, b: ShipmentPlace): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function flight(prng: Prng, from: ShipmentPlace, to: ShipmentPlace): LegPlan {
  const airline = prng.pick(AIRLINES[region(from)] ?? AIRLINES.europe!);
  return { from, to, modal: "Air", carrier: airline, voyage: `${airline}${prng.int(100, 9899)}`, hours: distanceKm(from, to) / 800 + 1 };
}

function sailing(prng: Prng, from: ShipmentPlace, to: ShipmentPlace): LegPlan {
  const line = prng.pick(SHIPPING_LINES);
  // Ships sail around continents, not across them: the great circle times 1.35, at 16 knots (~30 km/h).
  return {
    from,
    to,
    modal: "Ocean",
    carrier: line,
    voyage: `${line.slice(0, 3).toUpperCase().replace(/\s/g, "")}-${prng.int(100, 999)}${prng.pick(["E", "W", "S", "N"])}`,
    hours: (distanceKm(from, to) * 1.35) / 30,
  };
}

function drive(prng: Prng, from: ShipmentPlace, to: ShipmentPlace): LegPlan {
  const trucker = prng.pick(TRUCKERS);
  // Roads wind: the great circle times 1.3, at 55 km/h with the driver's rest.
  return { from, to, modal: "Road", carrier: trucker, voyage: `TRIP-${digits(prng, 6)}`, hours: (distanceKm(from, to) * 1.3) / 55 + 4 };
}

interface Plan {
  flowType: FlowType;
  modal: ShipmentModal;
  shipper: string;
  customer: string;
  origin: ShipmentPlace;
  destination: ShipmentPlace;
  legs: LegPlan[];
  /** Whether goods cross a border into their destination: customs at arrival. */
  customs: boolean;
}

const HUBS: Record<string, ShipmentPlace> = { asia: AIRPORTS.FRA, europe: AIRPORTS.FRA, usa: AIRPORTS.MIA };

function importPlan(prng: Prng, modal: ShipmentModal): Plan {
  const shipper = prng.pick(SHIPPERS);
  const destination = prng.pick(BR_DESTINATIONS);
  const customer = prng.pick(CUSTOMERS);
  if (modal === "Ocean") {
    const port = destination === SITES.curitiba ? prng.pick([PORTS.BRPNG, PORTS.BRNVT]) : PORTS.BRSSZ;
    const origin = shipper.ocean;
    const legs = ["CN", "KR"].includes(origin.country) && prng.chance(0.4)
      ? [sailing(prng, origin, PORTS.SGSIN), sailing(prng, PORTS.SGSIN, port)]
      : [sailing(prng, origin, port)];
    return { flowType: "Import", modal, shipper: shipper.name, customer, origin, destination, legs: [...legs, drive(prng, port, destination)], customs: true };
  }
  const gateway = destination === SITES.manaus ? AIRPORTS.MAO : prng.chance(0.6) ? AIRPORTS.VCP : AIRPORTS.GRU;
  const origin = shipper.air;
  const hub = HUBS[region(origin)];
  // Asian and Nordic freight mostly connects through a hub; US freight often flies direct.
  const connects = hub && hub !== origin && (region(origin) !== "usa" ? prng.chance(0.7) : prng.chance(0.3));
  const flights = connects && hub ? [flight(prng, origin, hub), flight(prng, hub, gateway)] : [flight(prng, origin, gateway)];
  return { flowType: "Import", modal: "Air", shipper: shipper.name, customer, origin, destination, legs: [...flights, drive(prng, gateway, destination)], customs: true };
}

function exportPlan(prng: Prng, modal: ShipmentModal): Plan {
  const shipper = prng.pick(BR_SHIPPERS);
  const customer = prng.pick(EXPORT_CUSTOMERS);
  const origin = prng.pick([SITES.campinas, SITES.sorocaba]);
  if (modal === "Road") {
    return { flowType: "Export", modal, shipper, customer: customer.name, origin, destination: customer.site, legs: [drive(prng, origin, customer.site)], customs: true };
  }
  if (modal === "Ocean") {
    const legs = [drive(prng, origin, PORTS.BRSSZ), sailing(prng, PORTS.BRSSZ, PORTS.ARBUE), drive(prng, PORTS.ARBUE, SITES.buenosAires)];
    return { flowType: "Export", modal, shipper, customer: "SCM Telecom Argentina", origin, destination: SITES.buenosAires, legs, customs: true };
  }
  const legs = [drive(prng, origin, AIRPORTS.GRU), flight(prng, AIRPORTS.GRU, customer.airport), drive(prng, customer.airport, customer.site)];
  return { flowType: "Export", modal: "Air", shipper, customer: customer.name, origin, destination: customer.site, legs, customs: true };
}

function domesticPlan(prng: Prng, modal: ShipmentModal): Plan {
  const shipper = prng.pick(BR_SHIPPERS);
  const customer = prng.pick(CUSTOMERS);
  if (modal === "Air") {
    // Manaus's free-trade-zone plant ships by air to the south-east.
    const destination = prng.pick([SITES.campinas, SITES.guarulhos]);
    const legs = [drive(prng, SITES.manaus, AIRPORTS.MAO), flight(prng, AIRPORTS.MAO, AIRPORTS.GRU), drive(prng, AIRPORTS.GRU, destination)];
    return { flowType: "Domestic", modal, shipper, customer, origin: SITES.manaus, destination, legs, customs: false };
  }
  const sites = [SITES.campinas, SITES.sorocaba, SITES.curitiba, SITES.rio, SITES.beloHorizonte, SITES.guarulhos];
  const origin = prng.pick(sites);
  let destination = prng.pick(sites);
  while (destination === origin) destination = prng.pick(sites);
  return { flowType: "Domestic", modal: "Road", shipper, customer, origin, destination, legs: [drive(prng, origin, destination)], customs: false };
}

function planFor(prng: Prng, lsp: Lsp): Plan {
  const roll = prng.next();
  const flowType: FlowType = roll < 0.62 ? "Import" : roll < 0.85 ? "Domestic" : "Export";
  const modal = prng.pick(lsp.modals);
  if (flowType === "Import") return importPlan(prng, modal === "Road" ? "Air" : modal);
  if (flowType === "Export") return exportPlan(prng, modal);
  return domesticPlan(prng, modal === "Ocean" ? "Road" : modal);
}

// ---------------------------------------------------------------------------------------------------------
// Milestones: planned from the route, actual as they happened, with drift and the delay an exception brings.

interface Step {
  code: MilestoneCode;
  leg: number;
  place: ShipmentPlace;
  /** Planned hours after booking. */
  at: number;
  /** A leg's departure or arrival, for the route's actual times. */
  marks?: { leg: number; end: "departure" | "arrival" };
}

/** The milestones a plan produces, in order, with planned offsets from booking (DESIGN §9.3's codes). */
function stepsOf(plan: Plan, prng: Prng): Step[] {
  const steps: Step[] = [];
  let clock = 0;
  const push = (code: MilestoneCode, leg: number, at: ShipmentPlace, hours: number, marks?: Step["marks"]) => {
    clock += hours;
    steps.push({ code, leg, place: at, at: clock, marks });
  };
  push("BKD", 1, plan.origin, 0);
  plan.legs.forEach((leg, index) => {
    const number = index + 1;
    const last = index === plan.legs.length - 1;
    if (leg.modal === "Air") {
      if (!steps.some((step) => step.code === "RCS")) {
        push("RCS", number, leg.from, prng.int(12, 30));
        push("MAN", number, leg.from, prng.int(4, 10));
      } else {
        push("MAN", number, leg.from, prng.int(3, 8));
      }
      push("DEP", number, leg.from, prng.int(2, 6), { leg: number, end: "departure" });
      push("ARR", number, leg.to, leg.hours, { leg: number, end: "arrival" });
      const nextIsAir = plan.legs[index + 1]?.modal === "Air";
      if (!nextIsAir) {
        push("RCF", number, leg.to, prng.int(2, 6));
        if (plan.customs && leg.to.country !== plan.origin.country) push("CCD", number, leg.to, prng.int(24, 72));
        push("NFD", number, leg.to, prng.int(2, 8));
      }
    } else if (leg.modal === "Ocean") {
      if (!steps.some((step) => step.code === "GTIN")) push("GTIN", number, leg.from, prng.int(24, 72));
      push("LOAD", number, leg.from, prng.int(24, 60));
      push("VDEP", number, leg.from, prng.int(4, 12), { leg: number, end: "departure" });
      push("VARR", number, leg.to, leg.hours, { leg: number, end: "arrival" });
      push("DISC", number, leg.to, prng.int(12, 36));
      const nextIsOcean = plan.legs[index + 1]?.modal === "Ocean";
      if (!nextIsOcean) {
        if (plan.customs && leg.to.country !== plan.origin.country) push("CCD", number, leg.to, prng.int(48, 120));
        push("GTOT", number, leg.to, prng.int(12, 36));
      }
    } else {
      // Road: loaded and through the gate at the start; a border crossing clears customs on the way.
      if (index === 0 || plan.legs[index - 1]?.modal !== "Road") {
        push("LOAD", number, leg.from, index === 0 ? prng.int(12, 36) : prng.int(4, 12));
      }
      push("GTOT", number, leg.from, prng.int(1, 3), { leg: number, end: "departure" });
      if (plan.customs && leg.to.country !== leg.from.country) {
        push("CCD", number, leg.to, leg.hours * 0.7 + prng.int(8, 30));
        push("GTIN", number, leg.to, leg.hours * 0.3, { leg: number, end: "arrival" });
      } else {
        push("GTIN", number, leg.to, leg.hours, { leg: number, end: "arrival" });
      }
      if (last) push("DLV", number, leg.to, prng.int(1, 4));
    }
  });
  return steps;
}

interface ExceptionPlan {
  type: ShipmentExceptionType;
  /** The step it strikes before; the delay falls on that step and every later one. */
  before: number;
  delayHours: number;
  text: string;
}

const EXCEPTION_TEXTS: Record<ShipmentExceptionType, (step: Step) => string> = {
  DIS: (step) => `Piece count discrepancy at ${step.place.code}: ${2 + (step.at % 5)} of ${6 + (step.at % 7)} pieces received`,
  customsHold: (step) => `Held by customs at ${step.place.name}: physical inspection (red channel)`,
  missedConnection: (step) => `Missed connection at ${step.place.code}: rebooked on the next flight`,
  documents: (step) => `Documents missing at ${step.place.name}: commercial invoice and packing list requested`,
  weather: (step) => `Weather delay at ${step.place.name}`,
  capacity: (step) => `Rolled over at ${step.place.name}: no capacity on the planned ${step.code === "VDEP" ? "vessel" : "flight"}`,
};

/** The exceptions that can strike before a step: a hold at customs, a missed connection before a second flight… */
function exceptionTypesBefore(step: Step, plan: Plan): ShipmentExceptionType[] {
  switch (step.code) {
    case "CCD":
      return ["customsHold", "customsHold", "documents"];
    case "RCF":
    case "DISC":
      return ["DIS"];
    case "DEP":
      return step.leg > 1 ? ["missedConnection", "capacity", "weather"] : ["capacity", "weather"];
    case "VDEP":
      return ["capacity", "weather"];
    case "GTIN":
      return plan.modal === "Road" ? ["weather"] : ["documents"];
    case "NFD":
    case "DLV":
      return ["DIS", "weather"];
    case "LOAD":
    case "GTOT":
      return ["capacity", "documents", "weather"];
    default:
      return ["documents", "weather", "capacity"];
  }
}

/** An exception before step `before` (the booking excluded), with the delay it brings. */
function exceptionBefore(prng: Prng, steps: readonly Step[], plan: Plan, before: number): ExceptionPlan {
  const step = steps[before]!;
  const type = prng.pick(exceptionTypesBefore(step, plan));
  const delayHours = type === "customsHold" ? prng.int(48, 168) : type === "capacity" && step.code === "VDEP" ? prng.int(96, 240) : prng.int(18, 72);
  return { type, before, delayHours, text: EXCEPTION_TEXTS[type](step) };
}

const MILESTONE_WORDS: Record<MilestoneCode, string> = {
  BKD: "Booking confirmed",
  RCS: "Received from shipper",
  MAN: "Manifested",
  DEP: "Departed",
  ARR: "Arrived",
  RCF: "Received from flight",
  CCD: "Customs cleared",
  NFD: "Consignee notified",
  DLV: "Delivered",
  GTIN: "Gate in",
  LOAD: "Loaded",
  VDEP: "Vessel departed",
  VARR: "Vessel arrived",
  DISC: "Discharged",
  GTOT: "Gate out",
};

const placeWords = (at: ShipmentPlace) => (at.code.includes("-") ? at.name : `${at.name} (${at.code})`);
const locationOf = (at: ShipmentPlace) => `${at.name} - ${at.country}`;

// ---------------------------------------------------------------------------------------------------------
// Positions along a leg: on the great circle for flights and sailings' straight-line stand-in, linear on roads.

function alongGreatCircle(a: ShipmentPlace, b: ShipmentPlace, fraction: number): { lat: number; lon: number } {
  const rad = Math.PI / 180;
  const toVector = (p: ShipmentPlace) => [
    Math.cos(p.lat * rad) * Math.cos(p.lon * rad),
    Math.cos(p.lat * rad) * Math.sin(p.lon * rad),
    Math.sin(p.lat * rad),
  ];
  const [ax, ay, az] = toVector(a) as [number, number, number];
  const [bx, by, bz] = toVector(b) as [number, number, number];
  const angle = Math.acos(Math.min(1, Math.max(-1, ax * bx + ay * by + az * bz)));
  if (angle < 1e-9) return { lat: a.lat, lon: a.lon };
  const wa = Math.sin((1 - fraction) * angle) / Math.sin(angle);
  const wb = Math.sin(fraction * angle) / Math.sin(angle);
  const [x, y, z] = [wa * ax + wb * bx, wa * ay + wb * by, wa * az + wb * bz];
  const round = (value: number) => Math.round(value * 100) / 100;
  return { lat: round(Math.atan2(z, Math.hypot(x, y)) / rad), lon: round(Math.atan2(y, x) / rad) };
}

// ---------------------------------------------------------------------------------------------------------
// One shipment.

const at = (isoTime: string) => new Date(isoTime).getTime();

/**
 * Where a shipment stands after its last milestone (the dashboard's stages): booked until the goods leave the
 * origin, in transit until the main carriage arrives, in customs between unloading and clearance, out for
 * delivery on the last mile, delivered at the end. A step of a later leg is never "booked" again.
 */
function stageOf(step: Step, plan: Plan, customsOpen: boolean): ShipmentStage {
  if (customsOpen) return "customs";
  const finalTransportLeg = plan.legs.reduce((found, leg, index) => (leg.modal !== "Road" ? index + 1 : found), plan.legs.length);
  const leg = plan.legs[step.leg - 1];
  // The road leg after the main carriage: from the airport or port to the site.
  const lastMile = step.leg > finalTransportLeg && leg?.modal === "Road";
  const clearsHere = plan.customs && step.leg === finalTransportLeg && leg !== undefined && leg.to.country !== plan.origin.country;
  switch (step.code) {
    case "BKD":
      return "booked";
    case "RCS":
    case "MAN":
      return step.leg === 1 ? "booked" : "inTransit";
    case "LOAD":
      if (lastMile) return "outForDelivery";
      return step.leg === 1 ? "booked" : "inTransit";
    case "GTIN":
      if (step.marks?.end === "arrival") return lastMile || step.leg === plan.legs.length ? "atDestination" : "inTransit";
      // An ocean shipment's gate in at the port of loading: still at origin.
      return step.leg === 1 ? "booked" : "inTransit";
    case "GTOT":
      if (step.marks?.end === "departure") return lastMile ? "outForDelivery" : "inTransit";
      // Out of the port of discharge after clearance.
      return "outForDelivery";
    case "DEP":
    case "VDEP":
      return "inTransit";
    case "ARR":
    case "VARR":
      return step.leg >= finalTransportLeg ? "atDestination" : "inTransit";
    case "RCF":
    case "DISC":
      return clearsHere ? "customs" : step.leg >= finalTransportLeg ? "atDestination" : "inTransit";
    case "CCD":
    case "NFD":
      return "outForDelivery";
    case "DLV":
      return "delivered";
  }
}

/**
 * A shipment's whole detail as the tracking robot reports it. What it carries comes from the partners'
 * bookings, computed apart and joined by the detail endpoint (shipment-cargo.ts), so the dashboards that read
 * every shipment never wait for it.
 */
export type TrackingDetailRow = Omit<TransportTrackingDetail, keyof ShipmentCargo>;

function buildShipment(index: number, seededAt: number, trackingNumbers: Set<string>): TrackingDetailRow {
  const prng = mulberry32(SEED + index * 7919);
  const lsp = LSPS[index % LSPS.length]!;
  let trackingNumber = lsp.trackingNumber(prng);
  while (trackingNumbers.has(trackingNumber)) trackingNumber = lsp.trackingNumber(prng);
  trackingNumbers.add(trackingNumber);
  const plan = planFor(prng, lsp);
  const steps = stepsOf(plan, prng);
  // Bookings spread evenly over the window, with a few hours' jitter, the newest a few hours before now.
  const bookedAt = seededAt - ((TRACKING_SHIPMENT_COUNT - index) / TRACKING_SHIPMENT_COUNT) * BOOKING_DAYS * DAY - prng.int(0, 6) * HOUR;
  // Actual times: each step drifts from its plan, the drift carried on.
  let drift = 0;
  const drifted = steps.map((step, stepIndex) => {
    // The booking is the moment everything is planned from: it never drifts.
    if (stepIndex === 0) return 0;
    drift += (prng.next() - 0.35) * (plan.modal === "Ocean" ? 14 : 5);
    drift = Math.max(drift, -6);
    return step.at + drift;
  });
  const happenedBy = (offsets: readonly number[]) => {
    const happened = offsets.map((hours) => bookedAt + hours * HOUR <= seededAt);
    // A step happens only after the one before it.
    for (let i = 1; i < happened.length; i += 1) if (!happened[i - 1]) happened[i] = false;
    return happened;
  };
  // About one in seven shipments still on its way is held by an exception now, before its next step; about
  // one in fourteen of the others had one on the way, long solved (DESIGN §9.3's "in exception").
  const nextStep = happenedBy(drifted).indexOf(false);
  let exception: ExceptionPlan | null = null;
  let exceptionAt = 0;
  if (nextStep > 0 && prng.chance(0.14)) {
    exception = exceptionBefore(prng, steps, plan, nextStep);
    const previousAt = bookedAt + drifted[nextStep - 1]! * HOUR;
    exceptionAt = Math.max(previousAt + HOUR, seededAt - prng.int(2, 72) * HOUR);
    // Held: the step cannot happen before the delay has run from now.
    const due = bookedAt + drifted[nextStep]! * HOUR;
    exception.delayHours = Math.max(exception.delayHours, Math.ceil((seededAt - due) / HOUR) + prng.int(12, 96));
  } else if (prng.chance(0.07)) {
    exception = exceptionBefore(prng, steps, plan, prng.int(1, steps.length - 1));
  }
  const actualOffsets = drifted.map((hours, stepIndex) => hours + (exception && stepIndex >= exception.before ? exception.delayHours : 0));
  if (exception && exceptionAt === 0) {
    const previousAt = bookedAt + actualOffsets[exception.before - 1]! * HOUR;
    exceptionAt = Math.max(previousAt + HOUR, bookedAt + (actualOffsets[exception.before]! - exception.delayHours * 0.8) * HOUR);
  }
  const actualAt = actualOffsets.map((hours) => bookedAt + hours * HOUR);
  const happened = happenedBy(actualOffsets);
  const lastDone = happened.lastIndexOf(true);

  const milestones: ShipmentMilestone[] = steps.map((step, stepIndex) => ({
    code: step.code,
    leg: step.leg,
    location: placeWords(step.place),
    plannedAt: isoInstant(bookedAt + step.at * HOUR),
    actualAt: happened[stepIndex] ? isoInstant(actualAt[stepIndex]!) : null,
  }));

  const delivered = happened[steps.length - 1] === true;
  const exceptionKnown = exception !== null && exceptionAt <= seededAt;
  const exceptionOpen = exceptionKnown && !happened[exception!.before];
  const exceptions: ShipmentException[] = exceptionKnown
    ? [{ at: isoInstant(exceptionAt), type: exception!.type, text: exception!.text, open: exceptionOpen }]
    : [];

  const lastStep = steps[lastDone]!;
  const stage = stageOf(lastStep, plan, exceptionOpen && exception!.type === "customsHold");
  // The estimate: the plan moved by the delay seen so far, and by the open exception's.
  const plannedEta = bookedAt + steps[steps.length - 1]!.at * HOUR;
  const seenDelay = actualOffsets[lastDone]! - steps[lastDone]!.at;
  const eta = delivered
    ? actualAt[steps.length - 1]!
    : Math.max(plannedEta + (seenDelay + (exceptionOpen ? exception!.delayHours : 0)) * HOUR, seededAt + 2 * HOUR);
  const lateHours = Math.max(0, Math.round((eta - plannedEta) / HOUR));

  const routes: ShipmentRouteLeg[] = plan.legs.map((leg, legIndex) => {
    const number = legIndex + 1;
    const departure = steps.findIndex((step) => step.marks?.leg === number && step.marks.end === "departure");
    const arrival = steps.findIndex((step) => step.marks?.leg === number && step.marks.end === "arrival");
    return {
      sequence: number,
      from: leg.from,
      to: leg.to,
      modal: leg.modal,
      carrier: leg.carrier,
      voyage: leg.voyage,
      plannedDeparture: isoInstant(bookedAt + steps[departure]!.at * HOUR),
      actualDeparture: happened[departure] ? isoInstant(actualAt[departure]!) : null,
      plannedArrival: isoInstant(bookedAt + steps[arrival]!.at * HOUR),
      actualArrival: happened[arrival] ? isoInstant(actualAt[arrival]!) : null,
    };
  });

  const currentPosition = positionOf(routes, lastStep, seededAt, actualAt[lastDone]!);
  const status = delivered ? "Closed" : "Open";
  const detail: TrackingDetailRow = {
    id: index + 1,
    trackingNumber,
    status,
    supplier: lsp.name,
    shipper: plan.shipper,
    flowType: plan.flowType,
    localDate: isoInstant(actualAt[lastDone]!),
    location: locationOf(lastStep.place),
    message: `${MILESTONE_WORDS[lastStep.code]} - ${placeWords(lastStep.place)}`,
    shipmentsStatus: stage,
    modal: plan.modal,
    plannedEta: isoInstant(plannedEta),
    eta: isoInstant(eta),
    lateHours,
    late: lateHours > LATE_AFTER_HOURS,
    inException: exceptionOpen,
    deliveredAt: delivered ? isoInstant(actualAt[steps.length - 1]!) : null,
    milestones,
    exceptions,
    routes,
    actualWeight: Math.round((plan.modal === "Ocean" ? prng.int(2000, 18000) : plan.modal === "Air" ? prng.int(40, 2400) : prng.int(300, 9000)) * 10) / 10,
    shipperFrom: `${plan.shipper}, ${plan.origin.name} - ${plan.origin.country}`,
    customerTo: `${plan.customer}, ${plan.destination.name} - ${plan.destination.country}`,
    originOfDestination: locationOf(plan.origin),
    endOfDestiny: locationOf(plan.destination),
    currentPosition,
  };

  return detail;
}

function positionOf(routes: readonly ShipmentRouteLeg[], lastStep: Step, now: number, lastAt: number): ShipmentPosition {
  const moving = routes.find((leg) => leg.actualDeparture !== null && leg.actualArrival === null);
  if (moving) {
    const departed = new Date(moving.actualDeparture!).getTime();
    const planned = new Date(moving.plannedArrival).getTime() - new Date(moving.plannedDeparture).getTime();
    const fraction = Math.min(0.97, Math.max(0.03, (now - departed) / Math.max(planned, HOUR)));
    const words = moving.modal === "Air" ? "In flight" : moving.modal === "Ocean" ? "At sea" : "On the road";
    return {
      ...alongGreatCircle(moving.from, moving.to, fraction),
      label: `${words}, ${moving.from.code} → ${moving.to.code}`,
      at: isoInstant(now),
    };
  }
  return { lat: lastStep.place.lat, lon: lastStep.place.lon, label: placeWords(lastStep.place), at: isoInstant(lastAt) };
}

/**
 * The partner's updates of one shipment: the events that happened, batched as the partner sent them, and its
 * exception. What the detail shows as happened by the seed time has arrived by then (the log is the record of
 * what the partners sent, DESIGN §9.3).
 */
function updatesOf(detail: TrackingDetailRow, seededAt: number): Omit<TransportTrackingLog, "id">[] {
  const prng = mulberry32(SEED ^ (detail.id * 104729));
  const partner = LSPS.find((lsp) => lsp.name === detail.supplier)?.partner ?? detail.supplier;
  const base = { trackingNumber: detail.trackingNumber, shipmentId: detail.id, partner };
  const updates: Omit<TransportTrackingLog, "id">[] = [];
  // In the order they happened: the detail lists a shipment's milestones in its flow's order.
  const done = detail.milestones
    .filter((milestone) => milestone.actualAt !== null)
    .sort((a, b) => at(a.actualAt!) - at(b.actualAt!));
  let batch: ShipmentMilestone[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    // The partner reports some minutes after the event, by the seed time at the latest (an event shown as
    // happened was reported); an update now and then fails and is sent again.
    const lastEventAt = at(batch[batch.length - 1]!.actualAt!);
    const receivedAt = Math.min(lastEventAt + prng.int(5, 90) * 60_000, Math.max(lastEventAt, seededAt));
    const events = batch.map((milestone) => ({ code: milestone.code, location: milestone.location, time: milestone.actualAt }));
    const payload = JSON.stringify({ partner, trackingNumber: detail.trackingNumber, events }, null, 2);
    const failed = prng.chance(0.025) && receivedAt + 15 * 60_000 <= seededAt;
    if (failed) {
      updates.push({ ...base, date: isoInstant(receivedAt), message: "Rejected: the partner's API answered 503 Service Unavailable; sent again", rows: 0, status: "error", payload });
    }
    updates.push({
      ...base,
      date: isoInstant(receivedAt + (failed ? 15 * 60_000 : 0)),
      message: batch.map((milestone) => `${milestone.code} ${MILESTONE_WORDS[milestone.code]}`).join("; "),
      rows: batch.length,
      status: "success",
      payload,
    });
    batch = [];
  };
  for (const milestone of done) {
    const first = batch[0];
    // Events within six hours of the first one the partner has not sent yet come in one update (measured from
    // the first, so that events a few hours apart never chain into a day's worth).
    if (first && at(milestone.actualAt!) - at(first.actualAt!) > 6 * HOUR) flush();
    batch.push(milestone);
  }
  flush();
  for (const exception of detail.exceptions) {
    updates.push({
      ...base,
      date: isoInstant(at(exception.at) + prng.int(5, 60) * 60_000),
      message: `Exception ${exception.type}: ${exception.text}`,
      rows: 1,
      status: "success",
      payload: JSON.stringify({ partner, trackingNumber: detail.trackingNumber, exception: { type: exception.type, text: exception.text, time: exception.at } }, null, 2),
    });
  }
  return updates;
}

let lastShipments: { seededAt: string; shipments: TrackingDetailRow[] } | undefined;

/** Every shipment with its whole detail as of `seededAt` (the last answer kept: the log is built from it). */
export function createTrackingShipments(seededAt: Date): TrackingDetailRow[] {
  if (lastShipments?.seededAt === seededAt.toISOString()) return lastShipments.shipments;
  const trackingNumbers = new Set<string>();
  const shipments = Array.from({ length: TRACKING_SHIPMENT_COUNT }, (_, index) => buildShipment(index, seededAt.getTime(), trackingNumbers));
  lastShipments = { seededAt: seededAt.toISOString(), shipments };
  return shipments;
}

/** The tracking robot's shipments as its list reads them: each shipment without its detail. */
export const TRACKING_SHIPMENTS = "edb/transport-tracking-shipments";

/** The rows of the shipments' list as of `seededAt` (TRACKING_SHIPMENTS). */
export const createTrackingRows = (seededAt: Date): TransportTrackingShipment[] => createTrackingShipments(seededAt).map(shipmentRow);

/** The tracking log: every partner update up to `seededAt`, in the order they arrived, numbered as stored. */
export function createTrackingLog(seededAt: Date): TransportTrackingLog[] {
  const until = seededAt.toISOString();
  return createTrackingShipments(seededAt)
    .flatMap((detail) => updatesOf(detail, seededAt.getTime()))
    .filter((entry) => entry.date <= until)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((entry, index) => ({ id: index + 1, ...entry }));
}

export const createTrackingData = (seededAt: Date) => ({
  shipments: createTrackingShipments(seededAt),
  logs: createTrackingLog(seededAt),
});

/** A shipment's list row: the detail without its nested lists (SPEC §3's columns). */
export function shipmentRow(detail: TrackingDetailRow): TransportTrackingShipment {
  const { milestones: _milestones, exceptions: _exceptions, routes: _routes, actualWeight: _weight, shipperFrom: _from, customerTo: _to, originOfDestination: _origin, endOfDestiny: _end, currentPosition: _position, ...row } = detail;
  return row;
}

/** The tracking partners (edb-partner), with the titles their updates come under. */
export const TRACKING_PARTNERS: readonly Omit<EdbPartner, "id">[] = [
  { title: "DHL", description: "DHL Global Forwarding: air and ocean freight, shipment tracking API", status: "A" },
  { title: "KUEHNE_NAGEL", description: "Kuehne+Nagel: sea and air logistics, KN Tracking API v2", status: "A" },
  { title: "DB_SCHENKER", description: "DB Schenker: land, air and ocean, eSchenker tracking", status: "A" },
  { title: "EXPEDITORS", description: "Expeditors International: shipment tracking web service", status: "A" },
  { title: "FEDEX", description: "FedEx: express and freight, Track API", status: "A" },
  { title: "UPS", description: "UPS Supply Chain Solutions: Tracking API", status: "A" },
  { title: "PANALPINA", description: "Panalpina: merged into DB Schenker, kept for the history of its updates", status: "I" },
];

export const seedTransportTracking = (): { api: { "edb/edb-partner": EdbPartner[] } } => ({
  api: { "edb/edb-partner": TRACKING_PARTNERS.map((partner, index) => ({ id: index + 1, ...partner })) },
});
