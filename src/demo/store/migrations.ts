/**
 * Upgrades of a stored demo database, one step per version. Reseeding an older document would throw away
 * everything the user changed in the demo, so a step only adds what the newer seed brings to collections
 * the document already holds (whole new collections are added by the store itself). Pure.
 */
import { PRIORITY_SHIPMENTS } from "../../domain/priority-shipments";
import { LEAD_TIME_TEMPLATE_NAME } from "../../domain/lead-time";
import { normaliseHeader } from "../../domain/template-model";
import {
  INBOX_RESOURCE_IDS,
  MAINTENANCE_RESOURCE_IDS,
  PLANNING_RESOURCE_IDS,
  PRIORITY_RESOURCE_IDS,
  TRACKING_RESOURCE_IDS,
} from "../seed/auth-grants";
import type { Row, Snapshot } from "./snapshot";
import { CUSTOMS_HANDLING_DAYS_PARAMETER, UPLOAD_MAX_MB_PARAMETER } from "../../api/contract";

/** Turns a document of version N into one of version N + 1; `seed` is a fresh seed of the newest version. */
export type Migration = (snapshot: Snapshot, seed: Snapshot) => Snapshot;

const PROFILE_RESOURCES = "user-profile-resource";
const PROFILES = "users-profile";
const MRP_CONTROLLERS = "edb/edb-mrp-controller";

const TRADE_COMPLIANCE_GROUP = "SCM Trade Compliance";

const nextId = (rows: readonly Row[]) => rows.reduce((highest, row) => Math.max(highest, Number(row.id) || 0), 0) + 1;

const grantKey = (row: Row) => `${String(row.profileId)}\u0000${String(row.resource)}`;

/**
 * Grants a batch of screens to the seeded profiles as the newer seed does. Only pairs of profile and resource
 * the document lacks are added, for profiles it still has: a grant the user already set, or a profile the
 * user deleted, stays as the user left it.
 */
const grantScreens = (wanted: readonly string[]): Migration => (snapshot, seed) => {
  const stored = snapshot.api[PROFILE_RESOURCES];
  const profiles = snapshot.api[PROFILES];
  if (!stored || !profiles) return snapshot;
  const profileIds = new Set(profiles.map((profile) => String(profile.id)));
  const granted = new Set(stored.map(grantKey));
  let nextId = stored.reduce((highest, row) => Math.max(highest, row.id), 0);
  const added = (seed.api[PROFILE_RESOURCES] ?? [])
    .filter((row) => wanted.includes(String(row.resource)))
    .filter((row) => profileIds.has(String(row.profileId)) && !granted.has(grantKey(row)))
    .map((row): Row => ({ ...row, id: (nextId += 1) }));
  if (added.length === 0) return snapshot;
  return { ...snapshot, api: { ...snapshot.api, [PROFILE_RESOURCES]: [...stored, ...added] } };
};

/** Version 3 grants the Maintenance screens. */
export const grantMaintenanceScreens = grantScreens(MAINTENANCE_RESOURCE_IDS);

/** Version 4 grants the planners' loop (DESIGN §9.2). */
export const grantPlanningScreens = grantScreens(PLANNING_RESOURCE_IDS);

/** The headers the planning templates had before the calculation read them (version 3's seed). */
const OLD_TEMPLATE_HEADERS: Readonly<Record<string, string>> = {
  "Material capability upload": "Material|Plant|Vendor|Quantity|Need date|Modal|PO number|Comment",
  "CTB upload": "Work order|Material|Plant|Demand quantity|Build date|Line",
  "EFA components availability": "Component|Plant|MRP controller|Available quantity|Availability date|Vendor",
};

const headersOf = (row: Row) =>
  Array.isArray(row.columns) ? row.columns.map((column: { header?: unknown }) => String(column?.header ?? "")).join("|") : "";

/**
 * Version 4's planning templates are the demand the calculation reads. A stored template the user never
 * changed (its headers are still version 3's) becomes the new seed's; one the user changed stays theirs.
 */
function planningTemplates(snapshot: Snapshot, seed: Snapshot): Snapshot {
  const replace = (rows: Row[] | undefined, seeded: Row[] | undefined): Row[] | undefined =>
    rows?.map((row) => {
      const fresh = seeded?.find((candidate) => candidate.name === row.name);
      const old = OLD_TEMPLATE_HEADERS[String(row.name)];
      return fresh && old !== undefined && headersOf(row) === old
        ? { ...row, description: fresh.description, columns: fresh.columns }
        : row;
    });
  const api = { ...snapshot.api };
  const efa = { ...snapshot.efa };
  for (const name of ["edb/configurable-template", "ctb/configurable-template"]) {
    const rows = replace(api[name], seed.api[name]);
    if (rows) api[name] = rows;
  }
  const efaRows = replace(efa["configurable-template"], seed.efa["configurable-template"]);
  if (efaRows) efa["configurable-template"] = efaRows;
  return { ...snapshot, api, efa };
}

