/**
 * Sign-in and access endpoints (SPEC §7): POST /auth/login, the users' profile choice PATCH /users/{id}, and
 * GET /view-idm-group, whose casbin policy is derived from the profile-resource rows (DESIGN §5).
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { IdmGroupPolicy, LoginResponse, Profile, ProfileResource } from "../../api/contract";
import { endpoints } from "../../api/contract";
import { policyForGroup } from "../policies";
import type { Row } from "../store";
import type { HandlerContext } from "./context";
import { readObject } from "./requests";
import { error, notAnObject, notFoundRecord } from "./responses";
import { issueToken, unauthenticated } from "./session-token";
import { transact } from "./transact";
import { flag, isObject, present, toId, toNumber } from "./values";

function toProfile(row: Row): Profile | null {
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

function toProfileResource(row: Row): ProfileResource | null {
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

export function authHandlers(context: HandlerContext): RequestHandler[] {
  const { apiUrl, db, now, pause } = context;
  let tokenCounter = 0;
  const profiles = () => db.list("users-profile").map(toProfile).filter(present);
  const profileResources = () => db.list("user-profile-resource").map(toProfileResource).filter(present);

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
      const profileId = isObject(profile) ? toId(profile.id) : undefined;
      return transact(context, (tx) => {
        const row = tx.update("users", id, profileId === undefined ? fields : { ...fields, profileId });
        return row ? HttpResponse.json(row) : notFoundRecord();
      });
    }),
  ];
}
