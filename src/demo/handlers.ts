/**
 * The demo backend as MSW request handlers: the default API, the EFA API and the slice of Microsoft Graph
 * the sign-in uses (SPEC §7, DESIGN §5). The same handlers serve the browser demo, integration tests and e2e.
 */
import { delay, http, HttpResponse, type RequestHandler } from "msw";
import type {
  ErrorBody,
  GraphDirectoryObject,
  GraphPage,
  Id,
  IdmGroupPolicy,
  Informative,
  LoginResponse,
  Profile,
  ProfileResource,
} from "../api/contract";
import { endpoints, graphMemberOfPath } from "../api/contract";
import { findDemoAccount, parseDemoGraphToken } from "../domain/demo-accounts";
import { demoGroupId } from "./group-ids";
import { policyForGroup } from "./policies";
import { applyListQuery } from "./query";
import { checkWrite, forList } from "./rules";
import { withReadSideFields } from "./views";
import type { DemoDb, Namespace, Row } from "./store";

export interface DemoHandlerOptions {
  /** Absolute base URL of the default backend, e.g. "http://localhost/api". */
  apiUrl: string;
  /** Absolute base URL of the EFA backend. */
  apiEfaUrl: string;
  /** Absolute base URL of Microsoft Graph, e.g. "http://localhost/graph/v1.0". */
  /** Absent when a real identity provider signs people in: then its real (or test) Graph answers. */
  graphUrl?: string;
  db: DemoDb;
  now?: () => Date;
  /** Artificial latency per response, so the browser demo shows its loading states. */
  latencyMs?: number;
}

const TOKEN_PREFIX = "demo-token.";
const GRAPH_PAGE_SIZE = 2;
const GRAPH_MAX_PAGE_SIZE = 999;

// Typed as plain Response so one resolver can answer either an error body or its success body.
const error = (status: number, message: string): Response =>
  HttpResponse.json<ErrorBody>({ message, statusCode: status }, { status });

const notFoundPage = () => error(404, "Page not found.");

const rejected = (outcome: { status: number; message: string; errors?: Record<string, string[]> }): Response =>
  HttpResponse.json<ErrorBody>(
    { message: outcome.message, statusCode: outcome.status, errors: outcome.errors },
    { status: outcome.status },
  );
const notFoundRecord = () => error(404, "Record not found.");

const graphError = (status: number, code: string, message: string): Response =>
  HttpResponse.json({ error: { code, message } }, { status });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A numeric id from a path segment or a JSON value; undefined when it is not a positive-or-zero integer. */
function toId(value: unknown): Id | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= 0 ? number : undefined;
}

/** The JSON body as an object, or null when it is absent, malformed or not an object. */
async function readObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return isObject(body) ? body : null;
  } catch {
    return null;
  }
}

const bearer = (request: Request): string | null => {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
};

/** The login name a demo token was issued to ("demo-token.<user>.<serial>"). */
function userOf(request: Request): string | undefined {
  const token = bearer(request);
  if (!token?.startsWith(TOKEN_PREFIX)) return undefined;
  const parts = token.slice(TOKEN_PREFIX.length).split(".");
  return parts.length > 1 ? parts.slice(0, -1).join(".") : undefined;
}

/** A 401 response unless the request carries a token issued by POST /auth/login. */
function unauthenticated(request: Request): Response | null {
  const token = bearer(request);
  return token && token.startsWith(TOKEN_PREFIX) && token.length > TOKEN_PREFIX.length
    ? null
    : error(401, "Session expired. Sign in again.");
}

// Rows of the generic store are narrowed before the typed logic (policies, notices) trusts them,
// because the app can write anything into them through the generic CRUD endpoints.
/** A boolean column as stored; forms may have written it as the text "true". */
const flag = (value: unknown): boolean => value === true || value === "true";

function toNumber(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : undefined;
}

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

function toInformative(row: Row): Informative | null {
  const { id, title, description, status, createdDate, notificationDate, updateDate, publish } = row;
  if (
    typeof title !== "string" ||
    typeof description !== "string" ||
    (status !== "published" && status !== "draft") ||
    typeof createdDate !== "string" ||
    typeof notificationDate !== "string" ||
    typeof updateDate !== "string" ||
    (publish !== "yes" && publish !== "no")
  ) {
    return null;
  }
  return { id, title, description, status, createdDate, notificationDate, updateDate, publish };
}

const present = <T>(value: T | null): value is T => value !== null;

/** The longest known collection that prefixes the path, and what is left after it. */
function resolveCollection(
  db: DemoDb,
  namespace: Namespace,
  path: string,
): { name: string; rest: string } | null {
  let best: string | null = null;
  for (const name of db.names(namespace)) {
    if ((path === name || path.startsWith(`${name}/`)) && (best === null || name.length > best.length))
      best = name;
  }
  return best === null ? null : { name: best, rest: path.slice(best.length + 1) };
}

