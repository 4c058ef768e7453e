/**
 * The HTTP contract between the browser app and its backends (SPEC §3, §7).
 * Shared by the app's clients and the demo backend so both sides agree on every shape.
 */

export type Id = number;

export interface User {
  id: Id;
  userName: string;
  profileId: Id | null;
  name: string;
  email: string;
}

/** PATCH /users/{id}: the user fields plus the chosen profile (SPEC §7). */
export interface UserProfileUpdate extends User {
  profile: { id: Id; name: string };
}

export interface Profile {
  id: Id;
  name: string;
  /** The resource a profile lands on (its home module). */
  resource: string;
  idmGroup: string;
  description: string;
  isadmin: boolean;
  /** Lower is stronger. */
  accessLevel: number;
}

export interface ProfileResource {
  id: Id;
  profileId: Id;
  resource: string;
  create: boolean;
  read: boolean;
  update: boolean;
  delete: boolean;
  /** Whether rows of this resource may be deleted at all. */
  deletable: boolean;
}

export type InformativeStatus = "published" | "draft";
export type YesNo = "yes" | "no";

export interface Informative {
  id: Id;
  title: string;
  description: string;
  status: InformativeStatus;
  createdDate: string;
  notificationDate: string;
  updateDate: string;
  publish: YesNo;
}

/** A notice a user has opened (POST /informative/view); GET /informative/unviewed/{userId} leaves these out. */
export interface InformativeView {
  id: Id;
  notificationId: Id;
  userId: Id;
  /** ISO date-time of the click. */
  viewedAt: string;
}

/** One row of GET /view-idm-group: the casbin policy lines of one IDM group, split in two text columns. */
export interface IdmGroupPolicy {
  name: string;
  stringAdapter1: string;
  stringAdapter2: string;
}

export interface ParameterSystem {
  id: Id;
  name: string;
  value: string;
}

export type SapLanguage = "PT" | "EN" | "ES" | "DE";

export interface SapImpersonateUser {
  id: Id;
  username: string;
  /** Name of the secret in the key vault that holds the password. */
  keyvault: string;
  /**
   * The secret itself: write-only (DESIGN §8). Sent by the app only when the person types a new one; no
   * response ever carries it.
   */
  value?: string;
  /** In responses, instead of the secret: whether one is stored, and when it was last set. */
  valueSet?: boolean;
  valueSetAt?: string | null;
  language: SapLanguage;
  /** The day (YYYY-MM-DD) the SAP password expires; the robots' logs warn as it nears. */
  expiresAt?: string | null;
}

/** A robot process, listed as SAP Transactions (SPEC §3). */
export interface RobotPipeline {
  id: Id;
  /** The automation's name. */
  name: string;
  description: string;
  dataFactoryPipeline: string;
  /** SAP variant. */
  variant: string;
  /** Output file. */
  output: string;
  /** SAP transaction code. */
  transactionname: string;
}

/** SPEC §4: a robot process run is waiting (in progress), then success, error (check the logs) or empty. */
export type RobotStatus = "waiting" | "success" | "error" | "empty";

/**
 * A robot process log (execution log) entry, SPEC §3. A job's POST answers 202 with its entry in status
 * waiting; the entry is then read again until its status moves on (DESIGN §9.1).
 */
export interface RobotProcessLog {
  id: Id;
  routine: string;
  /** ISO date-time the run started. */
  date: string;
  /** The run's status. */
  type: RobotStatus;
  message: string;
  rows: number;
  time: string;
  /** The robot (SAP transaction) that ran. */
  robotprocess: string;
  moduloId: Id;
  /** Joined in when read: the SAP user the robot ran as (its username, never its secret) and when that user's password expires. */
  sapUser?: string | null;
  sapUserExpiresAt?: string | null;
}

export type ShipmentStatus = "Open" | "Closed";

/** How a leg travels (DESIGN §9.3). */
export type ShipmentModal = "Air" | "Ocean" | "Road";

/** Where a shipment stands on its way, the dashboard's "by status" (DESIGN §9.3). */
export type ShipmentStage = "booked" | "inTransit" | "atDestination" | "customs" | "outForDelivery" | "delivered";

