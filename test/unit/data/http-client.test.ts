import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { server } from "../../msw-server";
import { createHttpClient, type TokenSource } from "../../../src/data/http-client";
import type { Renewal } from "../../../src/auth/renewal";

const BASE = "http://localhost:3000/unit-http";

/** A token source like the app's: renew() stores the new token, current() reads the stored one. */
function tokenSource(initial: string | null, renewed: (string | null)[] = ["token-2"]) {
  let stored = initial;
  let renewCalls = 0;
  const tokens: TokenSource = {
    current: () => stored,
    async renew(): Promise<Renewal> {
      const next = renewed[Math.min(renewCalls, renewed.length - 1)] ?? null;
      renewCalls += 1;
      stored = next;
      return next ? { kind: "renewed", token: next } : { kind: "refused", reason: "" };
    },
  };
  return { tokens, renewCalls: () => renewCalls };
}

/** Records the Authorization header of every request that reaches the server. */
function recordAuth(path: string, answer: (auth: string | null, attempt: number) => Response) {
  const seen: (string | null)[] = [];
  server.use(
    http.get(`${BASE}${path}`, ({ request }) => {
      const auth = request.headers.get("authorization");
      seen.push(auth);
      return answer(auth, seen.length);
    }),
  );
  return seen;
}

const fallback = () => "error comunication";

