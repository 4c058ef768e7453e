import { expect, test as base, type APIRequestContext, type Page, type Request } from "@playwright/test";
import { API_URL, BACKEND_ORIGIN } from "./json-server-env";
import { readFileSync } from "node:fs";

export { addFilter, expectAccessible, signIn } from "../e2e/fixtures";

export interface Notice {
  id: number;
  title: string;
  description: string;
  status: "published" | "draft";
  publish: "yes" | "no";
  notificationDate: string;
  createdDate: string;
  updateDate: string;
  updatedBy: string;
}

/** The data every test starts from (db.seed.json). */
export const seed = JSON.parse(readFileSync(new URL("./db.seed.json", import.meta.url), "utf8")) as {
  informative: Notice[];
  users: { id: number; userName: string; profileId: number | null; name: string; email: string }[];
};

/**
 * Each test starts from the seed: the backend is shared, and sign-in and saves change it. And every answer
 * the backend gives the app is checked: a call it does not understand (404, 400, 500) or a lost token (401)
 * fails the test, even when the page happens to look right. A 409 is a refused stale save, which the tests
 * that provoke it check themselves.
 */
export const test = base.extend<{ backend: void }>({
  backend: [
    async ({ request, context }, use) => {
      const reset = await request.post(`${BACKEND_ORIGIN}/__control/reset`);
      expect(reset.status()).toBe(204);
      const failed: string[] = [];
      context.on("response", (response) => {
        const url = new URL(response.url());
        if (url.origin === BACKEND_ORIGIN && response.status() >= 400 && response.status() !== 409)
          failed.push(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
      });
      await use();
      expect(failed, "backend answers the app got").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** A call the page made to json-server's /api, as it went over the wire. */
export interface BackendCall {
  method: string;
  /** The path below /api, e.g. "/informative/3". */
  path: string;
  params: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

function toCall(request: Request): BackendCall | null {
  const url = new URL(request.url());
  if (url.origin !== BACKEND_ORIGIN || !url.pathname.startsWith("/api/") || request.method() === "OPTIONS")
    return null;
  let body: unknown;
  try {
    body = request.postDataJSON();
  } catch {
    body = request.postData();
  }
  return {
    method: request.method(),
    path: url.pathname.slice("/api".length),
    params: url.searchParams,
    headers: request.headers(),
    body,
  };
}

/** Every call the page makes to the backend from now on. */
export function recordBackendCalls(page: Page): BackendCall[] {
  const calls: BackendCall[] = [];
  page.on("request", (request) => {
    const call = toCall(request);
    if (call) calls.push(call);
  });
  return calls;
}

/** Waits for the page's next backend call that matches. */
export async function nextBackendCall(
  page: Page,
  matches: (call: BackendCall) => boolean,
): Promise<BackendCall> {
  const request = await page.waitForRequest((candidate) => {
    const call = toCall(candidate);
    return call !== null && matches(call);
  });
  return toCall(request)!;
}

/** What the backend stored, as another client reads it: signed in with its own token. */
export async function readBackend<T>(request: APIRequestContext, path: string): Promise<T> {
  const login = await request.post(`${API_URL}/auth/login`, {
    // An existing user: a first sign-in would add a row to users.
    data: { username: "VIEWER", name: "Carla Mendes", email: "viewer@scm-demo.com" },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const response = await request.get(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** The list's rows below its header row. */
export const gridRows = (page: Page) =>
  page
    .getByRole("grid")
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });

/** The titles shown in the grid, top to bottom. */
export const shownTitles = (page: Page) => gridRows(page).locator('[data-field="title"]');

/** A datetime as the en-US pages show it (MM/DD/YYYY hh:mm A), in the browser's zone. */
export function shownDateTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hour12: true,
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}
