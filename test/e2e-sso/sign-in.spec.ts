/**
 * Issue 3: the production MSAL path, end to end, against a local OpenID Connect provider (no fake at the
 * MSAL layer). The build's identity is real MSAL; its data comes from the in-browser demo backend; Graph is
 * the local one of graph-server.ts.
 */
import { expect, test } from "@playwright/test";
import { APP_URL, CLIENT_ID, GRAPH_RESOURCE, GRAPH_URL, ISSUER, REDIRECT_URI } from "./sso-env";
import { TENANT_ID, testUser } from "./users";
import {
  PROVIDER_FORM,
  bearerOf,
  controlEvents,
  jwtClaims,
  msalEntries,
  msalSecrets,
  readStorage,
  setGraphHold,
  setProviderDown,
  signInAtProvider,
  watchNavigations,
  watchRequests,
  type SeenRequest,
} from "./sso-helpers";

const NO_PERMISSION = "You do not have permission to the resources on this system.";
const SIGN_IN_FAILED = "Sign-in could not be completed.";

/** Each expected pattern matches a later navigation than the one before it. */
function expectInOrder(urls: string[], patterns: (string | RegExp)[]) {
  let from = 0;
  for (const pattern of patterns) {
    const index = urls.findIndex(
      (url, position) =>
        position >= from && (typeof pattern === "string" ? url === pattern : pattern.test(url)),
    );
    expect(
      index,
      `navigation ${String(pattern)} after #${from} in:\n${urls.join("\n")}`,
    ).toBeGreaterThanOrEqual(0);
    from = index + 1;
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a deep link while signed out goes to /login, the provider's form, and back to the deep link", async ({
  page,
}, testInfo) => {
  const navigations = watchNavigations(page);
  const started = Date.now();
  await page.goto("/users-profile");
  await page.waitForURL(PROVIDER_FORM);
  const formShown = Date.now();
  await signInAtProvider(page, "admin");
  const submitted = Date.now();

  await expect(page.getByTestId("user-name")).toHaveText("ADMIN");
  await expect(page).toHaveURL(/\/users-profile(\?|$)/);
  const done = Date.now();
  await expect(page.getByRole("heading", { name: "Users Profile" }).first()).toBeVisible();

  expectInOrder(navigations, [
    `${APP_URL}/users-profile`,
    `${APP_URL}/login?to=%2Fusers-profile`,
    PROVIDER_FORM,
    new RegExp(`^${escape(REDIRECT_URI)}#code=`),
    new RegExp(`^${escape(APP_URL)}/users-profile`),
  ]);

  const timing =
    `sign-in scenario: ${done - started} ms from the deep link to the user name in the top bar ` +
    `(${formShown - started} ms to the provider's form, ${done - submitted} ms from submitting it)`;
  console.info(timing);
  testInfo.annotations.push({ type: "timing", description: timing });
});