describe("createHttpClient", () => {
  it("never reads an XSRF cookie: the backends take the bearer token only, and the read would delay requests", async () => {
    document.cookie = "XSRF-TOKEN=from-another-app; path=/";
    const headers: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/xsrf`, ({ request }) => {
        headers.push(request.headers.get("x-xsrf-token"));
        return HttpResponse.json({});
      }),
    );
    const { tokens } = tokenSource("token-1");
    await createHttpClient(BASE, tokens, fallback).get("/xsrf");
    expect(headers).toEqual([null]);
    document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  });

  it("sends the current token as a Bearer header", async () => {
    const seen = recordAuth("/ping", () => HttpResponse.json({ ok: true }));
    const client = createHttpClient(BASE, tokenSource("token-1").tokens, fallback);
    const { data, status } = await client.get<{ ok: boolean }>("/ping");
    expect(status).toBe(200);
    expect(data).toEqual({ ok: true });
    expect(seen).toEqual(["Bearer token-1"]);
  });

  it("reads the token at each request, not once", async () => {
    const seen = recordAuth("/ping", () => HttpResponse.json({}));
    let token = "first";
    const client = createHttpClient(BASE, { current: () => token, renew: async () => ({ kind: "refused", reason: "" }) }, fallback);
    await client.get("/ping");
    token = "second";
    await client.get("/ping");
    expect(seen).toEqual(["Bearer first", "Bearer second"]);
  });

  it("sends no Authorization header without a token", async () => {
    const seen = recordAuth("/ping", () => HttpResponse.json({}));
    const client = createHttpClient(BASE, tokenSource(null).tokens, fallback);
    await client.get("/ping");
    expect(seen).toEqual([null]);
  });

  it("renews once on a 401 and retries with the new token", async () => {
    const seen = recordAuth("/partners", (auth) =>
      auth === "Bearer token-2"
        ? HttpResponse.json([{ id: 1 }])
        : HttpResponse.json({ message: "Unauthorized" }, { status: 401 }),
    );
    const source = tokenSource("token-1", ["token-2"]);
    const client = createHttpClient(BASE, source.tokens, fallback);
    const { data } = await client.get<{ id: number }[]>("/partners");
    expect(data).toEqual([{ id: 1 }]);
    expect(source.renewCalls()).toBe(1);
    expect(seen).toEqual(["Bearer token-1", "Bearer token-2"]);
  });

  it("does not loop when the retry answers 401 again", async () => {
    const seen = recordAuth("/partners", () =>
      HttpResponse.json({ message: "Token revoked" }, { status: 401 }),
    );
    const source = tokenSource("token-1", ["token-2", "token-3"]);
    const client = createHttpClient(BASE, source.tokens, fallback);
    await expect(client.get("/partners")).rejects.toEqual({ message: "Token revoked", statusCode: 401 });
    expect(source.renewCalls()).toBe(1);
    expect(seen).toEqual(["Bearer token-1", "Bearer token-2"]);
  });

  it("answers a 401 that says the session ended, without retrying, when the re-check is refused", async () => {
    const seen = recordAuth("/partners", () => new HttpResponse(null, { status: 401 }));
    const source = tokenSource("token-1", [null]);
    const client = createHttpClient(BASE, source.tokens, fallback);
    await expect(client.get("/partners")).rejects.toEqual({
      message: "error comunication",
      statusCode: 401,
      sessionEnded: true,
    });
    expect(source.renewCalls()).toBe(1);
    expect(seen).toEqual(["Bearer token-1"]);
  });

  it("says why the re-check was refused", async () => {
    recordAuth("/partners", () => HttpResponse.json({ message: "Unauthorized" }, { status: 401 }));
    const client = createHttpClient(
      BASE,
      { current: () => "token-1", renew: async () => ({ kind: "refused", reason: "Your account is disabled." }) },
      fallback,
    );
    await expect(client.get("/partners")).rejects.toEqual({
      message: "Your account is disabled.",
      statusCode: 401,
      sessionEnded: true,
    });
  });

  it("fails with the re-check's own fault, not a 401, when the re-check could not be made", async () => {
    const seen = recordAuth("/partners", () => HttpResponse.json({ message: "Unauthorized" }, { status: 401 }));
    const client = createHttpClient(
      BASE,
      {
        current: () => "token-1",
        renew: async () => ({ kind: "unavailable", error: { message: "Database unavailable", statusCode: 503 } }),
      },
      fallback,
    );
    await expect(client.get("/partners")).rejects.toEqual({ message: "Database unavailable", statusCode: 503 });
    expect(seen).toHaveLength(1);
  });

  it("fails as a communication error, not a 401, when renew() itself throws", async () => {
    const seen = recordAuth("/partners", () =>
      HttpResponse.json({ message: "Unauthorized" }, { status: 401 }),
    );
    let renewCalls = 0;
    const client = createHttpClient(
      BASE,
      {
        current: () => "token-1",
        renew: async () => {
          renewCalls += 1;
          throw new Error("identity provider down");
        },
      },
      fallback,
    );
    await expect(client.get("/partners")).rejects.toEqual({ message: "error comunication", statusCode: 555 });
    expect(renewCalls).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it("does not renew on a 403", async () => {
    recordAuth("/partners", () => HttpResponse.json({ message: "Forbidden resource" }, { status: 403 }));
    const source = tokenSource("token-1");
    const client = createHttpClient(BASE, source.tokens, fallback);
    await expect(client.get("/partners")).rejects.toEqual({ message: "Forbidden resource", statusCode: 403 });
    expect(source.renewCalls()).toBe(0);
  });

  it("maps a 500 with a server message to that message and status", async () => {
    recordAuth("/boom", () => HttpResponse.json({ message: "Boom" }, { status: 500 }));
    const source = tokenSource("token-1");
    const client = createHttpClient(BASE, source.tokens, fallback);
    await expect(client.get("/boom")).rejects.toEqual({ message: "Boom", statusCode: 500 });
    expect(source.renewCalls()).toBe(0);
  });

  it("keeps field errors of a 400", async () => {
    server.use(
      http.post(`${BASE}/partners`, () =>
        HttpResponse.json(
          { message: "This partner already exists", errors: { code: "Duplicate" } },
          { status: 400 },
        ),
      ),
    );
    const client = createHttpClient(BASE, tokenSource("token-1").tokens, fallback);
    await expect(client.post("/partners", { code: "P1" })).rejects.toEqual({
      message: "This partner already exists",
      statusCode: 400,
      errors: { code: ["Duplicate"] },
    });
  });

  it("maps a network error to 555 'error comunication'", async () => {
    server.use(http.get(`${BASE}/offline`, () => HttpResponse.error()));
    const client = createHttpClient(BASE, tokenSource("token-1").tokens, fallback);
    await expect(client.get("/offline")).rejects.toEqual({ message: "error comunication", statusCode: 555 });
  });

  it("uses the fallback message function (the translated text) when the server gives none", async () => {
    server.use(http.get(`${BASE}/empty`, () => new HttpResponse(null, { status: 502 })));
    const client = createHttpClient(BASE, tokenSource("token-1").tokens, () => "Erro de comunicação");
    await expect(client.get("/empty")).rejects.toEqual({ message: "Erro de comunicação", statusCode: 502 });
  });

  it("uploads FormData as multipart, with the Bearer header", async () => {
    const seen: { contentType: string | null; auth: string | null; file: string | null }[] = [];
    server.use(
      http.post(`${BASE}/upload`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get("file");
        seen.push({
          contentType: request.headers.get("content-type"),
          auth: request.headers.get("authorization"),
          // The part is undici's File (msw/node parses the body), not jsdom's, so no instanceof here; jsdom's XHR
          // does not carry the file name through, so the content is what is checked.
          file: typeof file === "object" && file !== null && "text" in file ? await file.text() : null,
        });
        return HttpResponse.json({ ok: true });
      }),
    );
    const client = createHttpClient(BASE, tokenSource("token-1").tokens, fallback);
    const form = new FormData();
    form.append("file", new File(["a,b"], "template.xlsx"));
    await client.post("/upload", form);
    expect(seen).toHaveLength(1);
    expect(seen[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].auth).toBe("Bearer token-1");
    expect(seen[0].file).toBe("a,b");
  });

  it("sets no JSON content type on the instance (it would break FormData uploads)", async () => {
    const client = createHttpClient(BASE, tokenSource("token-1").tokens, fallback);
    const defaults = client.defaults.headers;
    for (const scope of [defaults.common, defaults.post, defaults.put, defaults.patch]) {
      const contentTypes = Object.entries(scope ?? {})
        .filter(
          ([key, value]) => key.toLowerCase() === "content-type" && value !== undefined && value !== null,
        )
        .map(([, value]) => value);
      expect(contentTypes).toEqual([]);
    }
    expect(client.defaults.baseURL).toBe(BASE);
  });
});