/** Version 4 names the upload limit as DESIGN §9.1 does; a value the user set is kept. */
function uploadLimitName(snapshot: Snapshot): Snapshot {
  const rows = snapshot.api["parameter-system"];
  if (!rows || rows.some((row) => row.name === UPLOAD_MAX_MB_PARAMETER)) return snapshot;
  const renamed = rows.map((row) => (row.name === "uploadMaxSizeMb" ? { ...row, name: UPLOAD_MAX_MB_PARAMETER } : row));
  return { ...snapshot, api: { ...snapshot.api, "parameter-system": renamed } };
}

/** Version 3 → 4: the planners' loop. */
export const planningLoop: Migration = (snapshot, seed) =>
  uploadLimitName(planningTemplates(grantPlanningScreens(snapshot, seed), seed));

const grantTrackingScreens = grantScreens(TRACKING_RESOURCE_IDS);

/**
 * Version 5: the shipments are the tracking robot's, computed from the seed time with their whole detail
 * (src/demo/store/derived.ts), so the stored list of version 4 goes; the dashboard and the log are granted.
 */
export const transportTracking: Migration = (snapshot, seed) => {
  const { "edb/transport-tracking-shipments": _computedNow, ...api } = snapshot.api;
  return grantTrackingScreens({ ...snapshot, api }, seed);
};

/**
 * Version 6: priority shipments (DESIGN §9.4) get their seeded lines, and trade compliance and the display
 * board are granted. A database that already holds the collection keeps it as it is.
 */
const grantPriorityScreens = grantScreens(PRIORITY_RESOURCE_IDS);

export const priorityShipments: Migration = (snapshot, seed) => {
  const withLines =
    snapshot.api[PRIORITY_SHIPMENTS] || !seed.api[PRIORITY_SHIPMENTS]
      ? snapshot
      : { ...snapshot, api: { ...snapshot.api, [PRIORITY_SHIPMENTS]: seed.api[PRIORITY_SHIPMENTS] } };
  return grantPriorityScreens(withLines, seed);
};

/**
 * Version 7's trade compliance account (DESIGN §9.4): its profile, that profile's grants and its user, each
 * added only when the document lacks it (a profile with its IDM group, a user of its login name), with ids
 * after the stored ones.
 */
export const tradeComplianceAccount: Migration = (snapshot, seed) => {
  const api = { ...snapshot.api };
  const profile = seed.api[PROFILES]?.find((row) => row.idmGroup === TRADE_COMPLIANCE_GROUP);
  const profiles = api[PROFILES];
  const grants = api[PROFILE_RESOURCES];
  if (profile && profiles && grants && !profiles.some((row) => String(row.idmGroup).toLowerCase() === TRADE_COMPLIANCE_GROUP.toLowerCase())) {
    const profileId = nextId(profiles);
    api[PROFILES] = [...profiles, { ...profile, id: profileId }];
    let grantId = nextId(grants) - 1;
    // Screens of later versions are granted by their own step, to every profile in the seed's order.
    const added = (seed.api[PROFILE_RESOURCES] ?? [])
      .filter((row) => row.profileId === profile.id && !(INBOX_RESOURCE_IDS as readonly unknown[]).includes(row.resource))
      .map((row): Row => ({ ...row, id: (grantId += 1), profileId }));
    api[PROFILE_RESOURCES] = [...grants, ...added];
    const user = seed.api.users?.find((row) => row.profileId === profile.id);
    if (user && api.users && !api.users.some((row) => row.userName === user.userName))
      api.users = [...api.users, { ...user, id: nextId(api.users), profileId }];
  }
  return { ...snapshot, api };
};

/** The lead time template's columns before version 7 (one lead time per vendor, material and plant). */
const OLD_LEAD_TIME_HEADERS = "Vendor|Material|Plant|Lead time (days)";

/** Version 7's lead time upload writes lead times: an unchanged template of version 6 becomes the new seed's. */
function leadTimeTemplate(snapshot: Snapshot, seed: Snapshot): Snapshot {
  const rows = snapshot.api["edb/configurable-template"];
  const fresh = seed.api["edb/configurable-template"]?.find((row) => row.name === LEAD_TIME_TEMPLATE_NAME);
  if (!rows || !fresh) return snapshot;
  const replaced = rows.map((row) =>
    row.name === LEAD_TIME_TEMPLATE_NAME && headersOf(row) === OLD_LEAD_TIME_HEADERS
      ? { ...row, description: fresh.description, columns: fresh.columns }
      : row,
  );
  return { ...snapshot, api: { ...snapshot.api, "edb/configurable-template": replaced } };
}

/** Version 7's SAP users have an expiry day: a stored user of a seeded name gets the seed's, when it has none. */
function sapUserExpiry(snapshot: Snapshot, seed: Snapshot): Snapshot {
  const rows = snapshot.api["sap-impersonate-users"];
  if (!rows) return snapshot;
  const seeded = new Map((seed.api["sap-impersonate-users"] ?? []).map((row) => [row.username, row.expiresAt]));
  const dated = rows.map((row) => (row.expiresAt === undefined && seeded.has(row.username) ? { ...row, expiresAt: seeded.get(row.username) } : row));
  return { ...snapshot, api: { ...snapshot.api, "sap-impersonate-users": dated } };
}

