/**
 * Upgrades of a stored demo database, one step per version. Reseeding an older document would throw away
 * everything the user changed in the demo, so a step only adds what the newer seed brings to collections
 * the document already holds (whole new collections are added by the store itself). Pure.
 */
import { PRIORITY_SHIPMENTS } from "../../domain/priority-shipments";
import { MAINTENANCE_RESOURCE_IDS, PLANNING_RESOURCE_IDS, PRIORITY_RESOURCE_IDS, TRACKING_RESOURCE_IDS } from "../seed/auth-grants";
import type { Row, Snapshot } from "./snapshot";
import { UPLOAD_MAX_MB_PARAMETER } from "../../api/contract";

/** Turns a document of version N into one of version N + 1; `seed` is a fresh seed of the newest version. */
export type Migration = (snapshot: Snapshot, seed: Snapshot) => Snapshot;

const PROFILE_RESOURCES = "user-profile-resource";
const PROFILES = "users-profile";

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

/** Keyed by the version a step upgrades from. */
export const migrations: Readonly<Record<number, Migration>> = {
  2: grantMaintenanceScreens,
  3: planningLoop,
  4: transportTracking,
  5: priorityShipments,
};
