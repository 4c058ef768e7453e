/**
 * The demo backend enforces access as a real backend must (DESIGN §8): every request is evaluated against
 * the caller's profile policy, with the same casbin model and the same policy text the browser assembles at
 * sign-in (SPEC §6), and answered 403 when refused. The browser's checks only shape the interface.
 */
import type { Enforcer } from "casbin";
import { buildEnforcer } from "../domain/access-enforcer";
import { objectFor } from "../domain/access-object";
import { assemblePolicy } from "../domain/access-policy";
import { profileSubject } from "../domain/policy-subject";
import { policyForGroup } from "./policies";
import { storedProfileResources, storedProfiles } from "./profiles";
import type { DemoReader, Namespace, Row } from "./store";

export const FORBIDDEN = "You do not have permission for this action.";

/** The registry identifier of a collection: EFA's paths drop the "efa/" prefix the identifiers keep. */
export const resourceIdOf = (namespace: Namespace, collection: string): string =>
  namespace === "efa" ? `efa/${collection}` : collection;

/**
 * Data a screen reads besides its own resource: readable by whoever may open that screen. The home screen
 * ("main", open to every profile by SPEC §6's base rule) shows the dashboard window and concluded shipments.
 */
const readForScreen: Readonly<Record<string, string>> = {
  "parameter-system": "main",
  "edb/transport-tracking-shipments": "main",
};

export interface Caller {
  subject: string;
  policy: string;
}

/** The users row of a login name, compared as SPEC §7 upper-cases it. */
export function userRowOf(db: DemoReader, login: string | undefined): Row | undefined {
  if (!login) return undefined;
  return db
    .list("users")
    .find((row) => typeof row.userName === "string" && row.userName.toUpperCase() === login.toUpperCase());
}

/** The caller's subject and policy, assembled as the browser does at sign-in; null without a profile. */
export function callerOf(db: DemoReader, login: string | undefined): Caller | null {
  const user = userRowOf(db, login);
  if (!user) return null;
  const profiles = storedProfiles(db);
  const profile = profiles.find((candidate) => candidate.id === user.profileId);
  if (!profile) return null;
  const subject = profileSubject(profile.name);
  const rules = policyForGroup(profile.idmGroup.trim().toLowerCase(), profiles, storedProfileResources(db));
  return { subject, policy: assemblePolicy(subject, rules) };
}

// Built once per policy text, as in the browser; a few profiles at most, so the cache stays small.
const enforcers = new Map<string, Promise<Enforcer>>();
function enforcerFor(policy: string): Promise<Enforcer> {
  let enforcer = enforcers.get(policy);
  if (!enforcer) {
    if (enforcers.size > 32) enforcers.clear();
    enforcer = buildEnforcer(policy);
    enforcers.set(policy, enforcer);
  }
  return enforcer;
}

export interface AccessQuestion {
  resource: string;
  action: "list" | "show" | "create" | "edit" | "delete";
  id?: string | number;
  /** The fields a write sets: each needs the "field" action on resource/field too. */
  fields?: readonly string[];
  /**
   * Only the resource's own grant counts, not the screen that also reads it (readForScreen): for what links to
   * the resource's own screen, which the browser opens only with that grant.
   */
  ownGrantOnly?: boolean;
}

/** Whether the caller may do this: the action on its object, and every field it writes. */
export async function mayDo(caller: Caller, question: AccessQuestion): Promise<boolean> {
  const enforcer = await enforcerFor(caller.policy);
  const allowed = (object: string, action: string) => enforcer.enforceSync(caller.subject, object, action);
  const { resource, action, id } = question;
  const object = objectFor(resource, action, { id });
  if (!allowed(object, action)) {
    const screen = question.ownGrantOnly ? undefined : readForScreen[resource];
    if (!(action === "list" && screen !== undefined && allowed(screen, "list"))) return false;
  }
  return (question.fields ?? []).every((field) => allowed(objectFor(resource, "field", { field }), "field"));
}
