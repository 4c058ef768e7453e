import { describe, expect, it } from "vitest";
import type {
  IdmGroupPolicy,
  LoginRequest,
  Profile,
  User,
  UserProfileUpdate,
} from "../../../src/api/contract";
import type { IdentityAccount } from "../../../src/auth/identity";
import {
  runSignInSequence,
  type SignInBackend,
  type SignInPorts,
  type SignInResult,
} from "../../../src/auth/sign-in-sequence";

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
  fail?: Partial<Record<Port, Error>>;
}

type Port = Call["port"];

/** Ports that answer from fixtures and record every call. */
function fakePorts(options: FakeOptions = {}) {
  const calls: Call[] = [];
  const failIf = (port: Port) => {
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
  return {
    calls,
    ports,
    /** Which ports were called, whatever the order: parallel calls have none to assert. */
    called: () => calls.map((call) => call.port).sort(),
    call: <P extends Port>(port: P) =>
      calls.find((call): call is Extract<Call, { port: P }> => call.port === port),
  };
}

const portsOf = (...ports: Port[]) => [...ports].sort();

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every promise that can move on do so (the ports answer through several awaits). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Ports that answer only when the test says so: each call waits on its own deferred promise, so the test
 * sees which calls have been asked for while the others are still unanswered.
 */
function heldPorts() {
  const waiting: { [P in Port]?: Deferred<never> } = {};
  const asked: Port[] = [];
  const hold = <T>(port: Port): Promise<T> => {
    asked.push(port);
    const answer = deferred<T>();
    (waiting as Record<Port, Deferred<T>>)[port] = answer;
    return answer.promise;
  };
  const ports: SignInPorts = {
    backend: {
      login: () => hold("login"),
      profiles: () => hold("profiles"),
      findUsers: () => hold("findUsers"),
      updateUser: () => hold("updateUser"),
      groupPolicies: () => hold("groupPolicies"),
    },
    groupNames: () => hold("groups"),
  };
  const pending = (port: Port) => {
    const answer = waiting[port] as Deferred<unknown> | undefined;
    if (!answer) throw new Error(`${port} was not asked for`);
    return answer;
  };
  return {
    ports,
    /** The ports asked for so far, whatever the order. */
    asked: () => [...asked].sort(),
    async answer(port: Port, value: unknown) {
      pending(port).resolve(value);
      await settle();
    },
    async fail(port: Port, error: Error) {
      pending(port).reject(error);
      await settle();
    },
  };
}

/** Collects unhandled rejections while a test runs, so a parallel call nobody reads cannot go unnoticed. */
function watchUnhandled() {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => void seen.push(reason);
  process.on("unhandledRejection", listener);
  return {
    async stop() {
      await settle();
      process.off("unhandledRejection", listener);
      return seen;
    },
  };
}

describe("runSignInSequence", () => {
  it("makes every call of the happy path with its payload and patches the user whose profile differs", async () => {
    const fake = fakePorts();
    const result = await runSignInSequence(account, fake.ports);

    expect(fake.called()).toEqual(
      portsOf("login", "groups", "profiles", "findUsers", "updateUser", "groupPolicies"),
    );
    expect(fake.calls).toHaveLength(6);
    expect(fake.call("login")).toEqual({
      port: "login",
      request: { username: "BRUNO.LIMA", name: "Bruno Lima", email: "bruno.lima@contoso.com" },
    });
    expect(fake.call("profiles")).toEqual({ port: "profiles", token: TOKEN });
    expect(fake.call("findUsers")).toEqual({ port: "findUsers", token: TOKEN, userName: "BRUNO.LIMA" });
    expect(fake.call("updateUser")).toEqual({
      port: "updateUser",
      token: TOKEN,
      update: { ...storedUser, profileId: 2, profile: { id: 2, name: "Supply Planner" } },
    });
    expect(fake.call("groupPolicies")).toEqual({
      port: "groupPolicies",
      token: TOKEN,
      group: "scm planners",
    });

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

  describe("three round trips (DESIGN §4): each call waits only for what it needs", () => {
    it("asks for the groups beside the login, and for profiles and user beside each other once the token is there", async () => {
      const held = heldPorts();
      let result: SignInResult | undefined;
      const run = runSignInSequence(account, held.ports).then((value) => (result = value));
      await settle();

      // 1. Login and groups are both asked for before either answers.
      expect(held.asked()).toEqual(portsOf("login", "groups"));

      // 2. The token alone lets profiles and the user lookup go, together, while the groups are still out.
      await held.answer("login", TOKEN);
      expect(held.asked()).toEqual(portsOf("login", "groups", "profiles", "findUsers"));

      // The profile choice needs the groups and the profiles; the PATCH also needs the user.
      await held.answer("profiles", [admin, planner, viewer]);
      expect(held.asked()).toEqual(portsOf("login", "groups", "profiles", "findUsers"));
      await held.answer("groups", ["SCM Planners"]);
      expect(held.asked()).toEqual(portsOf("login", "groups", "profiles", "findUsers"));

      // 3. With the user known, the PATCH and the group's rules are both asked for before either answers.
      await held.answer("findUsers", [storedUser]);
      expect(held.asked()).toEqual(
        portsOf("login", "groups", "profiles", "findUsers", "updateUser", "groupPolicies"),
      );

      // Signed in only once both have answered, whichever answers first.
      await held.answer("groupPolicies", plannerRules);
      expect(result).toBeUndefined();
      await held.answer("updateUser", undefined);
      await run;
      expect(result).toMatchObject({
        status: "signed-in",
        profile: planner,
        session: { accessToken: TOKEN },
      });
    });

    it("asks for no profiles or user before the login has answered, even once the groups are in", async () => {
      const held = heldPorts();
      const run = runSignInSequence(account, held.ports);
      await settle();
      await held.answer("groups", ["SCM Planners"]);
      expect(held.asked()).toEqual(portsOf("login", "groups"));
      await held.answer("login", TOKEN);
      expect(held.asked()).toEqual(portsOf("login", "groups", "profiles", "findUsers"));
      await held.answer("profiles", [planner]);
      await held.answer("findUsers", [{ ...storedUser, profileId: planner.id }]);
      // The profile is already the user's: the rules alone make the last round trip.
      expect(held.asked()).toEqual(portsOf("login", "groups", "profiles", "findUsers", "groupPolicies"));
      await held.answer("groupPolicies", []);
      await expect(run).resolves.toMatchObject({ status: "signed-in" });
    });
  });

  it("upper-cases only the part of the login name before the at sign", async () => {
    const fake = fakePorts();
    await runSignInSequence(
      { username: "ana.Souza@Contoso.com", name: "Ana", email: "ana@x.com" },
      fake.ports,
    );
    expect(fake.call("login")).toEqual({
      port: "login",
      request: { username: "ANA.SOUZA", name: "Ana", email: "ana@x.com" },
    });
    expect(fake.call("findUsers")).toMatchObject({ userName: "ANA.SOUZA" });
  });

  it("uses the whole login name, upper-cased, when there is no at sign", async () => {
    const fake = fakePorts();
    await runSignInSequence({ username: "admin", name: "Admin", email: "" }, fake.ports);
    expect(fake.call("login")).toMatchObject({ request: { username: "ADMIN" } });
  });

  it("sends no PATCH when the user already has the matched profile", async () => {
    const fake = fakePorts({ users: [{ ...storedUser, profileId: planner.id }] });
    const result = await runSignInSequence(account, fake.ports);
    expect(fake.called()).toEqual(portsOf("login", "groups", "profiles", "findUsers", "groupPolicies"));
    expect(result.status).toBe("signed-in");
  });

  it("sends the PATCH when the user had no profile at all", async () => {
    const fake = fakePorts({ users: [{ ...storedUser, profileId: null }] });
    await runSignInSequence(account, fake.ports);
    expect(fake.call("updateUser")).toEqual({
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
    expect(fake.call("groupPolicies")).toEqual({
      port: "groupPolicies",
      token: TOKEN,
      group: "scm administrators",
    });
    expect(result.status === "signed-in" && result.session.profileName).toBe("administrator");
  });

  it("trims the matched idmGroup before lower-casing it for the rules lookup", async () => {
    const padded: Profile = { ...planner, idmGroup: "  SCM Planners  " };
    const fake = fakePorts({ profiles: [padded] });
    await runSignInSequence(account, fake.ports);
    expect(fake.call("groupPolicies")).toEqual({
      port: "groupPolicies",
      token: TOKEN,
      group: "scm planners",
    });
  });

  it("returns no-profile with the groups, and makes no PATCH or policy call", async () => {
    const fake = fakePorts({ groups: ["All Employees", "Marketing Brazil"] });
    const result = await runSignInSequence(account, fake.ports);
    expect(result).toEqual({ status: "no-profile", groups: ["All Employees", "Marketing Brazil"] });
    // The user lookup went out beside the profiles; its answer is not needed.
    expect(fake.called()).toEqual(portsOf("login", "groups", "profiles", "findUsers"));
  });

  it("returns no-profile even when the user lookup, no longer needed, fails", async () => {
    const unhandled = watchUnhandled();
    const fake = fakePorts({ groups: ["Marketing Brazil"], fail: { findUsers: new Error("users down") } });
    await expect(runSignInSequence(account, fake.ports)).resolves.toEqual({
      status: "no-profile",
      groups: ["Marketing Brazil"],
    });
    expect(await unhandled.stop()).toEqual([]);
  });

  it("returns unknown-user when the backend has no such user, without PATCH or policy call", async () => {
    const fake = fakePorts({ users: [] });
    const result = await runSignInSequence(account, fake.ports);
    expect(result).toEqual({ status: "unknown-user", userName: "BRUNO.LIMA" });
    expect(fake.called()).toEqual(portsOf("login", "groups", "profiles", "findUsers"));
  });

  it("takes only the row whose userName is the login name, compared without case, and patches that user", async () => {
    const other: User = { ...storedUser, id: 99, userName: "BRUNO.LIMA2" };
    const fake = fakePorts({ users: [other, { ...storedUser, userName: "bruno.lima" }] });
    const result = await runSignInSequence(account, fake.ports);
    expect(result.status === "signed-in" && result.session.user.id).toBe(42);
    expect(fake.call("updateUser")).toMatchObject({ update: { id: 42 } });
  });

  it("patches nobody and answers unknown-user when the lookup answers only other users", async () => {
    const fake = fakePorts({ users: [{ ...storedUser, id: 99, userName: "ANA.SOUZA" }] });
    const result = await runSignInSequence(account, fake.ports);
    expect(result).toEqual({ status: "unknown-user", userName: "BRUNO.LIMA" });
    expect(fake.called()).toEqual(portsOf("login", "groups", "profiles", "findUsers"));
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

  const step1: Port[] = ["login", "groups"];
  const step2: Port[] = [...step1, "profiles", "findUsers"];
  const step3: Port[] = [...step2, "updateUser", "groupPolicies"];
  it.each([
    ["login", step1],
    ["groups", step2],
    ["profiles", step2],
    ["findUsers", step2],
    ["updateUser", step3],
    ["groupPolicies", step3],
  ] as const)(
    "rejects with the error of a failing %s port and asks for nothing after its round trip",
    async (port, asked) => {
      const unhandled = watchUnhandled();
      const error = new Error(`${port} failed`);
      const fake = fakePorts({ fail: { [port]: error } });
      await expect(runSignInSequence(account, fake.ports)).rejects.toBe(error);
      await settle();
      expect(fake.called()).toEqual(portsOf(...asked));
      expect(await unhandled.stop()).toEqual([]);
    },
  );

  it("rejects with the error of a port that throws instead of rejecting", async () => {
    const error = new Error("no Graph token");
    const fake = fakePorts();
    const ports: SignInPorts = {
      ...fake.ports,
      groupNames: () => {
        throw error;
      },
    };
    await expect(runSignInSequence(account, ports)).rejects.toBe(error);
  });

  describe("when both calls of a round trip fail, the error is the one of the call that came first before", () => {
    it.each([
      ["login", "groups"],
      ["groups", "profiles"],
      ["groups", "findUsers"],
      ["profiles", "findUsers"],
      ["updateUser", "groupPolicies"],
    ] as const)("%s's error wins over that of %s, which fails first", async (first, second) => {
      const unhandled = watchUnhandled();
      const held = heldPorts();
      const run = runSignInSequence(account, held.ports);
      const outcome = run.then(
        () => "resolved",
        (error: unknown) => error,
      );
      await settle();
      // Answer what comes before the two failing calls, so both are asked for.
      const answers: Partial<Record<Port, unknown>> = {
        login: TOKEN,
        groups: ["SCM Planners"],
        profiles: [planner],
        findUsers: [storedUser],
      };
      for (const port of ["login", "groups", "profiles", "findUsers"] as const) {
        if (port === first || port === second) continue;
        if (held.asked().includes(port)) await held.answer(port, answers[port]);
      }
      expect(held.asked()).toEqual(expect.arrayContaining([first, second]));

      await held.fail(second, new Error(`${second} failed`));
      await held.fail(first, new Error(`${first} failed`));
      expect(await outcome).toEqual(new Error(`${first} failed`));
      expect(await unhandled.stop()).toEqual([]);
    });
  });
});
