/**
 * The deterministic demo content: a Brazilian telecom supply chain. Every date is relative to `now`, so the
 * dashboards look alive whenever the demo is seeded, and the same `now` always yields the same data.
 */
import type {
  Id,
  Informative,
  InformativeView,
  ParameterSystem,
  Profile,
  ProfileResource,
  ShipmentStatus,
  TransportTrackingShipment,
  User,
} from "../api/contract";
import { FILTER_DAYS_PARAMETER, type RobotPipeline, type SapImpersonateUser } from "../api/contract";
import { mulberry32, type Prng } from "./prng";
import { seedModules } from "./seed-modules";
import { maintenanceResourceNames } from "../domain/resource-names";

/** The seeded collections of the default backend, keyed by API path without the leading slash. */
export interface DemoCollections {
  users: User[];
  "users-profile": Profile[];
  "user-profile-resource": ProfileResource[];
  informative: Informative[];
  "informative-view": InformativeView[];
  "parameter-system": ParameterSystem[];
  "edb/transport-tracking-shipments": TransportTrackingShipment[];
  "sap-impersonate-users": SapImpersonateUser[];
  "robot-pipeline": RobotPipeline[];
}

export interface DemoData {
  /** ISO date-time the data is relative to. */
  seededAt: string;
  collections: DemoCollections;
  /** Collections of the EFA backend, keyed by API path (its resources drop the "efa/" prefix). */
  efaCollections: Record<string, { id: Id }[]>;
}

const SEED = 20240611;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const PROFILE_IDS = { administrator: 1, supplyPlanner: 2, logisticsAnalyst: 3, viewer: 4 } as const;

/** The resource identifiers the first demo database granted (the registry's access objects of that time). */
const FOUNDATION_RESOURCE_IDS = [
  "main",
  "informative",
  "users-profile",
  "sap-impersonate-users",
  "user-profile-resource",
  "parameter-system",
  "robot-pipeline",
  "edb/transport-tracking-shipments",
  "edb/priority-shipments",
  "edb/edb-partner",
  "edb/lead-time-maintenance",
  "edb/robot-process-log",
  "efa/robot-process-log",
] as const;

/**
 * The Maintenance screens of issue 5. Their rows come after every foundation row, so adding them to a stored
 * database that predates them renumbers nothing, and an untouched one ends up as a fresh seed would be
 * (src/demo/migrations.ts).
 */
export const MAINTENANCE_RESOURCE_IDS = maintenanceResourceNames;

/** Every resource identifier a seeded profile-resource row names, in seeding order. */
export const PROFILE_RESOURCE_IDS = [...FOUNDATION_RESOURCE_IDS, ...MAINTENANCE_RESOURCE_IDS] as const;
type ResourceId = (typeof PROFILE_RESOURCE_IDS)[number];

/** Rows of these resources may never be deleted, whatever a profile's delete flag says. */
const UNDELETABLE_RESOURCES: readonly ResourceId[] = ["main", "users-profile"];

function createProfiles(): Profile[] {
  return [
    {
      id: PROFILE_IDS.administrator,
      name: "Administrator",
      resource: "main",
      idmGroup: "SCM Administrators",
      description: "Full access to every module, including system administration and user profiles.",
      isadmin: true,
      accessLevel: 0,
    },
    {
      id: PROFILE_IDS.supplyPlanner,
      name: "Supply Planner",
      resource: "edb",
      idmGroup: "SCM Planners",
      description:
        "Maintains EDB planning data: priority shipments, partners, lead times and transport tracking.",
      isadmin: false,
      accessLevel: 2,
    },
    {
      id: PROFILE_IDS.logisticsAnalyst,
      name: "Logistics Analyst",
      resource: "edb",
      idmGroup: "SCM Logistics",
      description: "Follows inbound logistics: transport tracking shipments and priority shipments.",
      isadmin: false,
      accessLevel: 3,
    },
    {
      id: PROFILE_IDS.viewer,
      name: "Viewer",
      resource: "main",
      idmGroup: "SCM Viewers",
      description: "Read-only access to dashboards, notices and EDB data.",
      isadmin: false,
      accessLevel: 5,
    },
  ];
}

interface Grant {
  read?: boolean;
  create?: boolean;
  update?: boolean;
  delete?: boolean;
}

const FULL: Grant = { read: true, create: true, update: true, delete: true };
const READ: Grant = { read: true };
const WRITE: Grant = { read: true, create: true, update: true };
/** For screens that only edit rows the SAP downloads or the seed created: nothing to create or delete. */
const MAINTAIN: Grant = { read: true, update: true };
const NONE: Grant = {};