/** The request path relative to a base URL, without leading or trailing slashes. */
function relativePath(request: Request, baseUrl: string): string {
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, "");
  const path = new URL(request.url).pathname;
  const relative = path.slice(basePath.length);
  let decoded = relative;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    // A malformed escape cannot name a collection; the raw text then simply matches nothing.
  }
  return decoded.replace(/^\/+|\/+$/g, "");
}

export function createDemoHandlers(options: DemoHandlerOptions): RequestHandler[] {
  const { apiUrl, apiEfaUrl, graphUrl, db, now = () => new Date(), latencyMs = 0 } = options;
  let tokenCounter = 0;

  const pause = async () => {
    if (latencyMs > 0) await delay(latencyMs);
  };

  const profiles = () => db.list("users-profile").map(toProfile).filter(present);
  const profileResources = () => db.list("user-profile-resource").map(toProfileResource).filter(present);

  const crud = (baseUrl: string, namespace: Namespace) =>
    http.all(`${baseUrl}/*`, async ({ request }) => {
      await pause();
      const denied = unauthenticated(request);
      if (denied) return denied;
      const target = resolveCollection(db, namespace, relativePath(request, baseUrl));
      if (!target) return notFoundPage();
      const { name, rest } = target;
      const method = request.method.toUpperCase();

      if (rest === "") {
        if (method === "GET") {
          // Secrets are left out before searching, so a search or filter cannot probe them either.
          const { rows, total } = applyListQuery(
            withReadSideFields(db, name, namespace, db.list(name, namespace)).map((row) => forList(name, row)),
            new URL(request.url).searchParams,
          );
          return HttpResponse.json(rows, {
            headers: { "x-total-count": String(total), "Access-Control-Expose-Headers": "x-total-count" },
          });
        }
        if (method === "POST") {
          const body = await readObject(request);
          if (!body) return error(400, "The request body must be a JSON object.");
          const { id: _ignored, ...values } = body;
          const checked = checkWrite(name, values, { rows: db.list(name, namespace), now: now(), user: userOf(request) });
          if (!checked.ok) return rejected(checked);
          return HttpResponse.json(db.insert(name, checked.values, namespace), { status: 201 });
        }
        return notFoundPage();
      }

      // Below a collection there is only ever one segment: the record id.
      if (rest.includes("/")) return notFoundPage();
      const id = toId(rest);
      if (id === undefined) return notFoundRecord();

      switch (method) {
        case "GET": {
          const row = db.get(name, id, namespace);
          return row ? HttpResponse.json(withReadSideFields(db, name, namespace, [row])[0]) : notFoundRecord();
        }
        case "PATCH":
        case "PUT": {
          const body = await readObject(request);
          if (!body) return error(400, "The request body must be a JSON object.");
          const existing = db.get(name, id, namespace);
          if (!existing) return notFoundRecord();
          const { id: _ignored, ...values } = body;
          const checked = checkWrite(name, values, {
            existing,
            rows: db.list(name, namespace),
            now: now(),
            user: userOf(request),
          });
          if (!checked.ok) return rejected(checked);
          const row = db.update(name, id, checked.values, namespace);
          return row ? HttpResponse.json(row) : notFoundRecord();
        }
        case "DELETE": {
          const row = db.remove(name, id, namespace);
          return row ? HttpResponse.json(row) : notFoundRecord();
        }
        default:
          return notFoundPage();
      }
    });

  const handlers: RequestHandler[] = [
    http.post(`${apiUrl}${endpoints.login}`, async ({ request }) => {
      await pause();
      const body = await readObject(request);
      const username = typeof body?.username === "string" ? body.username.trim() : "";
      if (username === "") return error(400, "username is required");
      const name = typeof body?.name === "string" ? body.name : "";
      const email = typeof body?.email === "string" ? body.email : "";
      const known = db
        .list("users")
        .some(
          (user) =>
            typeof user.userName === "string" && user.userName.toUpperCase() === username.toUpperCase(),
        );
      if (!known) db.insert("users", { userName: username, profileId: null, name, email });
      tokenCounter += 1;
      const token = `${TOKEN_PREFIX}${username}.${tokenCounter.toString(36)}${now().getTime().toString(36)}`;
      return HttpResponse.json<LoginResponse>({ access_token: token }, { status: 201 });
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

    http.get(`${apiUrl}/informative/unviewed/:userId`, async ({ request, params }) => {
      await pause();
      const denied = unauthenticated(request);
      if (denied) return denied;
      const userId = toId(params.userId);
      if (userId === undefined) return error(400, "userId must be a number");
      const viewed = new Set(
        db
          .list("informative-view")
          .filter((view) => toId(view.userId) === userId)
          .map((view) => toId(view.notificationId)),
      );
      const unviewed = db
        .list("informative")
        .map(toInformative)
        .filter(present)
        .filter(
          (notice) => notice.status === "published" && notice.publish === "yes" && !viewed.has(notice.id),
        )
        .sort((a, b) => (a.updateDate < b.updateDate ? 1 : a.updateDate > b.updateDate ? -1 : b.id - a.id));
      return HttpResponse.json<Informative[]>(unviewed);
    }),

    http.post(`${apiUrl}${endpoints.markViewed}`, async ({ request }) => {
      await pause();
      const denied = unauthenticated(request);
      if (denied) return denied;
      const body = await readObject(request);
      const notificationId = toId(body?.notificationId);
      const userId = toId(body?.userId);
      if (notificationId === undefined || userId === undefined) {
        return error(400, "notificationId and userId are required");
      }
      if (!db.get("informative", notificationId)) return error(400, "Notification not found.");
      // Marking twice is harmless: the first view row stands.
      const existing = db
        .list("informative-view")
        .find((view) => toId(view.notificationId) === notificationId && toId(view.userId) === userId);
      const row =
        existing ?? db.insert("informative-view", { notificationId, userId, viewedAt: now().toISOString() });
      return HttpResponse.json(row, { status: 201 });
    }),

    http.post(`${apiUrl}/demo/reset`, async ({ request }) => {
      await pause();
      const denied = unauthenticated(request);
      if (denied) return denied;
      db.reset(now());
      return new HttpResponse(null, { status: 204 });
    }),

    http.patch(`${apiUrl}/users/:id`, async ({ request, params }) => {
      await pause();
      const denied = unauthenticated(request);
      if (denied) return denied;
      const id = toId(params.id);
      if (id === undefined) return notFoundRecord();
      const body = await readObject(request);
      if (!body) return error(400, "The request body must be a JSON object.");
      // The app sends the chosen profile as {id, name}; the table only stores its id.
      const { profile, ...fields } = body;
      const profileId = isObject(profile) ? toId(profile.id) : undefined;
      const row = db.update("users", id, profileId === undefined ? fields : { ...fields, profileId });
      return row ? HttpResponse.json(row) : notFoundRecord();
    }),

    crud(apiUrl, "api"),
    crud(apiEfaUrl, "efa"),
  ];
  if (!graphUrl) return handlers;

  handlers.push(
    http.get(`${graphUrl}${graphMemberOfPath}`, async ({ request }) => {
      await pause();
      const token = bearer(request);
      if (!token) return graphError(401, "InvalidAuthenticationToken", "Access token is empty.");
      const account = findDemoAccount(parseDemoGraphToken(token));
      if (!account) return graphError(401, "InvalidAuthenticationToken", "Access token validation failure.");

      const url = new URL(request.url);
      const params = url.searchParams;
      const withCount = params.get("$count")?.toLowerCase() === "true";
      if (withCount && request.headers.get("consistencylevel")?.toLowerCase() !== "eventual") {
        return graphError(400, "Request_BadRequest", "$count is not currently supported.");
      }
      const top = toId(params.get("$top") ?? "");
      const pageSize = top === undefined || top === 0 ? GRAPH_PAGE_SIZE : Math.min(top, GRAPH_MAX_PAGE_SIZE);
      const offset = toId(params.get("$skiptoken") ?? "") ?? 0;

      const groups: GraphDirectoryObject[] = account.groups.map((displayName) => ({
        "@odata.type": "#microsoft.graph.group",
        id: demoGroupId(displayName),
        displayName,
      }));
      const page: GraphPage = { value: groups.slice(offset, offset + pageSize) };
      if (withCount) page["@odata.count"] = groups.length;
      if (offset + pageSize < groups.length) {
        // Graph writes its $-options unencoded; every other option of the request is kept.
        const kept = [...params.entries()].filter(([key]) => key !== "$skiptoken");
        const query = [...kept, ["$skiptoken", String(offset + pageSize)]]
          .map(([key, value]) => `${key}=${encodeURIComponent(value ?? "")}`)
          .join("&");
        page["@odata.nextLink"] = `${url.origin}${url.pathname}?${query}`;
      }
      return HttpResponse.json(
        { "@odata.context": `${graphUrl}/$metadata#directoryObjects`, ...page },
        { headers: { "content-type": "application/json;odata.metadata=minimal" } },
      );
    }),
  );
  return handlers;
}
