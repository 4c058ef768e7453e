/**
 * The local OpenID Connect provider the production MSAL path signs in against (issue 3, DESIGN §5):
 * oidc-provider on https://127.0.0.1:<port> with one public client (authorization code + PKCE, no secret),
 * the demo accounts as users, JWT access tokens for the Graph resource with scope User.Read (resource
 * indicators), id tokens with name, preferred_username, oid and tid, and refresh tokens for this client.
 * Its login form is a plain HTML form (username, password, "Sign in"), so a test can fill it like a person.
 */
import { createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomBytes, type JsonWebKey } from "node:crypto";
import type { Socket } from "node:net";
import Provider, { errors, type Grant } from "oidc-provider";
import { APP_URL, CLIENT_ID, GRAPH_RESOURCE, ISSUER, REDIRECT_URI, TEST_PASSWORD, ports } from "./sso-env";
import { TENANT_ID, testUsers, userBySub, type TestUser } from "./users";
import type { TlsMaterial } from "./certs";

/** What the provider did, as the tests may want to check it (read through the control endpoint). */
export interface ProviderEvent {
  at: number;
  type: "login" | "login-failed" | "token" | "end-session";
  /** preferred_username of the account concerned, when known. */
  user?: string;
  grantType?: string;
  /** The scope the client asked for on the token endpoint, as sent (before offline_access is dropped). */
  requestedScope?: string;
}

interface OidcContext {
  oidc: {
    client?: { clientId: string; grantTypeAllowed(type: string): boolean };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    params?: Record<string, unknown>;
    provider: Provider;
    entities?: { Account?: { accountId: string } };
  };
  host: string;
  type: string;
  body: string;
}