type GrantedProfile = Exclude<keyof typeof PROFILE_IDS, "administrator">;

const GRANTS: Record<GrantedProfile, Record<ResourceId, Grant>> = {
  supplyPlanner: {
    main: READ,
    informative: READ,
    "users-profile": NONE,
    "sap-impersonate-users": NONE,
    "user-profile-resource": NONE,
    "parameter-system": READ,
    "robot-pipeline": READ,
    "edb/transport-tracking-shipments": WRITE,
    "edb/priority-shipments": WRITE,
    "edb/edb-partner": FULL,
    "edb/lead-time-maintenance": WRITE,
    "edb/robot-process-log": WRITE,
    "efa/robot-process-log": READ,
    // Planners run the planning data: schedules, calculation rules, templates and master data.
    "transport-tracking/robot-schedule-config": MAINTAIN,
    // Partner credentials and cloud-secret names belong to the integration team: planners only look.
    "transport-tracking/parameter-transport-tracking": READ,
    "edb/sys-roles": MAINTAIN,
    "edb/robot-schedule-config": MAINTAIN,
    "edb/configurable-template": MAINTAIN,
    "edb/edb-products-configuration": MAINTAIN,
    "ctb/robot-schedule-config": MAINTAIN,
    "ctb/configurable-template": MAINTAIN,
    "edb/edb-mrp-controller": MAINTAIN,
    "edb/edb-transit-time": MAINTAIN,
    "edb/country-list": MAINTAIN,
    "efa/robot-schedule-config": MAINTAIN,
    "efa/master-data": MAINTAIN,
    "efa/configurable-template": MAINTAIN,
  },
  logisticsAnalyst: {
    main: READ,
    informative: READ,
    "users-profile": NONE,
    "sap-impersonate-users": NONE,
    "user-profile-resource": NONE,
    "parameter-system": READ,
    "robot-pipeline": READ,
    "edb/transport-tracking-shipments": FULL,
    "edb/priority-shipments": WRITE,
    "edb/edb-partner": READ,
    "edb/lead-time-maintenance": READ,
    "edb/robot-process-log": READ,
    "efa/robot-process-log": READ,
    // Logistics owns the tracking downloads and transit times; the planning screens are not theirs.
    "transport-tracking/robot-schedule-config": MAINTAIN,
    "transport-tracking/parameter-transport-tracking": READ,
    "edb/sys-roles": NONE,
    "edb/robot-schedule-config": NONE,
    "edb/configurable-template": NONE,
    "edb/edb-products-configuration": NONE,
    "ctb/robot-schedule-config": NONE,
    "ctb/configurable-template": NONE,
    "edb/edb-mrp-controller": READ,
    "edb/edb-transit-time": MAINTAIN,
    "edb/country-list": READ,
    "efa/robot-schedule-config": NONE,
    "efa/master-data": NONE,
    "efa/configurable-template": NONE,
  },
  viewer: {
    main: READ,
    informative: READ,
    "users-profile": NONE,
    "sap-impersonate-users": NONE,
    "user-profile-resource": NONE,
    "parameter-system": READ,
    "robot-pipeline": READ,
    "edb/transport-tracking-shipments": READ,
    "edb/priority-shipments": READ,
    "edb/edb-partner": READ,
    "edb/lead-time-maintenance": READ,
    "edb/robot-process-log": READ,
    "efa/robot-process-log": NONE,
    "transport-tracking/robot-schedule-config": READ,
    // Partner integration settings (secret names, endpoints) are no business of read-only staff.
    "transport-tracking/parameter-transport-tracking": NONE,
    "edb/sys-roles": READ,
    "edb/robot-schedule-config": READ,
    "edb/configurable-template": READ,
    "edb/edb-products-configuration": READ,
    "ctb/robot-schedule-config": READ,
    "ctb/configurable-template": READ,
    "edb/edb-mrp-controller": READ,
    "edb/edb-transit-time": READ,
    "edb/country-list": READ,
    "efa/robot-schedule-config": READ,
    "efa/master-data": READ,
    "efa/configurable-template": READ,
  },
};

