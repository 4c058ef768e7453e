// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { IdmGroupPolicy, User } from "../../../../src/api/contract";
import { body, call, db, demoUrls, login, serveDemoBackend } from "./demo-server";

serveDemoBackend();

const { apiUrl, apiEfaUrl } = demoUrls;

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
        id: 12,
        userName: "JOAO.SILVA",
        profileId: null,
        name: "João Silva",
        email: "joao.silva@scm-demo.com",
      },
    ]);

    const second = await login("JOAO.SILVA", "João Silva", "joao.silva@scm-demo.com");
    expect(second).not.toBe(token);
    expect(db.list("users").length).toBe(12);

    // Without a profile the person may look up their own row (the sign-in does), and nothing else.
    const own = await fetch(`${apiUrl}/users?filter=${encodeURIComponent("userName||$eq||JOAO.SILVA")}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toHaveLength(1);
    const everyone = await fetch(`${apiUrl}/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(everyone.status).toBe(403);
    expect(await everyone.json()).toMatchObject({ message: "You do not have permission for this action." });
  });

  it("does not duplicate a seeded user", async () => {
    await login("ADMIN");
    expect(db.list("users").filter((user) => user.userName === "ADMIN").length).toBe(1);
    expect(db.list("users").length).toBe(11);
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