test("the sign-in sequence of SPEC §7 goes out in three round trips with the right payloads", async ({
  page,
  request,
}) => {
  const traffic = watchRequests(page);
  const planner = testUser("planner");
  const graphPath = `${new URL(GRAPH_URL).pathname}/me/transitiveMemberOf`;
  const callsTo = (line: string | RegExp) =>
    [...traffic.app(), ...traffic.graph()].filter((item) => {
      const seen = `${item.url.origin === APP_URL ? "" : "graph "}${item.method} ${item.url.pathname}`;
      return typeof line === "string" ? seen === line : line.test(seen);
    });

  // Graph keeps its answers back: what the app asks for meanwhile needs no groups.
  await setGraphHold(request, true);
  try {
    await page.goto("/main");
    await signInAtProvider(page, "planner");
    await expect.poll(() => callsTo("POST /api/auth/login").length).toBe(1);
    await expect.poll(() => callsTo(`graph GET ${graphPath}`).length).toBe(1);
    // DESIGN §4, round trip 2: the backend token alone lets the profiles and the user lookup go, while
    // the groups are still unanswered.
    await expect.poll(() => callsTo("GET /api/users-profile").length).toBe(1);
    await expect.poll(() => callsTo("GET /api/users").length).toBe(1);
    expect(callsTo(`graph GET ${graphPath}`)[0].finished).toBeUndefined();
    // Round trip 3 needs the profile, so the groups: nothing of it goes out while they are held.
    expect(callsTo(/^PATCH \/api\/users\/\d+$/)).toEqual([]);
    expect(callsTo("GET /api/view-idm-group")).toEqual([]);
  } finally {
    await setGraphHold(request, false);
  }
  await expect(page.getByTestId("user-name")).toHaveText("PLANNER");

  // The provider saw a public client: authorization code with PKCE (S256), no secret.
  const authorize = traffic.provider().find((item) => item.url.pathname === "/auth");
  expect(authorize?.url.searchParams.get("client_id")).toBe(CLIENT_ID);
  expect(authorize?.url.searchParams.get("response_type")).toBe("code");
  expect(authorize?.url.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize?.url.searchParams.get("scope")?.split(" ")).toEqual(
    expect.arrayContaining(["openid", "profile", "User.Read"]),
  );
  const [codeExchange] = traffic.tokenCalls();
  expect(codeExchange.form.get("grant_type")).toBe("authorization_code");
  expect(codeExchange.form.get("code_verifier")).toBeTruthy();
  expect(codeExchange.form.has("client_secret")).toBe(false);

  // Each call of the sequence went out once.
  const [login] = callsTo("POST /api/auth/login");
  const [profiles] = callsTo("GET /api/users-profile");
  const [users] = callsTo("GET /api/users");
  const [patch, ...morePatches] = callsTo(/^PATCH \/api\/users\/\d+$/);
  const [rules, ...moreRules] = callsTo("GET /api/view-idm-group");
  const graphPages = callsTo(`graph GET ${graphPath}`);
  expect(graphPages).toHaveLength(3);
  expect(patch).toBeDefined();
  expect(rules).toBeDefined();
  expect([...morePatches, ...moreRules]).toEqual([]);
  const [page1, page2, page3] = graphPages;

  // The overlaps of DESIGN §4 over the wire, read from the order of the page's network events. Only "went
  // out before that was answered" is read there: Playwright may report an answer a little after the page
  // has already acted on it, so "after" is shown by the data instead (each call carries what an earlier
  // answer gave: the backend token, the user's id, the group, the next page's link).
  const finished = (item: SeenRequest) => {
    expect(item.finished, `${item.method} ${item.url.pathname} finished`).toBeDefined();
    return item.finished!;
  };
  // Round trip 2, profiles ‖ users: both out before either was answered, and before the groups were.
  for (const call of [profiles, users]) {
    expect(call.started).toBeLessThan(Math.min(finished(profiles), finished(users), finished(page1)));
  }
  // Round trip 3, PATCH ‖ view-idm-group: both out before either was answered.
  for (const call of [patch, rules]) {
    expect(call.started).toBeLessThan(Math.min(finished(patch), finished(rules)));
  }

  // POST /auth/login: the upper-cased login name before the @, the name and the email from the id token.
  expect(JSON.parse(login.body ?? "null")).toEqual({
    username: "PLANNER",
    name: planner.name,
    email: planner.email,
  });
  const { access_token: backendToken } = (await (await login.request.response())!.json()) as {
    access_token: string;
  };

  // Graph: $count with ConsistencyLevel: eventual on every page, every page fetched through @odata.nextLink,
  // each with a JWT access token for Graph (scope User.Read) issued to this user by the provider.
  expect(page1.url.searchParams.get("$count")).toBe("true");
  expect(page1.url.searchParams.get("$top")).toBe("999");
  const names: string[] = [];
  const pages = [page1, page2, page3];
  for (const [index, graphCall] of pages.entries()) {
    expect(graphCall.headers.consistencylevel).toBe("eventual");
    const claims = jwtClaims(bearerOf(graphCall.headers));
    expect(claims).toMatchObject({
      iss: ISSUER,
      aud: GRAPH_RESOURCE,
      sub: planner.oid,
      client_id: CLIENT_ID,
    });
    expect(String(claims.scope).split(" ")).toContain("User.Read");
    const response = await graphCall.request.response();
    expect(response?.status()).toBe(200);
    const body = (await response!.json()) as {
      value: { displayName: string }[];
      "@odata.count"?: number;
      "@odata.nextLink"?: string;
    };
    expect(body["@odata.count"]).toBe(planner.groups.length);
    names.push(...body.value.map((group) => group.displayName));
    const next = pages[index + 1];
    if (next) expect(next.url.href).toBe(new URL(body["@odata.nextLink"]!).href);
    else expect(body["@odata.nextLink"]).toBeUndefined();
  }
  expect(names).toEqual(planner.groups);

  // The backend calls carry the backend's token, not the identity provider's.
  for (const call of [profiles, users, patch, rules]) expect(bearerOf(call.headers)).toBe(backendToken);
  expect(users.url.searchParams.get("filter")).toBe("userName||$eq||PLANNER");
  const [user] = (await (await users.request.response())!.json()) as {
    id: number;
    profileId: number | null;
  }[];
  const listed = (await (await profiles.request.response())!.json()) as {
    id: number;
    name: string;
    idmGroup: string;
  }[];
  const plannerProfile = listed.find((profile) => profile.idmGroup === "SCM Planners")!;
  // PATCH only because the stored profile (Viewer) differs from the chosen one (lowest accessLevel wins).
  expect(user.profileId).not.toBe(plannerProfile.id);
  expect(patch.url.pathname).toBe(`/api/users/${user.id}`);
  expect(JSON.parse(patch.body ?? "null")).toMatchObject({
    id: user.id,
    userName: "PLANNER",
    profileId: plannerProfile.id,
    profile: { id: plannerProfile.id, name: "Supply Planner" },
  });
  expect(rules.url.searchParams.get("filter")).toBe("name||$eq||scm planners");

  // The local Graph refuses what Graph would: an id token, and $count without ConsistencyLevel.
  const secrets = msalSecrets((await readStorage(page)).session);
  const idToken = secrets.find((item) => item.credentialType === "IdToken")!.secret;
  const accessToken = secrets.find((item) => item.credentialType === "AccessToken")!.secret;
  const memberOf = `${GRAPH_URL}/me/transitiveMemberOf?$count=true`;
  const withIdToken = await request.get(memberOf, {
    headers: { Authorization: `Bearer ${idToken}`, ConsistencyLevel: "eventual" },
  });
  expect(withIdToken.status()).toBe(401);
  const withoutConsistency = await request.get(memberOf, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(withoutConsistency.status()).toBe(400);
});

test("the groups are asked for beside the backend login, not after it: they go out even when it fails", async ({
  page,
}) => {
  // The demo backend's fault door (src/demo/fault-injection.ts) takes the login off the network once, on the
  // load that comes back from the provider, before the sign-in sequence starts: the door is opened by the
  // same assignment that publishes it.
  await page.addInitScript(() => {
    if (!/(^#|&)code=/.test(window.location.hash)) return;
    let door: unknown;
    Object.defineProperty(window, "scmDemoFaults", {
      configurable: true,
      get: () => door,
      set(value: { offline(method: "post", pathPart: string, times?: number): void }) {
        door = value;
        value.offline("post", "/auth/login", 1);
      },
    });
  });
  const traffic = watchRequests(page);
  await page.goto("/main");
  await signInAtProvider(page, "admin");

  await expect(page.getByRole("alert")).toContainText(SIGN_IN_FAILED);
  const login = traffic.app().find((item) => item.url.pathname === "/api/auth/login");
  expect(login).toBeDefined();
  await expect.poll(() => login!.finished).toBeDefined();
  expect(login!.request.failure()).not.toBeNull();
  // Had the groups waited for the login's token, a failed login would have left Graph unasked.
  await expect.poll(() => traffic.graph().length).toBeGreaterThan(0);
  expect(traffic.app().map((item) => `${item.method} ${item.url.pathname}`)).toEqual([
    "POST /api/auth/login",
  ]);

  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("user-name")).toHaveText("ADMIN");
});

test("the MSAL cache is in sessionStorage and nothing of it is in localStorage", async ({ page }) => {
  await page.goto("/main");
  await signInAtProvider(page, "admin");
  await expect(page.getByTestId("user-name")).toHaveText("ADMIN");

  const { local, session } = await readStorage(page);
  const secrets = msalSecrets(session);
  expect(secrets.map((item) => item.credentialType).sort()).toEqual([
    "AccessToken",
    "IdToken",
    "RefreshToken",
  ]);
  // The id token carries what MSAL and the app read: name, preferred_username, oid and tid.
  const admin = testUser("admin");
  const idToken = secrets.find((item) => item.credentialType === "IdToken")!.secret;
  expect(jwtClaims(idToken)).toMatchObject({
    iss: ISSUER,
    aud: CLIENT_ID,
    name: admin.name,
    preferred_username: admin.username,
    oid: admin.oid,
    tid: TENANT_ID,
  });
  expect(Object.keys(msalEntries(session))).toEqual(expect.arrayContaining(["msal.3.account.keys"]));

  const localText = JSON.stringify(local);
  expect(Object.keys(local).filter((key) => /msal/i.test(key))).toEqual([]);
  for (const { credentialType, secret } of secrets) {
    expect(localText.includes(secret), `${credentialType} found in localStorage`).toBe(false);
  }
  expect(localText).not.toContain(CLIENT_ID);
  expect(localText).not.toContain(new URL(ISSUER).host);
});

test("an expired access token is renewed silently through the refresh token without leaving the page", async ({
  page,
  request,
}) => {
  const admin = testUser("admin");
  await page.goto("/users-profile");
  await signInAtProvider(page, "admin");
  await expect(page.getByTestId("user-name")).toHaveText("ADMIN");
  await expect(page.getByText("SCM Administrators").first()).toBeVisible();

  const before = msalSecrets((await readStorage(page)).session).find(
    (item) => item.credentialType === "AccessToken",
  )!;
  const traffic = watchRequests(page);
  const navigations = watchNavigations(page);
  await page.evaluate(() => Object.assign(window, { e2eMarker: "same page" }));

  // Time passes beyond the access token's lifetime, and the backend session is gone (its next call answers
  // 401), so the app re-runs the sign-in sequence, which asks MSAL for a Graph token again.
  const expiresAt = Number(before.expiresOn) * 1000;
  expect(Number.isFinite(expiresAt)).toBe(true);
  await page.clock.setSystemTime(Math.max(Date.now(), expiresAt) + 5 * 60 * 1000);
  await page.evaluate(() => sessionStorage.setItem("scm.accessToken", "expired-backend-token"));
  // An in-app navigation (the router's own history, as a menu link would do), independent of the menu's markup.
  await page.evaluate(() => {
    window.history.pushState(null, "", "/parameter-system");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });

  await expect(page).toHaveURL(/\/parameter-system/);
  await expect(page.getByText("filterDays").first()).toBeVisible();

  const refreshes = traffic.tokenCalls();
  expect(refreshes.map((call) => call.form.get("grant_type"))).toEqual(["refresh_token"]);
  expect((await refreshes[0].request.response())?.status()).toBe(200);
  // MSAL re-sends offline_access on refresh; the provider accepts the request all the same.
  expect(refreshes[0].form.get("scope")?.split(" ")).toContain("offline_access");

  const graphCalls = traffic.graph();
  expect(graphCalls.length).toBeGreaterThan(0);
  for (const call of graphCalls) {
    const token = bearerOf(call.headers);
    expect(token).not.toBe(before.secret);
    expect((await call.request.response())?.status()).toBe(200);
  }
  const after = msalSecrets((await readStorage(page)).session).find(
    (item) => item.credentialType === "AccessToken",
  )!;
  expect(after.secret).toBe(bearerOf(graphCalls[0].headers));

  // Never left the page: no full load, no visit to the provider.
  expect(await page.evaluate(() => (window as { e2eMarker?: string }).e2eMarker)).toBe("same page");
  expect(navigations.filter((url) => !url.startsWith(APP_URL))).toEqual([]);
  expect(traffic.provider().filter((call) => call.url.pathname !== "/token")).toEqual([]);

  const { provider } = await controlEvents(request);
  const adminTokens = provider.filter((event) => event.type === "token" && event.user === admin.username);
  expect(adminTokens.at(-1)?.grantType).toBe("refresh_token");
});

test("a user whose groups match no profile lands on /unauthorized", async ({ page }) => {
  const traffic = watchRequests(page);
  await page.goto("/main");
  await signInAtProvider(page, "noprofile");

  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText(NO_PERMISSION)).toBeVisible();
  await expect(page.getByTestId("user-name")).toHaveCount(0);
  // The groups were asked for and matched nothing; no user update, no permission rules. The user lookup
  // went out beside the profiles (DESIGN §4), before anyone knew there would be no profile, and so did the
  // first read of the page the sign-in ends on, once the token was there: refused, and never shown.
  expect(traffic.graph().length).toBeGreaterThan(0);
  const calls = traffic.app();
  expect(calls.map((item) => `${item.method} ${item.url.pathname}`).sort()).toEqual([
    "GET /api/parameter-system",
    "GET /api/users",
    "GET /api/users-profile",
    "POST /api/auth/login",
  ]);
  const early = calls.find((item) => item.url.pathname === "/api/parameter-system")!;
  expect((await early.request.response())?.status()).toBe(403);
  const { local } = await readStorage(page);
  expect(local.profileId).toBeUndefined();
});

test("sign-out goes through the provider's end-session endpoint back to /login, and the app stays signed out", async ({
  page,
  request,
}) => {
  await page.goto("/main");
  await signInAtProvider(page, "admin");
  await expect(page.getByTestId("user-name")).toHaveText("ADMIN");
  const navigations = watchNavigations(page);

  await page.getByTestId("user-name").click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(new RegExp(`^${escape(ISSUER)}/session/end`));
  const endSession = new URL(page.url());
  expect(endSession.searchParams.get("id_token_hint")).toBeTruthy();
  expect(endSession.searchParams.get("post_logout_redirect_uri")).toBe(REDIRECT_URI);
  await page.getByRole("button", { name: "Yes, sign me out" }).click();

  // Back on the app's /login, which starts a new sign-in: the provider asks for credentials again.
  await page.waitForURL(PROVIDER_FORM);
  expectInOrder(navigations, [
    new RegExp(`^${escape(ISSUER)}/session/end`),
    new RegExp(`^${escape(REDIRECT_URI)}`),
    PROVIDER_FORM,
  ]);
  const { provider } = await controlEvents(request);
  expect(provider.some((event) => event.type === "end-session")).toBe(true);

  // Nothing of the session is left in the app's storage.
  await page.goto("/favicon.svg");
  const { local, session } = await readStorage(page);
  expect(msalSecrets(session)).toEqual([]);
  expect(session["scm.accessToken"]).toBeUndefined();
  expect(local.profileId).toBeUndefined();

  // Opening the app again, and reloading, still ends on the provider's form, never on the home page.
  await page.goto("/main");
  await page.waitForURL(PROVIDER_FORM);
  await page.reload();
  await expect(page.getByLabel("Username")).toBeVisible();
  await page.goto("/main");
  await page.waitForURL(PROVIDER_FORM);
  await expect(page.getByTestId("user-name")).toHaveCount(0);
});

test("a provider that is down gives a clear message on the login page, not a blank screen or a loop", async ({
  page,
  request,
}) => {
  await setProviderDown(request, true);
  try {
    const navigations = watchNavigations(page);
    await page.goto("/main");
    await expect(page.getByRole("alert")).toContainText(SIGN_IN_FAILED);
    await expect(page).toHaveURL(`${APP_URL}/login?to=%2Fmain`);
    const settled = navigations.length;
    await page.waitForTimeout(2_000);
    expect(navigations.length, navigations.join("\n")).toBe(settled);
    expect(navigations.every((url) => url.startsWith(APP_URL))).toBe(true);
    await expect(page.getByText(SIGN_IN_FAILED)).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();

    // Once the provider is back, "Try again" reaches its form.
    await setProviderDown(request, false);
    await page.getByRole("button", { name: "Try again" }).click();
    await page.waitForURL(PROVIDER_FORM);
  } finally {
    await setProviderDown(request, false);
  }
});