const ACCESS_TOKEN_TTL = 10 * 60;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain page; no external fonts or scripts, so nothing waits on the (absent) internet. */
const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto}label,input,button{display:block;width:100%;margin:.4rem 0}
input{padding:.4rem}button{padding:.5rem}.error{color:#b00020}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

function loginForm(uid: string, error?: string, username = ""): string {
  return page(
    "SCM test identity provider",
    `<p>Sign in to continue to Supply Chain Management.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login" autocomplete="off">
<label for="username">Username</label><input id="username" name="username" type="text" required value="${escapeHtml(username)}">
<label for="password">Password</label><input id="password" name="password" type="password" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function findUser(login: string): TestUser | undefined {
  const wanted = login.trim().toLowerCase();
  return testUsers.find((user) => user.username === wanted || user.key === wanted);
}

export interface RunningProvider {
  events: ProviderEvent[];
  /** Stops (down) or restarts (up) listening, as an unreachable provider would look to the browser. */
  setDown(down: boolean): Promise<void>;
  close(): Promise<void>;
}

export async function startIdentityProvider(
  tls: TlsMaterial,
  signingKey: JsonWebKey,
): Promise<RunningProvider> {
  const events: ProviderEvent[] = [];
  const record = (event: Omit<ProviderEvent, "at">) => events.push({ at: Date.now(), ...event });

  const provider = new Provider(ISSUER, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: "Supply Chain Management",
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: [REDIRECT_URI],
        post_logout_redirect_uris: [REDIRECT_URI],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    claims: {
      openid: ["sub", "oid", "tid"],
      profile: ["name", "preferred_username"],
      email: ["email", "email_verified"],
    },
    // Response type "code" would otherwise leave the profile claims to userinfo; MSAL reads them from the id token.
    conformIdTokenClaims: false,
    async findAccount(_ctx: unknown, sub: string) {
      const user = userBySub(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            oid: user.oid,
            tid: TENANT_ID,
            name: user.name,
            preferred_username: user.username,
            email: user.email,
            email_verified: true,
          };
        },
      };
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // A first-party app: consent is implied, so the only interaction is the login form.
    async loadExistingGrant(ctx: OidcContext): Promise<Grant | undefined> {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope("openid profile email offline_access");
      grant.addResourceScope(GRAPH_RESOURCE, "User.Read");
      await grant.save();
      return grant;
    },
    // offline_access is dropped from authorization requests without prompt=consent (as MSAL sends them),
    // so refresh tokens are issued because this client may use them, not because of that scope.
    async issueRefreshToken(_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) {
      return client.grantTypeAllowed("refresh_token");
    },
    clientBasedCORS: (_ctx: unknown, origin: string) => origin === APP_URL,
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // MSAL sends no resource parameter: every request is for Graph, like User.Read on Entra ID.
        defaultResource: async () => GRAPH_RESOURCE,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx: unknown, resource: string) {
          if (resource !== GRAPH_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: "User.Read",
            audience: GRAPH_RESOURCE,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: "jwt",
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: OidcContext, form: string) {
          ctx.type = "html";
          ctx.body = page(
            "Sign out",
            `<p>Do you want to sign out of the SCM test identity provider?</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button>`,
          );
        },
        async postLogoutSuccessSource(ctx: OidcContext) {
          ctx.type = "html";
          ctx.body = page("Signed out", "<p>You are signed out.</p>");
        },
      },
    },
    async renderError(ctx: OidcContext, out: Record<string, string>) {
      ctx.type = "html";
      ctx.body = page(
        "Sign-in error",
        Object.entries(out)
          .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
          .join(""),
      );
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      RefreshToken: 24 * 60 * 60,
      Interaction: 10 * 60,
      Session: 60 * 60,
      Grant: 24 * 60 * 60,
    },
  });

  provider.on("grant.success", (ctx) => {
    const { oidc } = ctx as OidcContext;
    const account = oidc.entities?.Account?.accountId;
    record({
      type: "token",
      user: account ? userBySub(account)?.username : undefined,
      grantType: typeof oidc.params?.grant_type === "string" ? oidc.params.grant_type : undefined,
      requestedScope: (ctx as { req: { requestedScope?: string } }).req.requestedScope,
    });
  });
  provider.on("end_session.success", (ctx) => {
    const account = (ctx as OidcContext).oidc.session?.accountId;
    record({ type: "end-session", user: account ? userBySub(account)?.username : undefined });
  });

  const oidc = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, submit: boolean) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error("interaction mismatch");
    if (details.prompt.name !== "login") {
      // Consent is implied (see loadExistingGrant); nothing else is expected here.
      await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
      return;
    }
    if (!submit) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(loginForm(uid));
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    const login = form.get("username") ?? "";
    const user = findUser(login);
    if (!user || form.get("password") !== TEST_PASSWORD) {
      record({ type: "login-failed", user: login });
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(loginForm(uid, "Invalid username or password.", login));
      return;
    }
    record({ type: "login", user: user.username });
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.oid } },
      { mergeWithLastSubmission: false },
    );
  }

  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", ISSUER);
      if (url.pathname === "/favicon.ico") {
        res.writeHead(204).end();
        return;
      }
      const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
      if (match && (req.method === "GET" || (req.method === "POST" && match[2]))) {
        await interaction(req, res, decodeURIComponent(match[1]), req.method === "POST");
        return;
      }
      if (req.method === "POST" && url.pathname === "/token") {
        // MSAL re-sends offline_access with every token request; this provider never granted that scope
        // (refresh tokens come from issueRefreshToken), so it is dropped before oidc-provider checks the scope.
        const body = new URLSearchParams(await readBody(req));
        const scope = body.get("scope");
        if (scope !== null) {
          body.set(
            "scope",
            scope
              .split(" ")
              .filter((item) => item && item !== "offline_access")
              .join(" "),
          );
        }
        // oidc-provider reads an already consumed body from req.body.
        Object.assign(req, { body: body.toString(), requestedScope: scope ?? undefined });
      }
      oidc(req, res);
    })().catch((error: unknown) => {
      console.error("[e2e-sso provider]", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal error");
    });
  });

  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(ports.provider, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen();
  return {
    events,
    async setDown(down) {
      if (down) await stop();
      else if (!server.listening) await listen();
    },
    close: stop,
  };
}
