/**
 * The slice of Microsoft Graph the sign-in uses, answered locally: GET /v1.0/me/transitiveMemberOf.
 * Like Graph it only accepts a JWT access token issued for it (issuer, signature, audience, scope User.Read,
 * expiry, a known subject), honours $count=true only with ConsistencyLevel: eventual, and pages with
 * @odata.nextLink: two groups a page at most, whatever $top asks, as Graph may answer fewer than $top (server-driven
 * paging), so every sign-in here follows the next links.
 *
 * The same server carries the test control endpoints under /__control (events, provider down/up, and a
 * hold on Graph's answers, so a test can see what the app asks for while its groups are still unanswered).
 */
import { createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import { verify, type KeyObject } from "node:crypto";
import { APP_URL, CLIENT_ID, GRAPH_RESOURCE, GRAPH_URL, ISSUER, ports } from "./sso-env";
import { guidOf, userBySub, type TestUser } from "./users";
import type { TlsMaterial } from "./certs";
import type { RunningProvider } from "./identity-provider";

const PAGE_SIZE = 2;

/** One request Graph answered, as the tests may want to check it. */
export interface GraphEvent {
  at: number;
  status: number;
  user?: string;
  /** The access token's jti: a new one after a silent renewal. */
  tokenId?: string;
  page?: number;
  error?: string;
}

interface AccessTokenClaims {
  iss?: unknown;
  aud?: unknown;
  sub?: unknown;
  scope?: unknown;
  exp?: unknown;
  client_id?: unknown;
  jti?: unknown;
}

const decodePart = (part: string): unknown => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));

/** The signed-in user behind a bearer token, or why the token is refused. */
export function checkAccessToken(
  authorization: string | undefined,
  publicKey: KeyObject,
  now = Date.now(),
): { user: TestUser; claims: AccessTokenClaims } | { error: string } {
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization.trim()) : null;
  if (!match) return { error: "Access token is empty." };
  const parts = match[1].split(".");
  if (parts.length !== 3) return { error: "Access token is not a JWT." };
  let header: { alg?: unknown; typ?: unknown };
  let claims: AccessTokenClaims;
  try {
    header = decodePart(parts[0]) as typeof header;
    claims = decodePart(parts[1]) as AccessTokenClaims;
  } catch {
    return { error: "Access token is malformed." };
  }
  if (header.alg !== "RS256" || header.typ !== "at+jwt")
    return { error: "Not an access token (typ at+jwt, RS256)." };
  const signed = verify(
    "RSA-SHA256",
    Buffer.from(`${parts[0]}.${parts[1]}`),
    publicKey,
    Buffer.from(parts[2], "base64url"),
  );
  if (!signed) return { error: "Access token signature is invalid." };
  if (claims.iss !== ISSUER) return { error: "Access token issuer is not the test provider." };
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(GRAPH_RESOURCE)) return { error: "Access token audience is not Graph." };
  if (claims.client_id !== CLIENT_ID) return { error: "Access token was issued to another client." };
  const scopes = typeof claims.scope === "string" ? claims.scope.split(" ") : [];
  if (!scopes.includes("User.Read")) return { error: "Access token lacks scope User.Read." };
  if (typeof claims.exp !== "number" || claims.exp * 1000 <= now)
    return { error: "Access token has expired." };
  const user = typeof claims.sub === "string" ? userBySub(claims.sub) : undefined;
  if (!user) return { error: "Access token subject is unknown." };
  return { user, claims };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    "content-type": "application/json;odata.metadata=minimal;charset=utf-8",
    "access-control-allow-origin": APP_URL,
    "cache-control": "no-store",
    ...headers,
  });
  res.end(JSON.stringify(body));
}

const graphError = (res: ServerResponse, status: number, code: string, message: string) =>
  json(res, status, { error: { code, message } });

export interface RunningGraph {
  events: GraphEvent[];
  close(): Promise<void>;
}