/** Version 6 → 7: the trade compliance account, lead times from the upload, SAP users' expiry. */
export const leadTimesAndLogs: Migration = (snapshot, seed) =>
  sapUserExpiry(leadTimeTemplate(tradeComplianceAccount(snapshot, seed), seed), seed);

/**
 * Version 7 → 8: the exception inbox, saved views, and supply that follows the shipments' ETA (DESIGN §9).
 * Each part adds what it needs to a stored document; nothing the person changed is overwritten.
 */
/** Version 8's SAP MRP controllers (P01–P12) with their planners' email: the rows the document lacks, by code. */
const sapControllerPlanners: Migration = (snapshot, seed) => {
  const stored = snapshot.api[MRP_CONTROLLERS];
  if (!stored) return snapshot;
  const codes = new Set(stored.map((row) => String(row.mrpController).toUpperCase()));
  let id = nextId(stored) - 1;
  const added = (seed.api[MRP_CONTROLLERS] ?? [])
    .filter((row) => /^P\d{2}$/.test(String(row.mrpController)) && !codes.has(String(row.mrpController)))
    .map((row): Row => ({ ...row, id: (id += 1) }));
  return added.length ? { ...snapshot, api: { ...snapshot.api, [MRP_CONTROLLERS]: [...stored, ...added] } } : snapshot;
};

/**
 * Version 8's customs and handling days after a tracked shipment's ETA (DESIGN §9.2): the seed's parameter row,
 * added after the stored ones when the document has none of that name.
 */
export const customsHandlingDaysParameter: Migration = (snapshot, seed) => {
  const stored = snapshot.api["parameter-system"];
  const seeded = seed.api["parameter-system"]?.find((row) => row.name === CUSTOMS_HANDLING_DAYS_PARAMETER);
  if (!stored || !seeded || stored.some((row) => row.name === CUSTOMS_HANDLING_DAYS_PARAMETER)) return snapshot;
  return { ...snapshot, api: { ...snapshot.api, "parameter-system": [...stored, { ...seeded, id: nextId(stored) }] } };
};

const VERSION_8_STEPS: readonly Migration[] = [grantScreens(INBOX_RESOURCE_IDS), sapControllerPlanners, customsHandlingDaysParameter];
export const exceptionsViewsAndEta: Migration = (snapshot, seed) =>
  VERSION_8_STEPS.reduce((document, step) => step(document, seed), snapshot);

/**
 * Version 9 stores a first start's or a reset's seed as its time alone (storage.ts `storeSeed`); the rows of a
 * database are as version 8 had them. The version moved so that a tab of an older build, which would read a
 * stored seed as an empty database, keeps its own copy instead (demo-db.ts `catchUp`).
 */
export const seedTimeStored: Migration = (snapshot) => snapshot;

/**
 * Version 10 locks the template columns the calculation and the lead time upload read by header, and checks
 * a planning template's quantities as quantities (more than 0). A stored column still under its seeded
 * header takes the seed's lock (and the seed's type where that was a plain number); a column the user
 * renamed or added stays as the user left it.
 */
export const lockedTemplateColumns: Migration = (snapshot, seed) => {
  const lockAll = (rows: Row[] | undefined, seeded: Row[] | undefined): Row[] | undefined =>
    rows?.map((row) => {
      const fresh = seeded?.find((candidate) => candidate.name === row.name);
      if (!fresh || !Array.isArray(row.columns) || !Array.isArray(fresh.columns)) return row;
      const locked = new Map(
        (fresh.columns as Record<string, unknown>[])
          .filter((column) => column.locked === true)
          .map((column) => [normaliseHeader(column.header), column]),
      );
      const columns = (row.columns as Record<string, unknown>[]).map((column) => {
        const seededColumn = locked.get(normaliseHeader(column.header));
        if (!seededColumn) return column;
        const type = column.type === "number" && seededColumn.type === "quantity" ? "quantity" : column.type;
        return { ...column, type, locked: true };
      });
      return { ...row, columns };
    });
  const api = { ...snapshot.api };
  for (const name of ["edb/configurable-template", "ctb/configurable-template"]) {
    const rows = lockAll(api[name], seed.api[name]);
    if (rows) api[name] = rows;
  }
  const efa = { ...snapshot.efa };
  const efaRows = lockAll(efa["configurable-template"], seed.efa["configurable-template"]);
  if (efaRows) efa["configurable-template"] = efaRows;
  return { ...snapshot, api, efa };
};

/** Keyed by the version a step upgrades from. */
export const migrations: Readonly<Record<number, Migration>> = {
  2: grantMaintenanceScreens,
  3: planningLoop,
  4: transportTracking,
  5: priorityShipments,
  6: leadTimesAndLogs,
  7: exceptionsViewsAndEta,
  8: seedTimeStored,
  9: lockedTemplateColumns,
};
