/**
 * Upgrades of a stored demo database, one step per version. Reseeding an older document would throw away
 * everything the user changed in the demo, so a step only adds what the newer seed brings to collections
 * the document already holds (whole new collections are added by the store itself). Pure.
 */
import { MAINTENANCE_RESOURCE_IDS, PLANNING_RESOURCE_IDS } from "../seed/auth-grants";
import type { Row, Snapshot } from "./snapshot";

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

/** Keyed by the version a step upgrades from. */
export const migrations: Readonly<Record<number, Migration>> = {
  2: grantMaintenanceScreens,
  3: grantPlanningScreens,
};
