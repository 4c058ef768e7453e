import type { Profile } from "../api/contract";

const normalise = (name: string) => name.trim().toLowerCase();

/**
 * SPEC §6: the profile whose idmGroup matches one of the user's group display names.
 * When several match, an admin profile wins, else the lowest accessLevel (lower is stronger).
 */
export function chooseProfile(profiles: readonly Profile[], groupNames: readonly string[]): Profile | null {
  const groups = new Set(groupNames.map(normalise));
  const matching = profiles.filter((profile) => profile.idmGroup && groups.has(normalise(profile.idmGroup)));
  if (matching.length === 0) return null;
  return [...matching].sort((a, b) => {
    if (a.isadmin !== b.isadmin) return a.isadmin ? -1 : 1;
    if (a.accessLevel !== b.accessLevel) return a.accessLevel - b.accessLevel;
    return a.id - b.id;
  })[0];
}