/**
 * A milestone's code in the carriers' language (DESIGN §9.3): IATA cargo status codes for air (BKD booked,
 * RCS received from shipper, MAN manifested, DEP departed, ARR arrived, RCF received from flight, CCD customs
 * cleared, NFD consignee notified, DLV delivered) and DCSA-style equipment events for ocean and road (GTIN gate
 * in, LOAD loaded, VDEP vessel departure, VARR vessel arrival, DISC discharged, GTOT gate out).
 */
export type MilestoneCode =
  | "BKD" | "RCS" | "MAN" | "DEP" | "ARR" | "RCF" | "CCD" | "NFD" | "DLV"
  | "GTIN" | "LOAD" | "VDEP" | "VARR" | "DISC" | "GTOT";

/** A place on a shipment's way: an airport (IATA code), a port (UN/LOCODE) or a site. */
export interface ShipmentPlace {
  code: string;
  name: string;
  /** ISO 3166 alpha-2. */
  country: string;
  lat: number;
  lon: number;
}

export interface ShipmentMilestone {
  code: MilestoneCode;
  /** The route leg it belongs to (1-based), for the events a multi-leg route repeats (DEP/ARR per flight). */
  leg: number;
  location: string;
  /** ISO date-times. */
  plannedAt: string;
  actualAt: string | null;
}

export type ShipmentExceptionType = "DIS" | "customsHold" | "missedConnection" | "documents" | "weather" | "capacity";

export interface ShipmentException {
  /** ISO date-time it was reported. */
  at: string;
  type: ShipmentExceptionType;
  text: string;
  /** Whether it still holds the shipment. */
  open: boolean;
}

export interface ShipmentRouteLeg {
  sequence: number;
  from: ShipmentPlace;
  to: ShipmentPlace;
  modal: ShipmentModal;
  /** Airline, shipping line or trucking company, with the flight, voyage or trip. */
  carrier: string;
  voyage: string;
  plannedDeparture: string;
  actualDeparture: string | null;
  plannedArrival: string;
  actualArrival: string | null;
}

export interface ShipmentPosition {
  lat: number;
  lon: number;
  /** Where it is, in words ("Over the Atlantic, PVG → GRU", "Viracopos - SP"). */
  label: string;
  /** ISO date-time of the position. */
  at: string;
}

/** A row of the shipments list (SPEC §3), with what the dashboard and its links filter on. */
export interface TransportTrackingShipment {
  id: Id;
  trackingNumber: string;
  status: ShipmentStatus;
  /** The logistics service provider. */
  supplier: string;
  shipper: string;
  /** Origin of the flow, e.g. "Import" or "Domestic". */
  flowType: string;
  /** ISO date-time of the last event. */
  localDate: string;
  location: string;
  message: string;
  /** Where the shipment stands (SPEC §3's shipmentsStatus). */
  shipmentsStatus: ShipmentStage;
  /** The main leg's modal. */
  modal: ShipmentModal;
  /** ISO date-times: the delivery planned at booking, and the carrier's current estimate (or the delivery). */
  plannedEta: string;
  eta: string;
  /** Hours the estimate (or the delivery) is behind the plan; 0 when on time or early. */
  lateHours: number;
  /** Whether it is late against the plan (lateHours over the tolerance of 12 hours). */
  late: boolean;
  /** Whether an exception still holds it. */
  inException: boolean;
  /** ISO date-time of the delivery, for closed shipments. */
  deliveredAt: string | null;
}

/**
 * What a shipment transports (DESIGN §9.3), as the partner's booking names it: the planners' loop makes the
 * supply of these purchase orders available on the shipment's ETA (DESIGN §9.2).
 */
export interface ShipmentCargo {
  /** Purchase orders: "4500012345" (every open item of the order) or "4500012345/00010" (that item only). */
  purchaseOrders: string[];
  /** Commercial invoices of the goods, for cargo the partner knows by its invoice only. */
  invoices: string[];
}

