/**
 * Sign-in and access endpoints (SPEC §7): POST /auth/login, the users' profile choice PATCH /users/{id}, and
 * GET /view-idm-group, whose casbin policy is derived from the profile-resource rows (DESIGN §5).
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { Id, IdmGroupPolicy, LoginResponse } from "../../api/contract";
import { endpoints } from "../../api/contract";
import { policyForGroup } from "../policies";
import { storedProfileResources, storedProfiles } from "../profiles";
import { callerOf, FORBIDDEN, mayDo } from "../access";
import type { DemoReader } from "../store";
import { demoAccounts } from "../../domain/demo-accounts";
import type { HandlerContext } from "./context";
import { readObject } from "./requests";
import { error, notAnObject, notFoundRecord } from "./responses";
import { issueToken, unauthenticated, userOf } from "./session-token";
import { transact } from "./transact";
import { isObject, toId } from "./values";

/**
 * Who may change a users row: whoever's policy allows editing it, and at sign-in (SPEC §7) the person
 * themselves, for their profile only, and only to a profile of one of their groups. Without this, anyone
 * could make themselves admin from the browser's console.
 */
async function mayPatchUser(
  db: DemoReader,
  request: Request,
  id: Id,
  body: Record<string, unknown>,
  profileId: Id | undefined,
): Promise<boolean> {
  const login = userOf(request);
  const caller = callerOf(db, login);
  const fields = Object.keys(body).filter((field) => field !== "id");
  if (caller && (await mayDo(caller, { resource: "users", action: "edit", id, fields }))) return true;
  const own = db.get("users", id);
  if (!login || typeof own?.userName !== "string" || own.userName.toUpperCase() !== login.toUpperCase()) return false;
  // The sign-in sends the whole row back: only the profile may differ from what is stored.
  const profileOnly = fields.every((field) => PROFILE_FIELDS.has(field) || Object.is(body[field], own[field]));
  const chosen = storedProfiles(db).find((candidate) => candidate.id === profileId);
  if (!profileOnly || !chosen) return false;
  // The demo knows its accounts' groups (its Graph answers them); a real identity's groups it cannot check.
  const account = demoAccounts.find(
    (candidate) => candidate.username.split("@")[0].toUpperCase() === login.toUpperCase(),
  );
  return !account || account.groups.some((group) => group.trim().toLowerCase() === chosen.idmGroup.trim().toLowerCase());
}

const PROFILE_FIELDS = new Set(["profile", "profileId"]);

export function authHandlers(context: HandlerContext): RequestHandler[] {
  const { apiUrl, db, now, pause } = context;
  let tokenCounter = 0;
  const profiles = () => storedProfiles(db);
  const profileResources = () => storedProfileResources(db);

  return [
    http.post(`${apiUrl}${endpoints.login}`, async ({ request }) => {
      await pause();
      const body = await readObject(request);
      const username = typeof body?.username === "string" ? body.username.trim() : "";
      if (username === "") return error(400, "username is required");
      const name = typeof body?.name === "string" ? body.name : "";
      const email = typeof body?.email === "string" ? body.email : "";
      return transact(context, (tx) => {
        const known = tx
          .list("users")
          .some(
            (user) =>
              typeof user.userName === "string" && user.userName.toUpperCase() === username.toUpperCase(),
          );
        if (!known) tx.insert("users", { userName: username, profileId: null, name, email });
        tokenCounter += 1;
        const token = issueToken(username, `${tokenCounter.toString(36)}${now().getTime().toString(36)}`);
        return HttpResponse.json<LoginResponse>({ access_token: token }, { status: 201 });
      });
    }),

    http.get(`${apiUrl}${endpoints.idmGroup}`, async ({ request }) => {
      await pause();
      const denied = unauthenticated(request);
      if (denied) return denied;
      const params = new URL(request.url).searchParams;
      const nameFilter = params
        .getAll("filter")
        .map((filter) => filter.split("||"))
        .find(([field, operator]) => field === "name" && operator === "$eq");
      if (nameFilter) {
        return HttpResponse.json<IdmGroupPolicy[]>(
          policyForGroup(nameFilter.slice(2).join("||"), profiles(), profileResources()),
        );
      }
      // Without a group filter the table answers with every group's row, like the real view would.
      const all = profiles().flatMap((profile) =>
        policyForGroup(profile.idmGroup.toLowerCase(), profiles(), profileResources()),
      );
      const unique = all.filter((row, index) => all.findIndex((other) => other.name === row.name) === index);
      return HttpResponse.json<IdmGroupPolicy[]>(unique);
    }),

    http.patch(`${apiUrl}/users/:id`, async ({ request, params }) => {
      await pause();
      const denied = unauthenticated(request);
      if (denied) return denied;
      const id = toId(params.id);
      if (id === undefined) return notFoundRecord();
      const body = await readObject(request);
      if (!body) return notAnObject();
      // The app sends the chosen profile as {id, name}; the table only stores its id.
      const { profile, ...fields } = body;
      const profileId = isObject(profile) ? toId(profile.id) : toId(fields.profileId);
      if (!(await mayPatchUser(db, request, id, body, profileId))) return error(403, FORBIDDEN);
      return transact(context, (tx) => {
        const row = tx.update("users", id, profileId === undefined ? fields : { ...fields, profileId });
        return row ? HttpResponse.json(row) : notFoundRecord();
      });
    }),
  ];
}