function createProfileResources(): ProfileResource[] {
  const rows: ProfileResource[] = [];
  const add = (profileId: Id, resource: ResourceId, grant: Grant) =>
    rows.push({
      id: rows.length + 1,
      profileId,
      resource,
      create: grant.create ?? false,
      read: grant.read ?? false,
      update: grant.update ?? false,
      delete: grant.delete ?? false,
      deletable: !UNDELETABLE_RESOURCES.includes(resource),
    });
  for (const batch of [FOUNDATION_RESOURCE_IDS, MAINTENANCE_RESOURCE_IDS]) {
    for (const resource of batch) add(PROFILE_IDS.administrator, resource, FULL);
    for (const key of ["supplyPlanner", "logisticsAnalyst", "viewer"] as const) {
      for (const resource of batch) add(PROFILE_IDS[key], resource, GRANTS[key][resource]);
    }
  }
  return rows;
}

function createUsers(): User[] {
  const staff: [string, string, Id | null][] = [
    // The four demo accounts. PLANNER starts on a profile other than the one the sign-in will pick, so its
    // first sign-in exercises PATCH /users/{id}; ADMIN is a returning user whose profile is unchanged.
    ["admin", "Ana Souza", PROFILE_IDS.administrator],
    ["planner", "Bruno Lima", PROFILE_IDS.viewer],
    ["viewer", "Carla Mendes", PROFILE_IDS.viewer],
    ["noprofile", "Diego Rocha", null],
    ["mariana.costa", "Mariana Costa", PROFILE_IDS.supplyPlanner],
    ["rafael.oliveira", "Rafael Oliveira", PROFILE_IDS.logisticsAnalyst],
    ["juliana.pereira", "Juliana Pereira", PROFILE_IDS.logisticsAnalyst],
    ["thiago.almeida", "Thiago Almeida", PROFILE_IDS.viewer],
    ["fernanda.ribeiro", "Fernanda Ribeiro", PROFILE_IDS.supplyPlanner],
    ["lucas.martins", "Lucas Martins", PROFILE_IDS.administrator],
  ];
  return staff.map(([login, name, profileId], index) => ({
    id: index + 1,
    userName: login.toUpperCase(),
    profileId,
    name,
    email: `${login}@scm-demo.com`,
  }));
}

function createInformatives(now: number): Informative[] {
  const at = (daysAgo: number, hour = 0) => new Date(now - daysAgo * DAY + hour * HOUR).toISOString();
  const notices: Omit<Informative, "id">[] = [
    {
      title: "SAP maintenance window on Saturday",
      description:
        "SAP ECC will be unavailable on Saturday from 22:00 to 04:00 (BRT) for kernel patching. Manual and automatic syncs scheduled in this window run once the system is back.",
      status: "published",
      createdDate: at(3),
      notificationDate: at(2),
      updateDate: at(2),
      publish: "yes",
    },
    {
      title: "New CTB template version 3.2",
      description:
        "The CTB upload template is now version 3.2: the Needed For column is mandatory. Notes pasted from e-mail may carry <b>HTML-looking</b> markup; it is kept exactly as typed.",
      status: "published",
      createdDate: at(6),
      notificationDate: at(5),
      updateDate: at(5),
      publish: "yes",
    },
    {
      title: "Transport tracking: Kuehne+Nagel onboarded",
      description:
        "Kuehne+Nagel shipments are now tracked automatically. Their tracking numbers appear on the Transport Tracking dashboard within two hours of pickup.",
      status: "published",
      createdDate: at(2),
      notificationDate: at(1),
      updateDate: at(1),
      publish: "yes",
    },
    {
      title: "Quarterly lead time review",
      description:
        "Planners: please review vendor lead times in Lead Time Maintenance by the end of the month. Air import transit times to Viracopos - SP were updated.",
      status: "published",
      createdDate: at(9),
      notificationDate: at(8),
      updateDate: at(8),
      publish: "yes",
    },
    {
      title: "Holiday schedule for SAP downloads",
      description:
        "Automatic SAP downloads will run once a day during the year-end holidays. Draft: waiting for confirmation from the SAP basis team.",
      status: "draft",
      createdDate: at(4),
      notificationDate: at(-10),
      updateDate: at(4),
      publish: "no",
    },
    {
      title: "Material Capability: MRP based simulation",
      description:
        "A new simulation variant based on MD06 (MRP) will be available on the Material Capability screen. Draft for the release notes.",
      status: "draft",
      createdDate: at(12),
      notificationDate: at(-5),
      updateDate: at(7),
      publish: "no",
    },
    {
      title: "Priority shipments meeting moved to Thursday",
      description:
        "The weekly priority shipments meeting with trade compliance now happens on Thursdays at 10:00.",
      status: "published",
      createdDate: at(25),
      notificationDate: at(24),
      updateDate: at(20),
      publish: "no",
    },
  ];
  return notices.map((notice, index) => ({ id: index + 1, ...notice }));
}

