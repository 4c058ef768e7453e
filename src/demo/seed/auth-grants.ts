/**
 * Which screens each seeded profile may use: the resource identifiers the profile-resource rows name, and
 * the grant of every profile on each (SPEC §6). Kept apart from the users and profiles themselves because the
 * stored-database upgrades (src/demo/store/migrations.ts) need the identifiers without the rows.
 */
import {
  inboxResourceNames,
  maintenanceResourceNames,
  planningResourceNames,
  priorityResourceNames,
  trackingResourceNames,
} from "../../domain/resource-names";

export const PROFILE_IDS = { administrator: 1, supplyPlanner: 2, logisticsAnalyst: 3, viewer: 4, tradeCompliance: 5 } as const;

/** The resource identifiers the first demo database granted (the registry's access objects of that time). */
export const FOUNDATION_RESOURCE_IDS = [
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
 * The Maintenance screens (SPEC §2). Their rows come after every foundation row, so adding them to a stored
 * database that predates them renumbers nothing, and an untouched one ends up as a fresh seed would be
 * (src/demo/store/migrations.ts).
 */
export const MAINTENANCE_RESOURCE_IDS = maintenanceResourceNames;

/** The planners' loop (DESIGN §9.2): after the Maintenance rows, for the same reason. */
export const PLANNING_RESOURCE_IDS = planningResourceNames;

/** Transport tracking's dashboard and log (DESIGN §9.3): after the planning rows, for the same reason. */
export const TRACKING_RESOURCE_IDS = trackingResourceNames;

/** Trade compliance and the priority meeting's board (DESIGN §9.4): after the tracking rows, for the same reason. */
export const PRIORITY_RESOURCE_IDS = priorityResourceNames;

/**
 * The exception inbox (DESIGN §9): its rows follow even trade compliance's, every profile's in profile
 * order, so adding them renumbers nothing (createProfileResources).
 */
export const INBOX_RESOURCE_IDS = inboxResourceNames;

/** The batches of resource identifiers, in seeding order: each batch's rows follow the previous batch's. */
export const RESOURCE_ID_BATCHES = [
  FOUNDATION_RESOURCE_IDS,
  MAINTENANCE_RESOURCE_IDS,
  PLANNING_RESOURCE_IDS,
  TRACKING_RESOURCE_IDS,
  PRIORITY_RESOURCE_IDS,
] as const;

/** Every resource identifier a seeded profile-resource row names, in seeding order. */
export const PROFILE_RESOURCE_IDS = [
  ...FOUNDATION_RESOURCE_IDS,
  ...MAINTENANCE_RESOURCE_IDS,
  ...PLANNING_RESOURCE_IDS,
  ...TRACKING_RESOURCE_IDS,
  ...PRIORITY_RESOURCE_IDS,
  ...INBOX_RESOURCE_IDS,
] as const;
export type ResourceId = (typeof PROFILE_RESOURCE_IDS)[number];

/** Rows of these resources may never be deleted, whatever a profile's delete flag says. */
export const UNDELETABLE_RESOURCES: readonly ResourceId[] = ["main", "users-profile"];

export interface Grant {
  read?: boolean;
  create?: boolean;
  update?: boolean;
  delete?: boolean;
}

export const FULL: Grant = { read: true, create: true, update: true, delete: true };
const READ: Grant = { read: true };
const WRITE: Grant = { read: true, create: true, update: true };
/** For screens that only edit rows the SAP downloads or the seed created: nothing to create or delete. */
const MAINTAIN: Grant = { read: true, update: true };
const NONE: Grant = {};

type GrantedProfile = Exclude<keyof typeof PROFILE_IDS, "administrator">;

/** Trade compliance reads what it needs to follow an import and edits its own fields only (DESIGN §9.4). */
const TRADE_COMPLIANCE_GRANTS: Partial<Record<ResourceId, Grant>> = {
  main: READ,
  inbox: READ,
  informative: READ,
  "parameter-system": READ,
  "edb/priority-shipments": READ,
  "edb/trade-compliance": MAINTAIN,
  "edb/priority-shipments-display": READ,
  "edb/transport-tracking-home": READ,
  "edb/transport-tracking-shipments": READ,
  "edb/lead-time-maintenance": READ,
  "edb/robot-process-log": READ,
};


export const GRANTS: Record<GrantedProfile, Record<ResourceId, Grant>> = {
  supplyPlanner: {
    main: READ,
    // Everyone sees the trouble of the screens they may list (the items are filtered per resource).
    inbox: READ,
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
    // Planners run the whole loop of EDB and CTB (sync, upload, simulate); EFA's belongs to its own team.
    "edb/upload-of-template-material-capability": WRITE,
    "material-capability/components-availability": READ,
    "material-capability/upload-of-template": WRITE,
    "material-capability/download-result": READ,
    "ctb/ctb_upload": WRITE,
    "ctb/ctb_result": READ,
    "efa/upload-of-template": READ,
    "efa/components-availability": READ,
    "efa/download-result": READ,
    "efa/reports": READ,
    "edb/transport-tracking-home": READ,
    "edb/transport-tracking-shipments-log": READ,
    // Everyone who follows priority shipments reads trade compliance's work and the meeting's board.
    "edb/trade-compliance": READ,
    "edb/priority-shipments-display": READ,
  },
  logisticsAnalyst: {
    main: READ,
    inbox: READ,
    informative: READ,
    "users-profile": NONE,
    "sap-impersonate-users": NONE,
    "user-profile-resource": NONE,
    "parameter-system": READ,
    "robot-pipeline": READ,
    "edb/transport-tracking-shipments": FULL,
    "edb/priority-shipments": WRITE,
    // Logistics signs the tracking partners up and retires them.
    "edb/edb-partner": WRITE,
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
    // Logistics reads what is short, to chase it; planning itself is not theirs.
    "edb/upload-of-template-material-capability": NONE,
    "material-capability/components-availability": READ,
    "material-capability/upload-of-template": NONE,
    "material-capability/download-result": READ,
    "ctb/ctb_upload": NONE,
    "ctb/ctb_result": READ,
    "efa/upload-of-template": NONE,
    "efa/components-availability": NONE,
    "efa/download-result": NONE,
    "efa/reports": NONE,
    // Logistics follows every shipment: the dashboard, the shipments and the partners' updates.
    "edb/transport-tracking-home": READ,
    "edb/transport-tracking-shipments-log": READ,
    // Everyone who follows priority shipments reads trade compliance's work and the meeting's board.
    "edb/trade-compliance": READ,
    "edb/priority-shipments-display": READ,
  },
  viewer: {
    main: READ,
    inbox: READ,
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
    // Sees every planning screen and downloads results, but starts nothing (SPEC §6: buttons shown, disabled).
    "edb/upload-of-template-material-capability": READ,
    "material-capability/components-availability": READ,
    "material-capability/upload-of-template": READ,
    "material-capability/download-result": READ,
    "ctb/ctb_upload": READ,
    "ctb/ctb_result": READ,
    "efa/upload-of-template": READ,
    "efa/components-availability": READ,
    "efa/download-result": READ,
    "efa/reports": READ,
    "edb/transport-tracking-home": READ,
    "edb/transport-tracking-shipments-log": READ,
    // Everyone who follows priority shipments reads trade compliance's work and the meeting's board.
    "edb/trade-compliance": READ,
    "edb/priority-shipments-display": READ,
  },
  // Trade compliance's grants: every resource, none but its own.
  tradeCompliance: Object.fromEntries(
    PROFILE_RESOURCE_IDS.map((resource) => [resource, TRADE_COMPLIANCE_GRANTS[resource] ?? NONE]),
  ) as Record<ResourceId, Grant>,
};
