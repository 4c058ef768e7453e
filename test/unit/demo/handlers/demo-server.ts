/**
 * The demo backend over msw/node for the handler tests of each family: the integration tests' server, a
 * token from POST /auth/login, and calls that carry it.
 */
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { db, demoUrls, server } from "../../../msw-server";

export { db, demoUrls };

/** Listens for the file's tests (unless test/setup.ts already does) and reseeds before each. */
export function serveDemoBackend(): void {
  let startedHere = false;
  beforeAll(() => {
    try {
      server.listen({ onUnhandledRequest: "error" });
      startedHere = true;
    } catch {
      // test/setup.ts already listens with this same server; a second listen is refused by MSW.
    }
  });
  afterAll(() => {
    if (startedHere) server.close();
  });
  beforeEach(async () => {
    await db.reset();
  });
}

export async function login(username = "ADMIN", name = "Ana Souza", email = "admin@scm-demo.com"): Promise<string> {
  const response = await fetch(`${demoUrls.apiUrl}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, name, email }),
  });
  expect(response.status).toBe(201);
  const body: unknown = await response.json();
  if (
    typeof body !== "object" ||
    body === null ||
    !("access_token" in body) ||
    typeof body.access_token !== "string"
  ) {
    throw new Error("login did not return an access_token");
  }
  return body.access_token;
}

export async function call(path: string, init: RequestInit & { json?: unknown } = {}, base: string = demoUrls.apiUrl) {
  const token = await login();
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("authorization", `Bearer ${token}`);
  if (json !== undefined) headers.set("content-type", "application/json");
  return fetch(`${base}${path}`, {
    ...rest,
    headers,
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
}

export async function body<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
