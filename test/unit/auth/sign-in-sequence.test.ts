import { describe, expect, it } from "vitest";
import type {
  IdmGroupPolicy,
  LoginRequest,
  Profile,
  User,
  UserProfileUpdate,
} from "../../../src/api/contract";
import type { IdentityAccount } from "../../../src/auth/identity";
import { runSignInSequence, type SignInBackend, type SignInPorts } from "../../../src/auth/sign-in-sequence";

type Call =
  | { port: "login"; request: LoginRequest }
  | { port: "groups" }
  | { port: "profiles"; token: string }
  | { port: "findUsers"; token: string; userName: string }
  | { port: "updateUser"; token: string; update: UserProfileUpdate }
  | { port: "groupPolicies"; token: string; group: string };

const TOKEN = "backend-token-1";

const admin: Profile = {
  id: 1,
  name: "Administrator",
  resource: "main",
  idmGroup: "SCM Administrators",
  description: "Everything",
  isadmin: true,
  accessLevel: 1,
};
const planner: Profile = {
  id: 2,
  name: "Supply Planner",
  resource: "edb/edb-partner",
  idmGroup: "SCM Planners",
  description: "Plans",
  isadmin: false,
  accessLevel: 2,
};
const viewer: Profile = {
  id: 3,
  name: "Viewer",
  resource: "main",
  idmGroup: "SCM Viewers",
  description: "Reads",
  isadmin: false,
  accessLevel: 3,
};

const account: IdentityAccount = {
  username: "bruno.lima@contoso.com",
  name: "Bruno Lima",
  email: "bruno.lima@contoso.com",
};

const storedUser: User = {
  id: 42,
  userName: "BRUNO.LIMA",
  profileId: viewer.id,
  name: "Bruno Lima (backend)",
  email: "bruno@backend.example",
};

const plannerRules: IdmGroupPolicy[] = [
  {
    name: "scm planners",
    stringAdapter1: "p, supplyplanner, edb/edb-partner, ^(list|show)$, allow\n# a comment\n\n",
    stringAdapter2: "p, supplyplanner, edb/edb-partner/*, ^(show|edit)$, allow",
  },
];

interface FakeOptions {
  groups?: string[];
  profiles?: Profile[];
  users?: User[];
  rules?: IdmGroupPolicy[];
  fail?: Partial<Record<Call["port"], Error>>;
}

/** Ports that answer from fixtures and record every call, in order. */
function fakePorts(options: FakeOptions = {}) {
  const calls: Call[] = [];
  const failIf = (port: Call["port"]) => {
    const error = options.fail?.[port];
    if (error) throw error;
  };
  const backend: SignInBackend = {
    async login(request) {
      calls.push({ port: "login", request });
      failIf("login");
      return TOKEN;
    },
    async profiles(token) {
      calls.push({ port: "profiles", token });
      failIf("profiles");
      return options.profiles ?? [admin, planner, viewer];
    },
    async findUsers(token, userName) {
      calls.push({ port: "findUsers", token, userName });
      failIf("findUsers");
      return options.users ?? [storedUser];
    },
    async updateUser(token, update) {
      calls.push({ port: "updateUser", token, update });
      failIf("updateUser");
    },
    async groupPolicies(token, group) {
      calls.push({ port: "groupPolicies", token, group });
      failIf("groupPolicies");
      return options.rules ?? plannerRules;
    },
  };
  const ports: SignInPorts = {
    backend,
    async groupNames() {
      calls.push({ port: "groups" });
      failIf("groups");
      return options.groups ?? ["All Employees", "SCM Planners", "SCM Viewers"];
    },
  };
  return { calls, ports, order: () => calls.map((call) => call.port) };
}

