/**
 * Derives the casbin policy lines of GET /view-idm-group from the profile and profile-resource rows,
 * so that editing permissions in the app changes what a user may do after signing in again (DESIGN §5).
 * Pure.
 */
import type { IdmGroupPolicy, Profile, ProfileResource } from "../api/contract";

import { profileSubject } from "../domain/policy-subject";

/** The same subject the browser uses (SPEC §6): one definition for both. */
export const policySubject = profileSubject;

/** The home screen: SPEC §6's base rule lets every profile list it. */
const HOME_RESOURCE = "main";

const normalizeGroup = (group: string): string => group.trim().toLowerCase();

const line = (subject: string, object: string, action: string, effect: "allow" | "deny" = "allow"): string =>
  `p, ${subject}, ${object}, ${action}, ${effect}`;

/** When several profiles share a group, the same rule as the app's profile choice picks one. */
function strongest(profiles: Profile[]): Profile | undefined {
  return [...profiles].sort(
    (a, b) => Number(b.isadmin) - Number(a.isadmin) || a.accessLevel - b.accessLevel || a.id - b.id,
  )[0];
}

export function policyForGroup(
  groupNameLowerCased: string,
  profiles: readonly Profile[],
  profileResources: readonly ProfileResource[],
): IdmGroupPolicy[] {
  const group = normalizeGroup(groupNameLowerCased);
  if (group === "") return [];
  const profile = strongest(profiles.filter((candidate) => normalizeGroup(candidate.idmGroup) === group));
  if (!profile) return [];

  const subject = profileSubject(profile.name);
  // Adapter 1 holds rules on the resource itself (list, create); adapter 2 on resource/id and resource/field.
  const adapter1: string[] = [];
  const adapter2: string[] = [];
  if (profile.isadmin) adapter1.push(line(subject, "*", ".*"));

  for (const row of profileResources) {
    if (row.profileId !== profile.id) continue;
    const resource = row.resource;
    if (!row.read) {
      // An explicit row without read is a ban on the whole resource; the model's deny-over-allow enforces it
      // against wider allows. Never for an administrator profile, which has every permission whatever its boxes
      // say (the matrix tells them so, and one box must not lock every admin out of the matrix itself), nor on
      // the home, which SPEC §6's base rule opens to every profile.
      if (profile.isadmin || resource === HOME_RESOURCE) continue;
      adapter1.push(line(subject, resource, ".*", "deny"));
      adapter2.push(line(subject, `${resource}/*`, ".*", "deny"));
      continue;
    }
    adapter1.push(line(subject, resource, "^(list|show)$"));
    adapter2.push(line(subject, `${resource}/*`, "^(show|field)$"));
    if (row.create) adapter1.push(line(subject, resource, "^create$"));
    if (row.update) adapter2.push(line(subject, `${resource}/*`, "^(edit|field)$"));
    if (row.delete && row.deletable) adapter2.push(line(subject, `${resource}/*`, "^delete$"));
  }

  return [{ name: group, stringAdapter1: adapter1.join("\n"), stringAdapter2: adapter2.join("\n") }];
}
