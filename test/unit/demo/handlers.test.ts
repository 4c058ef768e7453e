// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { GraphPage, IdmGroupPolicy, Informative, User } from "../../../src/api/contract";
import { demoGraphToken } from "../../../src/domain/demo-accounts";
import { db, demoUrls, server } from "../../msw-server";

const { apiUrl, apiEfaUrl, graphUrl } = demoUrls;

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
beforeEach(() => {
  db.reset();
});

async function login(username = "ADMIN", name = "Ana Souza", email = "admin@scm-demo.com"): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/login`, {
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

async function call(path: string, init: RequestInit & { json?: unknown } = {}, base: string = apiUrl) {
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

async function body<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe("authentication", () => {
  it("answers 401 without a token or with a foreign one", async () => {
    const anonymous = await fetch(`${apiUrl}/users`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Session expired. Sign in again.", statusCode: 401 });

    const foreign = await fetch(`${apiUrl}/users`, {
      headers: { authorization: "Bearer eyJhbGciOiJSUzI1NiJ9.x.y" },
    });
    expect(foreign.status).toBe(401);
    expect((await fetch(`${apiEfaUrl}/robot-process-log`)).status).toBe(401);
    expect((await fetch(`${apiUrl}/informative/unviewed/1`)).status).toBe(401);
  });

  it("issues a demo token and creates an unknown user without a profile", async () => {
    const token = await login("JOAO.SILVA", "João Silva", "joao.silva@scm-demo.com");
    expect(token).toMatch(/^demo-token\.JOAO\.SILVA\.\w+$/);
    const created = db.list("users").filter((user) => user.userName === "JOAO.SILVA");
    expect(created).toEqual([
      {
        id: 11,
        userName: "JOAO.SILVA",
        profileId: null,
        name: "João Silva",
        email: "joao.silva@scm-demo.com",
      },
    ]);

    const second = await login("JOAO.SILVA", "João Silva", "joao.silva@scm-demo.com");
    expect(second).not.toBe(token);
    expect(db.list("users").length).toBe(11);

    const response = await fetch(`${apiUrl}/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
  });

  it("does not duplicate a seeded user", async () => {
    await login("ADMIN");
    expect(db.list("users").filter((user) => user.userName === "ADMIN").length).toBe(1);
    expect(db.list("users").length).toBe(10);
  });

  it("answers 400 when the username is missing", async () => {
    const response = await fetch(`${apiUrl}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Nobody", email: "" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "username is required", statusCode: 400 });
  });
});

describe("sign-in endpoints", () => {
  it("finds a user with the nestjsx filter, case-insensitively", async () => {
    const response = await call(`/users?filter=${encodeURIComponent("userName||$eq||planner")}`);
    expect(await body<User[]>(response)).toEqual([
      { id: 2, userName: "PLANNER", profileId: 4, name: "Bruno Lima", email: "planner@scm-demo.com" },
    ]);
  });

  it("stores the profile id of PATCH /users/{id} and drops the profile object", async () => {
    const user = db.get("users", 2);
    const response = await call("/users/2", {
      method: "PATCH",
      json: { ...user, profile: { id: 2, name: "Supply Planner" } },
    });
    expect(response.status).toBe(200);
    const expected = {
      id: 2,
      userName: "PLANNER",
      profileId: 2,
      name: "Bruno Lima",
      email: "planner@scm-demo.com",
    };
    expect(await response.json()).toEqual(expected);
    expect(db.get("users", 2)).toEqual(expected);
    expect((await call("/users/99", { method: "PATCH", json: { name: "x" } })).status).toBe(404);
  });

  it("derives the group policy from the profile resources", async () => {
    const response = await call(`/view-idm-group?filter=${encodeURIComponent("name||$eq||scm planners")}`);
    const [policy, ...others] = await body<IdmGroupPolicy[]>(response);
    expect(others).toEqual([]);
    expect(policy?.name).toBe("scm planners");
    const adapter1 = policy?.stringAdapter1.split("\n") ?? [];
    const adapter2 = policy?.stringAdapter2.split("\n") ?? [];
    expect(adapter1[0]).toBe("p, supplyplanner, main, ^(list|show)$, allow");
    expect(adapter1).toContain("p, supplyplanner, users-profile, .*, deny");
    expect(adapter1).toContain("p, supplyplanner, edb/edb-partner, ^create$, allow");
    expect(adapter2).toContain("p, supplyplanner, edb/edb-partner/*, ^delete$, allow");
    expect(adapter2).toContain("p, supplyplanner, users-profile/*, .*, deny");

    const admin = await body<IdmGroupPolicy[]>(
      await call(`/view-idm-group?filter=${encodeURIComponent("name||$eq||scm administrators")}`),
    );
    expect(admin[0]?.stringAdapter1.split("\n")[0]).toBe("p, administrator, *, .*, allow");

    const none = await call(`/view-idm-group?filter=${encodeURIComponent("name||$eq||marketing brazil")}`);
    expect(await none.json()).toEqual([]);
  });

  it("follows edits of the profile resources", async () => {
    const partnerRow = db
      .list("user-profile-resource")
      .find((row) => row.profileId === 4 && row.resource === "edb/edb-partner");
    const update = await call(`/user-profile-resource/${partnerRow?.id}`, {
      method: "PATCH",
      json: { create: true },
    });
    expect(update.status).toBe(200);
    const [policy] = await body<IdmGroupPolicy[]>(
      await call(`/view-idm-group?filter=${encodeURIComponent("name||$eq||scm viewers")}`),
    );
    expect(policy?.stringAdapter1.split("\n")).toContain("p, viewer, edb/edb-partner, ^create$, allow");
  });
});

describe("notices", () => {
  it("lists published notices newest first and leaves out the ones a user viewed", async () => {
    const before = await body<Informative[]>(await call("/informative/unviewed/3"));
    expect(before.map((notice) => notice.title)).toEqual([
      "Transport tracking: Kuehne+Nagel onboarded",
      "SAP maintenance window on Saturday",
      "New CTB template version 3.2",
      "Quarterly lead time review",
    ]);

    const view = await call("/informative/view", {
      method: "POST",
      json: { notificationId: before[0]?.id, userId: 3 },
    });
    expect(view.status).toBe(201);
    expect(await view.json()).toMatchObject({ id: 1, notificationId: before[0]?.id, userId: 3 });

    const after = await body<Informative[]>(await call("/informative/unviewed/3"));
    expect(after.map((notice) => notice.id)).toEqual(before.slice(1).map((notice) => notice.id));
    const otherUser = await body<Informative[]>(await call("/informative/unviewed/2"));
    expect(otherUser.length).toBe(4);
  });

  it("rejects a view without ids or of an unknown notice", async () => {
    const missing = await call("/informative/view", { method: "POST", json: { userId: 3 } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: "notificationId and userId are required",
      statusCode: 400,
    });
    const unknown = await call("/informative/view", {
      method: "POST",
      json: { notificationId: 404, userId: 3 },
    });
    expect(unknown.status).toBe(400);
    expect(db.list("informative-view")).toEqual([]);
  });
});

describe("generic CRUD", () => {
  it("pages a list and exposes the total in x-total-count", async () => {
    const response = await call(
      "/edb/transport-tracking-shipments?_start=0&_end=10&_sort=localDate&_order=desc",
    );
    expect(response.headers.get("x-total-count")).toBe("90");
    expect(response.headers.get("access-control-expose-headers")).toBe("x-total-count");
    const rows = await body<{ id: number; localDate: string }[]>(response);
    expect(rows.length).toBe(10);
    expect(rows.map((row) => row.localDate)).toEqual([...rows.map((row) => row.localDate)].sort().reverse());
  });

  it("serves the 30-day dashboard query", async () => {
    const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString();
    const response = await call(
      `/edb/transport-tracking-shipments?status=Closed&localDate_gte=${since}&_start=0&_end=10`,
    );
    expect(response.headers.get("x-total-count")).toBe("40");
  });

  it("answers getMany with repeated ids", async () => {
    const rows = await body<{ id: number; name: string }[]>(await call("/parameter-system?id=1&id=3"));
    expect(rows.map((row) => [row.id, row.name])).toEqual([
      [1, "filterDays"],
      [3, "supportMailbox"],
    ]);
  });

  it("creates, reads, updates, replaces and deletes a record", async () => {
    const created = await call("/parameter-system", {
      method: "POST",
      json: { name: "maxGridRows", value: "500" },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 8, name: "maxGridRows", value: "500" });

    expect(await (await call("/parameter-system/8")).json()).toEqual({
      id: 8,
      name: "maxGridRows",
      value: "500",
    });

    const patched = await call("/parameter-system/8", { method: "PATCH", json: { value: "750" } });
    expect(await patched.json()).toEqual({ id: 8, name: "maxGridRows", value: "750" });

    const put = await call("/parameter-system/8", {
      method: "PUT",
      json: { name: "maxGridRows", value: "1000" },
    });
    expect(await put.json()).toEqual({ id: 8, name: "maxGridRows", value: "1000" });

    const deleted = await call("/parameter-system/8", { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: 8, name: "maxGridRows", value: "1000" });

    const gone = await call("/parameter-system/8");
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: "Record not found.", statusCode: 404 });
  });

  it("answers 404 for unknown collections and records", async () => {
    const page = await call("/no-such-thing");
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ message: "Page not found.", statusCode: 404 });
    expect((await call("/users/1/extra")).status).toBe(404);
    expect(await (await call("/users/999")).json()).toEqual({
      message: "Record not found.",
      statusCode: 404,
    });
    expect((await call("/users/abc", { method: "DELETE" })).status).toBe(404);
    const efa = await call("/robot-process-log", {}, apiEfaUrl);
    expect(efa.status).toBe(404);
    expect(await efa.json()).toEqual({ message: "Page not found.", statusCode: 404 });
  });

  it("rejects a create without a JSON object body", async () => {
    const response = await call("/parameter-system", { method: "POST", json: ["not", "an", "object"] });
    expect(response.status).toBe(400);
  });

  it("reseeds on POST /demo/reset", async () => {
    await call("/users/1", { method: "DELETE" });
    expect(db.get("users", 1)).toBeUndefined();
    const reset = await call("/demo/reset", { method: "POST" });
    expect(reset.status).toBe(204);
    expect(db.get("users", 1)?.userName).toBe("ADMIN");
  });
});

describe("Graph transitiveMemberOf", () => {
  const memberOf = `${graphUrl}/me/transitiveMemberOf`;
  const graphHeaders = (key: string) => ({
    authorization: `Bearer ${demoGraphToken(key)}`,
    ConsistencyLevel: "eventual",
  });

  it("answers 401 without a token and for an unknown account", async () => {
    const anonymous = await fetch(`${memberOf}?$count=true`, { headers: { ConsistencyLevel: "eventual" } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { code: "InvalidAuthenticationToken", message: "Access token is empty." },
    });
    const unknown = await fetch(memberOf, { headers: { authorization: "Bearer demo-graph.ghost" } });
    expect(unknown.status).toBe(401);
  });

  it("requires ConsistencyLevel: eventual with $count", async () => {
    const response = await fetch(`${memberOf}?$count=true`, {
      headers: { authorization: `Bearer ${demoGraphToken("admin")}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "Request_BadRequest", message: "$count is not currently supported." },
    });
  });

  it("pages through the planner's groups with @odata.nextLink", async () => {
    const first = await body<GraphPage>(
      await fetch(`${memberOf}?$count=true`, { headers: graphHeaders("planner") }),
    );
    expect(first["@odata.count"]).toBe(5);
    expect(first.value).toEqual([
      {
        "@odata.type": "#microsoft.graph.group",
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        displayName: "All Employees",
      },
      {
        "@odata.type": "#microsoft.graph.group",
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        displayName: "SCM Planners",
      },
    ]);
    expect(first["@odata.nextLink"]).toBe(`${memberOf}?$count=true&$skiptoken=2`);

    const names: (string | null)[] = [];
    let next: string | undefined = `${memberOf}?$count=true`;
    let pages = 0;
    while (next) {
      const page: GraphPage = await body<GraphPage>(await fetch(next, { headers: graphHeaders("planner") }));
      names.push(...page.value.map((group) => group.displayName));
      next = page["@odata.nextLink"];
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(names).toEqual([
      "All Employees",
      "SCM Planners",
      "VPN Users",
      "SCM Viewers",
      "Supply Chain Brazil",
    ]);
  });

  it("honours $top, keeps it in the next link, and leaves the count out without $count", async () => {
    const page = await body<GraphPage>(
      await fetch(`${memberOf}?$top=3`, { headers: graphHeaders("planner") }),
    );
    expect(page.value.map((group) => group.displayName)).toEqual([
      "All Employees",
      "SCM Planners",
      "VPN Users",
    ]);
    expect(page["@odata.count"]).toBeUndefined();
    expect(page["@odata.nextLink"]).toBe(`${memberOf}?$top=3&$skiptoken=3`);

    const single = await body<GraphPage>(
      await fetch(`${memberOf}?$count=true&$top=10`, { headers: graphHeaders("viewer") }),
    );
    expect(single.value.map((group) => group.displayName)).toEqual(["SCM Viewers", "All Employees"]);
    expect(single["@odata.nextLink"]).toBeUndefined();
  });
});