/** The tracking detail of one shipment (SPEC §3): the list row, its nested lists and what it carries. */
export interface TransportTrackingDetail extends TransportTrackingShipment, ShipmentCargo {
  milestones: ShipmentMilestone[];
  exceptions: ShipmentException[];
  routes: ShipmentRouteLeg[];
  /** Gross weight measured by the carrier, in kg. */
  actualWeight: number;
  shipperFrom: string;
  customerTo: string;
  /** The place the shipment left from. */
  originOfDestination: string;
  /** The final destination. */
  endOfDestiny: string;
  currentPosition: ShipmentPosition;
}

/** One tracking update received from a partner (DESIGN §9.3). */
export interface TransportTrackingLog {
  id: Id;
  /** ISO date-time it was received. */
  date: string;
  trackingNumber: string;
  shipmentId: Id;
  /** The partner's title (edb-partner). */
  partner: string;
  message: string;
  /** Events the update carried. */
  rows: number;
  status: RobotStatus;
  /** The update as the partner sent it (JSON text), shown whole on the entry's page. */
  payload: string;
}

export type PartnerStatus = "A" | "I";

/** A tracking partner (SPEC §3): title, description, status A (active) / I (inactive). */
export interface EdbPartner {
  id: Id;
  title: string;
  description: string;
  status: PartnerStatus;
}

/** A priority shipment's kind, transport, customs process and urgency flag (SPEC §3, DESIGN §9.4). */
export type PriorityShipmentType = "Production" | "Spare parts" | "Project" | "Sample";
export type PriorityShipmentModal = "Air" | "Ocean" | "Road" | "Courier";
export type PriorityShipmentProcess = "Regular" | "Express" | "Drawback" | "Temporary admission";
export type PriorityShipmentFlag = "Red" | "Yellow" | "Green";

/**
 * A priority shipment (SPEC §3): one row that three screens read (DESIGN §9.4). Dates are ISO dates
 * (YYYY-MM-DD). `duplicated`, `arrived` and `late` are the server's, computed when the rows are read;
 * `createdBy` is the signed-in user who created the row.
 */
export interface PriorityShipment {
  id: Id;
  type: PriorityShipmentType;
  whereUsed: string;
  invoiceInb: string;
  material: string;
  planner: string;
  /** Units still missing for the need once this shipment arrives (negative: more than needed). */
  gap: number;
  neededFor: string;
  qty: number;
  flag: PriorityShipmentFlag;
  invoiceDsr: string;
  hawb: string;
  process: PriorityShipmentProcess;
  glDate: string | null;
  pickupDate: string | null;
  eta: string | null;
  ata: string | null;
  edbDate: string | null;
  modal: PriorityShipmentModal;
  origin: string;
  board: string;
  /** The weekly priority meeting the shipment is discussed in. */
  meeting: string | null;
  observation: string;
  inboundComments: string;
  tradeComplianceComments: string;
  wam: string;
  eadiPointRequest: string;
  eadiPointEdbDate: string | null;
  pvdDate: string | null;
  /** Another row has the same invoice INB and material. */
  duplicated: boolean;
  /** The shipment has arrived (it has an ATA). */
  arrived: boolean;
  /** Its ETA has passed and it has not arrived. */
  late: boolean;
  createdBy: string;
}

export interface LoginRequest {
  /** Upper-cased login name before the at sign. */
  username: string;
  name: string;
  email: string;
}

export interface LoginResponse {
  access_token: string;
}

export interface MarkViewedRequest {
  notificationId: Id;
  userId: Id;
}

/** Microsoft Graph directoryObject as returned by me/transitiveMemberOf. */
export interface GraphDirectoryObject {
  "@odata.type"?: string;
  id: string;
  displayName: string | null;
}

export interface GraphPage {
  "@odata.count"?: number;
  "@odata.nextLink"?: string;
  value: GraphDirectoryObject[];
}

/** Error body the backends answer with on failure. */
export interface ErrorBody {
  message?: string | string[];
  statusCode?: number;
  errors?: Record<string, string | string[]>;
}

