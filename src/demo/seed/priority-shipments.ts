/**
 * Priority shipments (SPEC §3, DESIGN §9.4): the lines planners escalate to the weekly priority meeting, the
 * last six meetings and the next one. Each line is a component on its way to a Brazilian plant by air, sea,
 * road or courier, with its invoice, AWB or bill of lading, pickup, ETA and (once it arrived) ATA; the
 * trade-compliance desk's comments and bonded-warehouse (EADI) requests sit on the same rows. A few lines
 * repeat an invoice and material on purpose: the server flags them as duplicated when the rows are read.
 * Deterministic for a seed time; every date is relative to it.
 */
import type {
  PriorityShipment,
  PriorityShipmentFlag,
  PriorityShipmentModal,
  PriorityShipmentProcess,
  PriorityShipmentType,
} from "../../api/contract";
import { PRIORITY_SHIPMENTS } from "../../domain/priority-shipments";
import { mulberry32, type Prng } from "../prng";
import { weighted } from "../planning/sap-master";

const DAY = 24 * 60 * 60 * 1000;
const SEED = 20251104;
/** Lines per meeting, before the repeats. */
const LINES_PER_MEETING = 22;
const PAST_MEETINGS = 6;

/** What the server computes on read is not stored (src/demo/views.ts). */
export type StoredPriorityShipment = Omit<PriorityShipment, "duplicated" | "arrived" | "late">;

const COMPONENTS: readonly (readonly [string, string])[] = [
  ["RDH 102 45/1", "SFP+ TRANSCEIVER 10G LR"],
  ["RDH 102 47/2", "SFP28 TRANSCEIVER 25G SR"],
  ["RYN 901 03/3", "FILTER CAVITY N78 3500"],
  ["RYN 901 11/1", "FILTER CAVITY B28 700"],
  ["ROA 128 1612/1", "PCB ASSY TRX BOARD"],
  ["ROA 128 1644/2", "PCB ASSY BASEBAND 12L"],
  ["RFD 212 08/1", "FPGA ZYNQ ULTRASCALE"],
  ["RFD 212 14/1", "FPGA AGILEX 7"],
  ["RFB 503 210/1", "POWER MODULE 48V 1200W"],
  ["RKS 704 33/1", "LNA MODULE N78"],
  ["RPM 777 519/01200", "CABLE ASSY CPRI FIBER 3M"],
  ["RNH 944 12/4", "RF CONNECTOR 4.3-10 MALE"],
  ["SXA 108 19/1", "FAN UNIT TRAY 3X80MM"],
  ["RYG 601 02/1", "OSCILLATOR OCXO 10MHZ"],
  ["KRC 161 700/1", "RADIO 4415 B3 (spare)"],
  ["KDU 137 848/11", "BASEBAND 6648 (spare)"],
];

const WHERE_USED = ["RADIO 4415 B3", "AIR 6449 B78", "BASEBAND 6630", "RADIO 4480 B40", "ROUTER 6672", "MINI-LINK 6352", "AIR 3268 B78"];
const NEEDED_FOR = [
  "VIVO 5G rollout - FA-01",
  "CLARO 700 MHz swap - FA-02",
  "TIM N78 expansion - SMT-01",
  "OI transport upgrade - BOX-01",
  "ALGAR rural coverage - FA-01",
  "Field repair stock - Sao Paulo",
  "BRISANET fibre backhaul - SMT-02",
];
const BOARDS = ["TRX BOARD", "PA BOARD", "BASEBAND 12L", "BACKPLANE", "POWER BOARD", "—"];
const PLANNERS = ["Mariana Costa", "Fernanda Ribeiro", "Bruno Lima", "Rafael Oliveira"];
const CREATORS = ["MARIANA.COSTA", "FERNANDA.RIBEIRO", "RAFAEL.OLIVEIRA", "JULIANA.PEREIRA"];
const ORIGINS: readonly (readonly [string, PriorityShipmentModal[]])[] = [
  ["Shenzhen - CN", ["Air", "Ocean", "Courier"]],
  ["Shanghai - CN", ["Air", "Ocean"]],
  ["Stockholm - SE", ["Air", "Courier"]],
  ["Nuremberg - DE", ["Air", "Courier"]],
  ["Memphis - US", ["Air", "Courier"]],
  ["Tijuana - MX", ["Air", "Road"]],
  ["Suwon - KR", ["Air", "Ocean"]],
  ["Sorocaba - BR", ["Road"]],
  ["Buenos Aires - AR", ["Road"]],
];

const TYPES: readonly (readonly [PriorityShipmentType, number])[] = [
  ["Production", 50],
  ["Spare parts", 25],
  ["Project", 15],
  ["Sample", 10],
];
const PROCESSES: readonly (readonly [PriorityShipmentProcess, number])[] = [
  ["Regular", 55],
  ["Express", 25],
  ["Drawback", 12],
  ["Temporary admission", 8],
];
const FLAGS: readonly (readonly [PriorityShipmentFlag, number])[] = [
  ["Red", 25],
  ["Yellow", 40],
  ["Green", 35],
];
/** Door-to-door days by modal: least, most. */
const TRANSIT: Record<PriorityShipmentModal, readonly [number, number]> = {
  Air: [3, 7],
  Courier: [2, 5],
  Ocean: [24, 38],
  Road: [4, 10],
};

