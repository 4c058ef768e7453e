/**
 * The profiles and their resource rows as the demo backend reads them from its database: typed, with rows
 * that do not fit left out. The sign-in endpoints and the access check both use them (SPEC §6, §7).
 */
import type { Profile, ProfileResource } from "../api/contract";
import { flag, present, toId, toNumber } from "./handlers/values";
import type { DemoReader, Row } from "./store";

export function toProfile(row: Row): Profile | null {
  const { id, name, resource, idmGroup, description, isadmin, accessLevel } = row;
  if (typeof name !== "string" || typeof idmGroup !== "string") return null;
  return {
    id,
    name,
    idmGroup,
    resource: typeof resource === "string" ? resource : "",
    description: typeof description === "string" ? description : "",
    isadmin: flag(isadmin),
    // A profile without a level is the weakest, never accidentally the strongest.
    accessLevel: toNumber(accessLevel) ?? Number.POSITIVE_INFINITY,
  };
}

export function toProfileResource(row: Row): ProfileResource | null {
  const profileId = toId(row.profileId);
  if (profileId === undefined || typeof row.resource !== "string") return null;
  return {
    id: row.id,
    profileId,
    resource: row.resource,
    create: flag(row.create),
    read: flag(row.read),
    update: flag(row.update),
    delete: flag(row.delete),
    deletable: flag(row.deletable),
  };
}

export const storedProfiles = (db: DemoReader): Profile[] => db.list("users-profile").map(toProfile).filter(present);

export const storedProfileResources = (db: DemoReader): ProfileResource[] =>
  db.list("user-profile-resource").map(toProfileResource).filter(present);