/**
 * Optimistic concurrency (DESIGN §8): a record that carries an update date is saved with the one it was read
 * with, as an entity tag in If-Match; the backend refuses with 409 when the record changed since. The update
 * date is `updateDate`, or `changeDate` where SPEC §3 names it so (transit time).
 */
export const VERSION_HEADER = "If-Match";

export function recordVersion(row: Record<string, unknown> | undefined): string | undefined {
  const version = row?.updateDate ?? row?.changeDate;
  return typeof version === "string" && version !== "" ? version : undefined;
}

export const versionTag = (version: string): string => `"${version}"`;

/** The body of a 409 for a record changed since it was read: who changed it and when, when known. */
export interface ConflictBody extends ErrorBody {
  changedBy?: string;
  changedAt?: string;
}

/** Non-CRUD endpoint paths, relative to the default backend's base URL. */
export const endpoints = {
  login: "/auth/login",
  users: "/users",
  user: (id: Id) => `/users/${id}`,
  profiles: "/users-profile",
  idmGroup: "/view-idm-group",
  unviewed: (userId: Id) => `/informative/unviewed/${userId}`,
  markViewed: "/informative/view",
  parameterSystem: "/parameter-system",
  shipments: "/edb/transport-tracking-shipments",
} as const;

/** Graph path relative to the Graph base URL (e.g. https://graph.microsoft.com/v1.0). */
export const graphMemberOfPath = "/me/transitiveMemberOf";

/** The nestjsx-style filter the backend expects for exact lookups: field||$eq||value. */
export const eqFilter = (field: string, value: string) => `${field}||$eq||${value}`;

/** The parameter-system row that sets the home dashboard window in days. */
export const FILTER_DAYS_PARAMETER = "filterDays";

/** The parameter-system row that caps an uploaded Excel file, in MB (DESIGN §9.1; 20 when not set). */
export const UPLOAD_MAX_MB_PARAMETER = "uploadMaxMb";

/**
 * The largest `uploadMaxMb` a person may set: the file is read in the browser (DESIGN §9.1), and a template
 * sheet at Excel's row limit is far below it.
 */
export const MAX_UPLOAD_MB = 100;

/**
 * The parameter-system row that holds the days customs clearance and handling take after a shipment's ETA
 * before its goods can be used (DESIGN §9.2: supply that travels in a tracked shipment).
 */
export const CUSTOMS_HANDLING_DAYS_PARAMETER = "customsHandlingDays";
/** Those days when the row is absent or not a whole number of days. */
export const DEFAULT_CUSTOMS_HANDLING_DAYS = 3;
/** The most days the parameter may hold (a backend refuses more when it is saved). */
export const MAX_CUSTOMS_HANDLING_DAYS = 60;

/**
 * A lead time (SPEC §3). transitTime, totalLeadTime and vendorCountry are the server's, computed when read
 * from the transit-time table (by modal and the vendor's country): total = vendor lead time + transit time.
 */
export interface LeadTime {
  id: Id;
  vendor: string;
  material: string;
  plant: string;
  modal: string;
  mrpController: string;
  plannerDescription: string;
  vendorDescription: string;
  /** Days. */
  vendorLeadTime: number;
  modeOfTransport: string;
  transitTime: number | null;
  totalLeadTime: number | null;
  vendorCountry: string | null;
}

/**
 * The "Lead time upload" template's calls, below this path (the planning uploads' shapes, src/api/planning.ts
 * planningEndpoints): GET /template, GET and POST /uploads, GET /uploads/{id}/file and /uploads/{id}/lines.
 * An upload's lines create or update the lead time of their vendor, material, plant and modal.
 */
export const LEAD_TIME_UPLOAD_PATH = "/edb/lead-time-upload";

/** GET /edb/lead-time-transit?vendor=&modal=: the transit time a lead time of that vendor and modal takes. */
export const LEAD_TIME_TRANSIT_PATH = "/edb/lead-time-transit";
export interface LeadTimeTransit {
  vendor: string;
  modal: string;
  countryCode: string;
  country: string;
  transitTime: number;
}