describe("runSignInSequence", () => {
  it("runs the happy path in order and patches the user whose profile differs", async () => {
    const fake = fakePorts();
    const result = await runSignInSequence(account, fake.ports);

    expect(fake.order()).toEqual(["login", "groups", "profiles", "findUsers", "updateUser", "groupPolicies"]);
    expect(fake.calls[0]).toEqual({
      port: "login",
      request: { username: "BRUNO.LIMA", name: "Bruno Lima", email: "bruno.lima@contoso.com" },
    });
    expect(fake.calls[2]).toEqual({ port: "profiles", token: TOKEN });
    expect(fake.calls[3]).toEqual({ port: "findUsers", token: TOKEN, userName: "BRUNO.LIMA" });
    expect(fake.calls[4]).toEqual({
      port: "updateUser",
      token: TOKEN,
      update: { ...storedUser, profileId: 2, profile: { id: 2, name: "Supply Planner" } },
    });
    expect(fake.calls[5]).toEqual({ port: "groupPolicies", token: TOKEN, group: "scm planners" });

    expect(result).toEqual({
      status: "signed-in",
      profile: planner,
      session: {
        profileId: 2,
        profileName: "supplyplanner",
        accessToken: TOKEN,
        policy: [
          "p, supplyplanner, main, list, allow",
          "p, supplyplanner, edb/edb-partner, ^(list|show)$, allow",
          "p, supplyplanner, edb/edb-partner/*, ^(show|edit)$, allow",
        ].join("\n"),
        user: {
          id: 42,
          userName: "BRUNO.LIMA",
          name: "Bruno Lima (backend)",
          email: "bruno@backend.example",
        },
      },
    });
  });

  it("upper-cases only the part of the login name before the at sign", async () => {
    const fake = fakePorts();
    await runSignInSequence(
      { username: "ana.Souza@Contoso.com", name: "Ana", email: "ana@x.com" },
      fake.ports,
    );
    expect(fake.calls[0]).toEqual({
      port: "login",
      request: { username: "ANA.SOUZA", name: "Ana", email: "ana@x.com" },
    });
    expect(fake.calls.find((call) => call.port === "findUsers")).toMatchObject({ userName: "ANA.SOUZA" });
  });

  it("uses the whole login name, upper-cased, when there is no at sign", async () => {
    const fake = fakePorts();
    await runSignInSequence({ username: "admin", name: "Admin", email: "" }, fake.ports);
    expect(fake.calls[0]).toMatchObject({ request: { username: "ADMIN" } });
  });

  it("sends no PATCH when the user already has the matched profile", async () => {
    const fake = fakePorts({ users: [{ ...storedUser, profileId: planner.id }] });
    const result = await runSignInSequence(account, fake.ports);
    expect(fake.order()).toEqual(["login", "groups", "profiles", "findUsers", "groupPolicies"]);
    expect(result.status).toBe("signed-in");
  });

  it("sends the PATCH when the user had no profile at all", async () => {
    const fake = fakePorts({ users: [{ ...storedUser, profileId: null }] });
    await runSignInSequence(account, fake.ports);
    const patch = fake.calls.find((call) => call.port === "updateUser");
    expect(patch).toEqual({
      port: "updateUser",
      token: TOKEN,
      update: { ...storedUser, profileId: 2, profile: { id: 2, name: "Supply Planner" } },
    });
  });

  it("lets the admin profile win and asks for the admin group's rules, lower-cased", async () => {
    const fake = fakePorts({
      groups: ["SCM Planners", "scm administrators"],
      users: [{ ...storedUser, profileId: 1 }],
    });
    const result = await runSignInSequence(account, fake.ports);
    expect(result.status === "signed-in" && result.profile).toBe(admin);
    expect(fake.calls.at(-1)).toEqual({ port: "groupPolicies", token: TOKEN, group: "scm administrators" });
    expect(result.status === "signed-in" && result.session.profileName).toBe("administrator");
  });

  it("trims the matched idmGroup before lower-casing it for the rules lookup", async () => {
    const padded: Profile = { ...planner, idmGroup: "  SCM Planners  " };
    const fake = fakePorts({ profiles: [padded] });
    await runSignInSequence(account, fake.ports);
    expect(fake.calls.at(-1)).toEqual({ port: "groupPolicies", token: TOKEN, group: "scm planners" });
  });

  it("returns no-profile with the groups, and makes no user or policy call", async () => {
    const fake = fakePorts({ groups: ["All Employees", "Marketing Brazil"] });
    const result = await runSignInSequence(account, fake.ports);
    expect(result).toEqual({ status: "no-profile", groups: ["All Employees", "Marketing Brazil"] });
    expect(fake.order()).toEqual(["login", "groups", "profiles"]);
  });

  it("returns unknown-user when the backend has no such user, without PATCH or policy call", async () => {
    const fake = fakePorts({ users: [] });
    const result = await runSignInSequence(account, fake.ports);
    expect(result).toEqual({ status: "unknown-user", userName: "BRUNO.LIMA" });
    expect(fake.order()).toEqual(["login", "groups", "profiles", "findUsers"]);
  });

  it("uses the first user when the lookup answers several", async () => {
    const other: User = { ...storedUser, id: 99, userName: "BRUNO.LIMA2" };
    const fake = fakePorts({ users: [{ ...storedUser, profileId: 2 }, other] });
    const result = await runSignInSequence(account, fake.ports);
    expect(result.status === "signed-in" && result.session.user.id).toBe(42);
  });

  it("falls back to the account's name and email when the backend user has none", async () => {
    const fake = fakePorts({ users: [{ ...storedUser, name: "", email: "" }] });
    const result = await runSignInSequence(account, fake.ports);
    expect(result.status === "signed-in" && result.session.user).toEqual({
      id: 42,
      userName: "BRUNO.LIMA",
      name: "Bruno Lima",
      email: "bruno.lima@contoso.com",
    });
  });

  it("builds the policy as the base rule then every adapter line of every group, in order", async () => {
    const rules: IdmGroupPolicy[] = [
      {
        name: "scm planners",
        stringAdapter1: "p, supplyplanner, a, list, allow\r\np, supplyplanner, b, list, allow",
        stringAdapter2: "",
      },
      {
        name: "scm planners",
        stringAdapter1: "  # only a comment",
        stringAdapter2: "p, supplyplanner, c, list, deny  ",
      },
    ];
    const fake = fakePorts({ rules, users: [{ ...storedUser, profileId: 2 }] });
    const result = await runSignInSequence(account, fake.ports);
    expect(result.status === "signed-in" && result.session.policy).toBe(
      [
        "p, supplyplanner, main, list, allow",
        "p, supplyplanner, a, list, allow",
        "p, supplyplanner, b, list, allow",
        "p, supplyplanner, c, list, deny",
      ].join("\n"),
    );
  });

  it("keeps only the base rule when the group has no rules", async () => {
    const fake = fakePorts({ rules: [], users: [{ ...storedUser, profileId: 2 }] });
    const result = await runSignInSequence(account, fake.ports);
    expect(result.status === "signed-in" && result.session.policy).toBe(
      "p, supplyplanner, main, list, allow",
    );
  });

  it.each([
    ["login", []],
    ["groups", ["login"]],
    ["profiles", ["login", "groups"]],
    ["findUsers", ["login", "groups", "profiles"]],
    ["updateUser", ["login", "groups", "profiles", "findUsers"]],
    ["groupPolicies", ["login", "groups", "profiles", "findUsers", "updateUser"]],
  ] as const)("rejects with the error of a failing %s port and stops there", async (port, before) => {
    const error = new Error(`${port} failed`);
    const fake = fakePorts({ fail: { [port]: error } });
    await expect(runSignInSequence(account, fake.ports)).rejects.toBe(error);
    expect(fake.order()).toEqual([...before, port]);
  });
});