function createParameters(): ParameterSystem[] {
  const parameters: [string, string][] = [
    [FILTER_DAYS_PARAMETER, "30"],
    ["sapSyncTimeoutMinutes", "45"],
    ["supportMailbox", "scm-support@scm-demo.com"],
    ["ctbHorizonWeeks", "12"],
    ["defaultPlant", "BR10"],
    ["uploadMaxSizeMb", "10"],
    ["robotRetryCount", "3"],
  ];
  return parameters.map(([name, value], index) => ({ id: index + 1, name, value }));
}

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

function createSapUsers(): SapImpersonateUser[] {
  const rows: Omit<SapImpersonateUser, "id">[] = [
    { username: "RFC_SCM_EDB", keyvault: "kv-scm-sap-rfc-edb", value: "Edb#2026-Rfc!", language: "PT" },
    { username: "RFC_SCM_EFA", keyvault: "kv-scm-sap-rfc-efa", value: "Efa#2026-Rfc!", language: "PT" },
    { username: "RFC_SCM_CTB", keyvault: "kv-scm-sap-rfc-ctb", value: "Ctb#2026-Rfc!", language: "EN" },
    { username: "BATCH_MRP", keyvault: "kv-scm-sap-batch-mrp", value: "Mrp$Batch-7731", language: "EN" },
    { username: "BATCH_TRACK", keyvault: "kv-scm-sap-batch-track", value: "Trk$Batch-0192", language: "PT" },
  ];
  return rows.map((row, index) => ({ id: index + 1, ...row }));
}

function createRobotPipelines(): RobotPipeline[] {
  const rows: Omit<RobotPipeline, "id">[] = [
    { name: "ZMARD stock download", description: "Plant stock by storage location for material capability.", dataFactoryPipeline: "pl_sap_zmard_download", variant: "SCM_ZMARD_BR", output: "zmard_stock.xlsx", transactionname: "ZMARD" },
    { name: "Open purchase orders (ZPOVIS)", description: "Open purchase order lines with confirmed dates.", dataFactoryPipeline: "pl_sap_zpovis_download", variant: "SCM_ZPOVIS", output: "zpovis_open_po.xlsx", transactionname: "ZPOVIS" },
    { name: "MRP list (MD06)", description: "MRP list per MRP controller for the MRP-based simulation.", dataFactoryPipeline: "pl_sap_md06_download", variant: "SCM_MD06_ALL", output: "md06_mrp_list.xlsx", transactionname: "MD06" },
    { name: "Orders booked", description: "Sales orders booked, input of the purchase-order simulation.", dataFactoryPipeline: "pl_sap_va05_orders", variant: "SCM_VA05_BOOK", output: "orders_booked.xlsx", transactionname: "VA05" },
    { name: "Material master (MM60)", description: "Material master data for EFA master data refresh.", dataFactoryPipeline: "pl_sap_mm60_master", variant: "SCM_MM60_EFA", output: "material_master.xlsx", transactionname: "MM60" },
    { name: "Inbound deliveries (VL06I)", description: "Inbound deliveries for priority shipments.", dataFactoryPipeline: "pl_sap_vl06i_inbound", variant: "SCM_VL06I", output: "inbound_deliveries.xlsx", transactionname: "VL06I" },
    { name: "Purchasing info records (ME1M)", description: "Vendor lead times for lead time maintenance.", dataFactoryPipeline: "pl_sap_me1m_inforecords", variant: "SCM_ME1M_LT", output: "info_records.xlsx", transactionname: "ME1M" },
    { name: "Stock in transit (MB5T)", description: "Stock in transit between plants for transport tracking.", dataFactoryPipeline: "pl_sap_mb5t_transit", variant: "SCM_MB5T", output: "stock_in_transit.xlsx", transactionname: "MB5T" },
  ];
  return rows.map((row, index) => ({ id: index + 1, ...row }));
}

export function createSeed(now: Date): DemoData {
  const time = now.getTime();
  const prng = mulberry32(SEED);
  return {
    seededAt: now.toISOString(),
    collections: {
      users: createUsers(),
      "users-profile": createProfiles(),
      "user-profile-resource": createProfileResources(),
      informative: createInformatives(time),
      "informative-view": [],
      "parameter-system": createParameters(),
      "edb/transport-tracking-shipments": createShipments(time, prng),
      "sap-impersonate-users": createSapUsers(),
      "robot-pipeline": createRobotPipelines(),
      ...Object.assign({}, ...seedModules.map((module) => module(now).api ?? {})),
    },
    efaCollections: Object.assign({}, ...seedModules.map((module) => module(now).efa ?? {})),
  };
}
