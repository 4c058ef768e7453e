/**
 * What the sign-in scenarios share: filling the provider's form like a person, watching the page's requests
 * and navigations, and reading or steering the local provider through the control endpoints.
 */
import { expect, type APIRequestContext, type Page, type Request } from "@playwright/test";
import { APP_URL, GRAPH_ORIGIN, ISSUER, TEST_PASSWORD } from "./sso-env";
import { testUser, type TestUser } from "./users";
import type { DemoAccountKey } from "../../src/domain/demo-accounts";
import type { ProviderEvent } from "./identity-provider";
import type { GraphEvent } from "./graph-server";

export const PROVIDER_FORM = new RegExp(`^${ISSUER.replace(/[.]/g, "\\.")}/interaction/`);

/** Waits for the provider's login form, fills it in and submits it. */
export async function signInAtProvider(page: Page, key: DemoAccountKey): Promise<TestUser> {
  const user = testUser(key);
  await page.waitForURL(PROVIDER_FORM);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  return user;
}

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | null;
  request: Request;
  /**
   * When it went out and when its answer was complete (or it failed), as positions in one sequence of
   * the page's network events: comparing them says what overlapped, without reading any clock.
   */
  started: number;
  finished?: number;
}

/**
 * Every request the page sends to the app's backend (/api, answered by the demo backend's service worker),
 * to Graph and to the provider, in the order they go out. CORS preflights are left out.
 */
export function watchRequests(page: Page) {
  const seen: SeenRequest[] = [];
  let moment = 0;
  page.on("request", (request) => {
    if (request.method() === "OPTIONS") return;
    const url = new URL(request.url());
    const relevant =
      url.origin === ISSUER ||
      url.origin === GRAPH_ORIGIN ||
      (url.origin === APP_URL && url.pathname.startsWith("/api/"));
    if (relevant) {
      seen.push({
        method: request.method(),
        url,
        headers: request.headers(),
        body: request.postData(),
        request,
        started: ++moment,
      });
    }
  });
  const finish = (request: Request) => {
    const item = seen.find((candidate) => candidate.request === request);
    if (item) item.finished = ++moment;
  };
  page.on("requestfinished", finish);
  page.on("requestfailed", finish);
  return {
    all: () => [...seen],
    app: () => seen.filter((item) => item.url.origin === APP_URL),
    graph: () => seen.filter((item) => item.url.origin === GRAPH_ORIGIN),
    provider: () => seen.filter((item) => item.url.origin === ISSUER),
    /** Token endpoint calls, with their form parameters. */
    tokenCalls: () =>
      seen
        .filter(
          (item) => item.url.origin === ISSUER && item.url.pathname === "/token" && item.method === "POST",
        )
        .map((item) => ({ ...item, form: new URLSearchParams(item.body ?? "") })),
  };
}

/** Every URL the page's main frame navigates to, in order (full loads and same-document changes alike). */
export function watchNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** The claims of a JWT, without checking it (the local Graph checks signatures). */
export function jwtClaims(token: string): Record<string, unknown> {
  const [, payload] = token.split(".");
  return JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
}

export const bearerOf = (headers: Record<string, string>): string =>
  /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? "")?.[1] ?? "";

export async function controlEvents(
  request: APIRequestContext,
): Promise<{ provider: ProviderEvent[]; graph: GraphEvent[] }> {
  const response = await request.get(`${GRAPH_ORIGIN}/__control/events`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { provider: ProviderEvent[]; graph: GraphEvent[] };
}

/** While the hold is on, the local Graph keeps every answer back until it is lifted. */
export async function setGraphHold(request: APIRequestContext, on: boolean): Promise<void> {
  const response = await request.post(`${GRAPH_ORIGIN}/__control/graph?hold=${on ? "on" : "off"}`);
  expect(response.ok()).toBe(true);
}

export async function setProviderDown(request: APIRequestContext, down: boolean): Promise<void> {
  const response = await request.post(`${GRAPH_ORIGIN}/__control/provider?state=${down ? "down" : "up"}`);
  expect(response.ok()).toBe(true);
}

/** The app's storage: MSAL's entries and the app's own, as the page sees them. */
export async function readStorage(page: Page) {
  return page.evaluate(() => ({
    local: Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ""])),
    session: Object.fromEntries(
      Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ""]),
    ),
  }));
}

/** MSAL's cache entries (keys start with "msal."), parsed where they are JSON. */
export function msalEntries(store: Record<string, string>): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(store)) {
    if (!key.startsWith("msal.")) continue;
    try {
      entries[key] = JSON.parse(value);
    } catch {
      entries[key] = value;
    }
  }
  return entries;
}

/** The secrets MSAL keeps (id, access and refresh tokens). */
export function msalSecrets(
  store: Record<string, string>,
): { credentialType: string; secret: string; expiresOn?: string }[] {
  return Object.values(msalEntries(store)).flatMap((entry) => {
    if (!entry || typeof entry !== "object" || !("credentialType" in entry) || !("secret" in entry))
      return [];
    const { credentialType, secret, expiresOn } = entry as {
      credentialType: string;
      secret: string;
      expiresOn?: string;
    };
    return [{ credentialType, secret, expiresOn }];
  });
}