export async function startGraph(
  tls: TlsMaterial,
  publicKey: KeyObject,
  provider: RunningProvider,
): Promise<RunningGraph> {
  const events: GraphEvent[] = [];
  // While held, each answer waits here until the hold is lifted (or the server closes).
  let held: (() => void)[] | null = null;
  const release = () => {
    const waiting = held ?? [];
    held = null;
    for (const answer of waiting) answer();
  };
  const memberOfPath = `${new URL(GRAPH_URL).pathname}/me/transitiveMemberOf`;

  function memberOf(req: IncomingMessage, res: ServerResponse, url: URL) {
    const checked = checkAccessToken(req.headers.authorization, publicKey);
    if ("error" in checked) {
      events.push({ at: Date.now(), status: 401, error: checked.error });
      return graphError(res, 401, "InvalidAuthenticationToken", checked.error);
    }
    const { user, claims } = checked;
    const params = url.searchParams;
    const withCount = params.get("$count")?.toLowerCase() === "true";
    const consistency = String(req.headers.consistencylevel ?? "").toLowerCase();
    if (withCount && consistency !== "eventual") {
      events.push({
        at: Date.now(),
        status: 400,
        user: user.username,
        error: "$count without ConsistencyLevel",
      });
      return graphError(res, 400, "Request_BadRequest", "$count is not currently supported.");
    }
    const top = Number(params.get("$top"));
    const pageSize = Number.isInteger(top) && top > 0 ? Math.min(top, PAGE_SIZE) : PAGE_SIZE;
    const skip = Number(params.get("$skiptoken") ?? "0");
    const offset = Number.isInteger(skip) && skip >= 0 ? skip : 0;
    const groups = user.groups.map((displayName) => ({
      "@odata.type": "#microsoft.graph.group",
      id: guidOf(`group:${displayName}`),
      displayName,
    }));
    const body: Record<string, unknown> = { "@odata.context": `${GRAPH_URL}/$metadata#directoryObjects` };
    if (withCount) body["@odata.count"] = groups.length;
    body.value = groups.slice(offset, offset + pageSize);
    if (offset + pageSize < groups.length) {
      // Graph writes its $-options unencoded; every other option of the request is kept.
      const kept = [...params.entries()].filter(([key]) => key !== "$skiptoken");
      const query = [...kept, ["$skiptoken", String(offset + pageSize)]]
        .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
        .join("&");
      body["@odata.nextLink"] = `${url.origin}${url.pathname}?${query}`;
    }
    events.push({
      at: Date.now(),
      status: 200,
      user: user.username,
      tokenId: typeof claims.jti === "string" ? claims.jti : undefined,
      page: Math.floor(offset / pageSize) + 1,
    });
    return json(res, 200, body);
  }

  async function control(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === "GET" && url.pathname === "/__control/events") {
      return json(res, 200, { provider: provider.events, graph: events });
    }
    if (req.method === "POST" && url.pathname === "/__control/provider") {
      const state = url.searchParams.get("state");
      if (state !== "up" && state !== "down") return json(res, 400, { error: "state must be up or down" });
      await provider.setDown(state === "down");
      return json(res, 200, { state });
    }
    if (req.method === "POST" && url.pathname === "/__control/graph") {
      const hold = url.searchParams.get("hold");
      if (hold !== "on" && hold !== "off") return json(res, 400, { error: "hold must be on or off" });
      if (hold === "on") held ??= [];
      else release();
      return json(res, 200, { hold });
    }
    return json(res, 404, { error: "not found" });
  }

  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const url = new URL(req.url ?? "/", GRAPH_URL);
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "access-control-allow-origin": APP_URL,
        "access-control-allow-methods": "GET",
        "access-control-allow-headers": "authorization, consistencylevel",
        "access-control-max-age": "0",
      });
      res.end();
      return;
    }
    if (url.pathname.startsWith("/__control/")) {
      control(req, res, url).catch((error: unknown) => json(res, 500, { error: String(error) }));
      return;
    }
    if (req.method === "GET" && url.pathname === memberOfPath) {
      if (held) held.push(() => memberOf(req, res, url));
      else memberOf(req, res, url);
      return;
    }
    return graphError(res, 404, "Request_ResourceNotFound", `Resource '${url.pathname}' does not exist.`);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(ports.graph, "127.0.0.1", () => resolve());
  });
  return {
    events,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
