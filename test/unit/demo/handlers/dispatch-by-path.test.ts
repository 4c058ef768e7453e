import { describe, expect, it } from "vitest";
import { getResponse, http, HttpResponse, type RequestHandler } from "msw";
import { dispatchByPath, literalStart } from "../../../../src/demo/handlers/dispatch-by-path";

const BASE = "http://127.0.0.1:4392/api";

describe("literalStart", () => {
  it("keeps an absolute path's origin, port included, up to its first parameter or wildcard", () => {
    expect(literalStart(`${BASE}/users/:id`)).toBe("http://127.0.0.1:4392/api/users");
    expect(literalStart(`${BASE}/*`)).toBe("http://127.0.0.1:4392/api");
    expect(literalStart(`${BASE}/edb/robot-process-log`)).toBe(
      "http://127.0.0.1:4392/api/edb/robot-process-log",
    );
  });

  it("lower-cases, drops a trailing slash, and gives nothing literal when the start is a pattern", () => {
    expect(literalStart("/api/Items/")).toBe("/api/items");
    expect(literalStart("*/users")).toBe("");
    expect(literalStart("https://*.example.com/users")).toBe("");
  });
});

/** Handlers whose order decides: a specific GET first, one that answers only some ids, then a catch-all. */
function handlers(): RequestHandler[] {
  return [
    http.get(`${BASE}/users/:id`, ({ params }) =>
      params.id === "skip" ? undefined : HttpResponse.text(`user ${String(params.id)}`),
    ),
    http.post(`${BASE}/users/:id/reset`, ({ params }) => HttpResponse.text(`reset ${String(params.id)}`)),
    http.get(/\/graph\/v1\.0\/me$/, () => HttpResponse.text("me by pattern")),
    http.all(`${BASE}/*`, ({ request }) =>
      HttpResponse.text(`crud ${request.method} ${new URL(request.url).pathname}`),
    ),
    http.get("http://other.test/users", () => HttpResponse.text("other origin")),
  ];
}

const answerOf = async (list: RequestHandler[], request: Request) => {
  const response = await getResponse(list, request);
  return response === undefined ? "unhandled" : `${response.status} ${await response.text()}`;
};

describe("dispatchByPath", () => {
  const requests = (): Request[] => [
    new Request(`${BASE}/users/7`),
    new Request(`${BASE}/USERS/8`),
    new Request(`${BASE}/users/9/`),
    new Request(`${BASE}/users/skip`),
    new Request(`${BASE}/users/7?expand=profile`),
    new Request(`${BASE}/users/7`, { method: "DELETE" }),
    new Request(`${BASE}/users/7/reset`, { method: "POST", body: "{}" }),
    new Request(`${BASE}/parameter-system?name=filterDays`),
    new Request("http://127.0.0.1:4392/graph/v1.0/me"),
    new Request("http://other.test/users"),
    new Request("http://other.test/users", { method: "POST" }),
    new Request("http://127.0.0.1:4392/assets/index.js"),
  ];

  it("answers every request with the handler MSW would pick from the whole list, with the same parameters", async () => {
    const direct = await Promise.all(requests().map((request) => answerOf(handlers(), request)));
    const front = dispatchByPath(handlers());
    const dispatched = await Promise.all(requests().map((request) => answerOf([front], request)));
    expect(dispatched).toEqual(direct);
    // What the comparison covers: a specific handler, a fall-through to the catch-all, a pattern, nothing.
    expect(dispatched).toEqual([
      "200 user 7",
      "200 user 8",
      "200 user 9",
      `200 crud GET /api/users/skip`,
      "200 user 7",
      "200 crud DELETE /api/users/7",
      "200 reset 7",
      "200 crud GET /api/parameter-system",
      "200 me by pattern",
      "200 other origin",
      "unhandled",
      "unhandled",
    ]);
  });

  it("leaves a request no handler could match unmatched, so MSW still reports it as unhandled", async () => {
    const front = dispatchByPath(handlers());
    const outcome = await front.run({
      request: new Request("http://127.0.0.1:4392/assets/index.js"),
      requestId: "1",
    });
    expect(outcome).toBeNull();
  });

  it("keeps a once handler's single use", async () => {
    const front = dispatchByPath([
      http.get(`${BASE}/flaky`, () => HttpResponse.text("first"), { once: true }),
      http.get(`${BASE}/flaky`, () => HttpResponse.text("then")),
    ]);
    expect(await answerOf([front], new Request(`${BASE}/flaky`))).toBe("200 first");
    expect(await answerOf([front], new Request(`${BASE}/flaky`))).toBe("200 then");
  });
});