const OBSERVATIONS = [
  "Line stop risk if not received by the EDB date.",
  "Partial shipment; balance on the next flight.",
  "Supplier confirmed pickup by phone.",
  "Replaces a lot held at incoming inspection.",
  "",
  "",
];
const INBOUND_COMMENTS = [
  "Booked on the first available flight.",
  "Forwarder asked for pre-alert documents.",
  "Awaiting the supplier's packing list.",
  "Cargo at origin hub, connection confirmed.",
  "Arrived at the bonded warehouse.",
  "",
];
const COMPLIANCE_COMMENTS = [
  "Import licence (LI) granted.",
  "NCM classification checked: 8517.62.77.",
  "Awaiting the commercial invoice signed by the supplier.",
  "Red channel: physical inspection scheduled.",
  "Ex-tariff benefit applied.",
  "",
  "",
];

const isoDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const digits = (prng: Prng, count: number) => Array.from({ length: count }, () => prng.int(0, 9)).join("");

function waybill(prng: Prng, modal: PriorityShipmentModal): string {
  switch (modal) {
    case "Air":
      return `${prng.pick(["176", "045", "057", "020"])}-${digits(prng, 8)}`;
    case "Courier":
      return prng.chance(0.5) ? `1Z${digits(prng, 6)}${prng.pick(["04", "66", "A1"])}${digits(prng, 8)}` : digits(prng, 10);
    case "Ocean":
      return `${prng.pick(["MSCU", "MAEU", "COSU", "HLCU"])}${digits(prng, 7)}`;
    case "Road":
      return `CRT-BR-${digits(prng, 6)}`;
  }
}

/** The meetings: weekly, on Thursdays, the last PAST_MEETINGS and the next one. */
function meetingDays(now: Date): number[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const untilThursday = (4 - new Date(today).getUTCDay() + 7) % 7;
  const next = today + untilThursday * DAY;
  return Array.from({ length: PAST_MEETINGS + 1 }, (_, index) => next - (PAST_MEETINGS - index) * 7 * DAY);
}

function line(prng: Prng, id: number, meeting: number, now: Date): StoredPriorityShipment {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const [origin, modals] = prng.pick(ORIGINS);
  const modal = prng.pick(modals);
  const [material] = prng.pick(COMPONENTS);
  const type = weighted(prng, TYPES);
  const [least, most] = TRANSIT[modal];
  // Picked up before the meeting that escalated it; expected after the door-to-door time.
  const pickup = meeting - prng.int(2, modal === "Ocean" ? 30 : 12) * DAY;
  const eta = pickup + prng.int(least, most) * DAY;
  // What was due has mostly arrived, a day or two either side; some are late and still on their way.
  const due = eta <= today;
  const arrivedAt = due && prng.chance(0.8) ? Math.max(pickup, eta + prng.int(-1, 3) * DAY) : null;
  const ata = arrivedAt !== null && arrivedAt <= today ? arrivedAt : null;
  const qty = type === "Sample" ? prng.int(1, 10) : prng.int(2, 80) * (modal === "Ocean" ? 10 : 1);
  const bonded = (modal === "Air" || modal === "Ocean") && prng.chance(0.3);
  return {
    id,
    type,
    whereUsed: prng.pick(WHERE_USED),
    invoiceInb: `INB${digits(prng, 8)}`,
    material,
    planner: prng.pick(PLANNERS),
    gap: prng.chance(0.2) ? -prng.int(1, 10) : prng.int(0, Math.max(1, Math.round(qty / 2))),
    neededFor: prng.pick(NEEDED_FOR),
    qty,
    flag: weighted(prng, FLAGS),
    invoiceDsr: `DSR-${digits(prng, 6)}`,
    hawb: waybill(prng, modal),
    process: weighted(prng, PROCESSES),
    glDate: ata !== null && ata + 2 * DAY <= today ? isoDay(ata + prng.int(1, 2) * DAY) : null,
    pickupDate: isoDay(pickup),
    eta: isoDay(eta),
    ata: ata === null ? null : isoDay(ata),
    edbDate: isoDay(eta + prng.int(2, 7) * DAY),
    modal,
    origin,
    board: prng.pick(BOARDS),
    meeting: isoDay(meeting),
    observation: prng.pick(OBSERVATIONS),
    inboundComments: prng.pick(INBOUND_COMMENTS),
    tradeComplianceComments: prng.pick(COMPLIANCE_COMMENTS),
    wam: prng.chance(0.6) ? `WAM-${digits(prng, 5)}` : "",
    eadiPointRequest: bonded ? `EADI-${new Date(meeting).getUTCFullYear()}-${digits(prng, 4)}` : "",
    eadiPointEdbDate: bonded ? isoDay(eta + prng.int(1, 3) * DAY) : null,
    pvdDate: prng.chance(0.4) ? isoDay(eta + prng.int(0, 4) * DAY) : null,
    createdBy: prng.pick(CREATORS),
  };
}

/** The seeded lines, oldest meeting first; every eleventh line repeats an earlier invoice and material. */
export function createPriorityShipments(now: Date): StoredPriorityShipment[] {
  const prng = mulberry32(SEED);
  const rows: StoredPriorityShipment[] = [];
  for (const meeting of meetingDays(now)) {
    for (let index = 0; index < LINES_PER_MEETING; index += 1) {
      const row = line(prng, rows.length + 1, meeting, now);
      const repeated = rows.length > 10 && rows.length % 11 === 0 ? rows[rows.length - prng.int(3, 10)] : undefined;
      rows.push(repeated ? { ...row, invoiceInb: repeated.invoiceInb, material: repeated.material } : row);
    }
  }
  return rows;
}

export const seedPriorityShipments = (now: Date): { api: Record<typeof PRIORITY_SHIPMENTS, StoredPriorityShipment[]> } => ({
  api: { [PRIORITY_SHIPMENTS]: createPriorityShipments(now) },
});
