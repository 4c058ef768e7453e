import { describe, expect, it } from "vitest";
import type { GraphPage, LoginRequest, Profile, User, UserProfileUpdate } from "../../../src/api/contract";
import type { GraphPageFetcher } from "../../../src/auth/graph-groups";
import type { Identity, IdentityAccount, LoginOptions, LoginOutcome } from "../../../src/auth/identity";
import { createSession, safeReturnPath, type SessionDeps } from "../../../src/auth/session";
import {
  preservedLocalKeys,
  sessionStore,
  storageKeys,
  type StoredSession,
} from "../../../src/auth/session-store";
import type { SignInBackend } from "../../../src/auth/sign-in-sequence";

const GRAPH = "https://graph.test/v1.0";

const account: IdentityAccount = {
  username: "bruno.lima@contoso.com",
  name: "Bruno Lima",
  email: "bruno.lima@contoso.com",
};

const planner: Profile = {
  id: 2,
  name: "Supply Planner",
  resource: "main",
  idmGroup: "SCM Planners",
  description: "",
  isadmin: false,
  accessLevel: 2,
};

const user: User = {
  id: 42,
  userName: "BRUNO.LIMA",
  profileId: 2,
  name: "Bruno Lima",
  email: "bruno.lima@contoso.com",
};

class FakeIdentity implements Identity {
  readonly kind = "demo" as const;
  loginCalls: LoginOptions[] = [];
  logoutCalls = 0;
  /** What localStorage held when logout() ran. */
  storageAtLogout: string[] | null = null;
  constructor(
    public account: IdentityAccount | null,
    public outcome: LoginOutcome = account ? { kind: "signed-in", account } : { kind: "redirecting" },
  ) {}
  async initialize() {
    return {};
  }
  getAccount() {
    return this.account;
  }
  async login(options: LoginOptions): Promise<LoginOutcome> {
    this.loginCalls.push(options);
    if (this.outcome.kind === "signed-in") this.account = this.outcome.account;
    return this.outcome;
  }
  async logout() {
    this.logoutCalls += 1;
    this.storageAtLogout = Object.keys(localStorage).sort();
    this.account = null;
  }
  forgetCalls = 0;
  async forget() {
    this.forgetCalls += 1;
    this.account = null;
  }
  async getGraphToken() {
    return "graph-token";
  }
}

interface BackendOptions {
  tokens?: string[];
  groups?: string[];
  loginError?: Error;
  /** When set, login waits for this promise before answering. */
  gate?: Promise<void>;
}

function fakeBackend(options: BackendOptions = {}) {
  const logins: LoginRequest[] = [];
  const updates: UserProfileUpdate[] = [];
  const policiesAsked: string[] = [];
  const backend: SignInBackend = {
    async login(request) {
      logins.push(request);
      if (options.gate) await options.gate;
      if (options.loginError) throw options.loginError;
      const tokens = options.tokens ?? ["token-1"];
      return tokens[Math.min(logins.length - 1, tokens.length - 1)];
    },
    async profiles() {
      return [planner];
    },
    async findUsers() {
      return [user];
    },
    async updateUser(_token, update) {
      updates.push(update);
    },
    async groupPolicies(_token, group) {
      policiesAsked.push(group);
      return [{ name: group, stringAdapter1: "p, supplyplanner, users, list, allow", stringAdapter2: "" }];
    },
  };
  const graphCalls: string[] = [];
  const fetchGraphPage: GraphPageFetcher = async (url): Promise<GraphPage> => {
    graphCalls.push(url);
    return {
      value: (options.groups ?? ["All Employees", "SCM Planners"]).map((name, index) => ({
        id: `g${index}`,
        displayName: name,
      })),
    };
  };
  return { backend, fetchGraphPage, logins, updates, policiesAsked, graphCalls };
}

function setup(identity: FakeIdentity, options: BackendOptions = {}, extra: Partial<SessionDeps> = {}) {
  const fake = fakeBackend(options);
  let signedOut = 0;
  const session = createSession({
    identity,
    backend: fake.backend,
    graphUrl: GRAPH,
    fetchGraphPage: fake.fetchGraphPage,
    onSignedOut: () => {
      signedOut += 1;
    },
    ...extra,
  });
  return { session, fake, signedOut: () => signedOut };
}

const stored: StoredSession = {
  profileId: 2,
  profileName: "supplyplanner",
  accessToken: "stored-token",
  policy: "p, supplyplanner, main, list, allow",
  user: { id: 42, userName: "BRUNO.LIMA", name: "Bruno Lima", email: "bruno.lima@contoso.com" },
};

const expectedSession = (accessToken: string): StoredSession => ({
  profileId: 2,
  profileName: "supplyplanner",
  accessToken,
  policy: "p, supplyplanner, main, list, allow\np, supplyplanner, users, list, allow",
  user: { id: 42, userName: "BRUNO.LIMA", name: "Bruno Lima", email: "bruno.lima@contoso.com" },
});

describe("safeReturnPath", () => {
  it.each(["/main", "/edb/edb-partner", "/edb/edb-partner/show/5?tab=2#top", "/users?filter=a//b"])(
    "keeps the same-app path %s",
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    [undefined],
    [null],
    [""],
    ["main"],
    ["//evil.com"],
    ["//evil.com/main"],
    ["https://x"],
    ["https://evil.com/main"],
    ["javascript:alert(1)"],
    ["/login"],
    ["/login?to=/users"],
    ["/unauthorized"],
  ])("sends %s to /main", (path) => {
    expect(safeReturnPath(path)).toBe("/main");
  });

  it.each(["/\\evil.com", "/\\/evil.com", "/\t/evil.com", "/\n/evil.com", "/.//evil.com", "/..//evil.com", "/%2e//evil.com"])(
    "never returns a path a browser resolves to another origin (%j)",
    (path) => {
      const origin = "http://localhost:3000";
      expect(new URL(safeReturnPath(path), origin).origin).toBe(origin);
      // Nor one that reads as another origin once the dot segments are gone: the router would be all that kept it home.
      expect(safeReturnPath(path).startsWith("//")).toBe(false);
    },
  );
});

describe("session.signIn", () => {
  it("signs in, runs the sequence, stores the session and returns to the asked path", async () => {
    const identity = new FakeIdentity(null, { kind: "signed-in", account });
    const { session, fake } = setup(identity);
    expect(await session.signIn({ returnTo: "/edb/edb-partner" })).toEqual({
      kind: "ready",
      to: "/edb/edb-partner",
    });
    expect(identity.loginCalls).toEqual([{ returnTo: "/edb/edb-partner" }]);
    expect(fake.logins).toEqual([
      { username: "BRUNO.LIMA", name: "Bruno Lima", email: "bruno.lima@contoso.com" },
    ]);
    expect(fake.graphCalls).toEqual([`${GRAPH}/me/transitiveMemberOf?$count=true&$select=id,displayName&$top=999`]);
    expect(fake.policiesAsked).toEqual(["scm planners"]);
    expect(sessionStore.read()).toEqual(expectedSession("token-1"));
    expect(localStorage.getItem("profileId")).toBe("2");
    expect(localStorage.getItem("profileName")).toBe("supplyplanner");
    expect(sessionStorage.getItem("scm.accessToken")).toBe("token-1");
  });

  it.each([
    ["//evil.com", "/main"],
    ["https://x", "/main"],
    ["/login?to=/users", "/main"],
    [undefined, "/main"],
  ])("rejects the unsafe return path %s", async (returnTo, to) => {
    const { session } = setup(new FakeIdentity(null, { kind: "signed-in", account }));
    expect(await session.signIn({ returnTo })).toEqual({ kind: "ready", to });
  });

  it("hands a sign-in begun at start-up to the login page that asks for the same one: the provider and backend once", async () => {
    const identity = new FakeIdentity(null, { kind: "signed-in", account });
    const { session, fake } = setup(identity);
    const early = session.startSignIn({ as: "planner", returnTo: "/edb/edb-partner" });
    const taken = session.signIn({ as: "planner", returnTo: "/edb/edb-partner" });
    expect(await taken).toEqual({ kind: "ready", to: "/edb/edb-partner" });
    expect(await early).toEqual(await taken);
    expect(identity.loginCalls).toHaveLength(1);
    expect(fake.logins).toHaveLength(1);
    // Taken over once: a later sign-in (another account, or the same one again) runs afresh.
    await session.signIn({ as: "planner", returnTo: "/edb/edb-partner" });
    expect(identity.loginCalls).toHaveLength(2);
  });

  it("keeps the backend token as soon as the login answers and names the page the sign-in ends on", async () => {
    const identity = new FakeIdentity(null, { kind: "signed-in", account });
    const seen: { to: string; token: string | null; session: unknown }[] = [];
    const { session } = setup(
      identity,
      {},
      {
        onEarlyToken: (to) =>
          seen.push({ to, token: sessionStore.accessToken(), session: sessionStore.read() }),
      },
    );
    expect(await session.signIn({ returnTo: "/edb/edb-partner?current=2" })).toMatchObject({ kind: "ready" });
    // Before the profile and the policy: the token is there, the session is not complete yet.
    expect(seen).toEqual([{ to: "/edb/edb-partner?current=2", token: "token-1", session: null }]);
    expect(sessionStore.read()).toEqual(expectedSession("token-1"));
  });

  it("drops the token kept early when the sign-in finds no profile", async () => {
    const identity = new FakeIdentity(null, { kind: "signed-in", account });
    let early: string | null = null;
    const { session } = setup(
      identity,
      { groups: ["Marketing Brazil"] },
      {
        onEarlyToken: () => (early = sessionStore.accessToken()),
      },
    );
    expect(await session.signIn({ returnTo: "/users" })).toEqual({ kind: "unauthorized" });
    expect(early).toBe("token-1");
    expect(sessionStore.accessToken()).toBeNull();
  });

  it("answers unauthorized and stores nothing when no profile matches", async () => {
    const identity = new FakeIdentity(null, { kind: "signed-in", account });
    const { session, fake } = setup(identity, { groups: ["All Employees", "Marketing Brazil"] });
    expect(await session.signIn({ returnTo: "/users" })).toEqual({ kind: "unauthorized" });
    expect(fake.policiesAsked).toEqual([]);
    expect(sessionStore.read()).toBeNull();
    expect(localStorage.getItem("profileId")).toBeNull();
    expect(localStorage.getItem("profileName")).toBeNull();
    expect(sessionStorage.getItem("scm.accessToken")).toBeNull();
    expect(sessionStorage.getItem("scm.policy")).toBeNull();
  });

  it("clears a previous profile when the new sign-in has none", async () => {
    sessionStore.write(stored);
    const identity = new FakeIdentity(null, { kind: "signed-in", account });
    const { session } = setup(identity, { groups: ["Marketing Brazil"] });
    expect(await session.signIn({})).toEqual({ kind: "unauthorized" });
    expect(sessionStore.hasProfile()).toBe(false);
    expect(sessionStore.policy()).toBeNull();
  });

  it("is ready at once, without the provider or the backend, when an account and a stored session exist", async () => {
    sessionStore.write(stored);
    const identity = new FakeIdentity(account);
    const { session, fake } = setup(identity);
    expect(await session.signIn({ returnTo: "/users" })).toEqual({ kind: "ready", to: "/users" });
    expect(identity.loginCalls).toEqual([]);
    expect(fake.logins).toEqual([]);
  });

  it("switching account with `as` clears the stored session and signs in again", async () => {
    sessionStore.write(stored);
    localStorage.setItem("scm.theme", "dark");
    const identity = new FakeIdentity(account);
    const ended: string[] = [];
    const { session, fake } = setup(
      identity,
      { tokens: ["token-new"] },
      { onSignedOut: () => ended.push("cached reads"), onSignOut: () => ended.push("remembered lists") },
    );
    expect(await session.signIn({ as: "viewer" })).toEqual({ kind: "ready", to: "/main" });
    // What the person before had read and left on their lists is forgotten, as at a sign-out.
    expect(ended).toEqual(["cached reads", "remembered lists"]);
    expect(identity.loginCalls).toEqual([{ as: "viewer" }]);
    expect(fake.logins).toHaveLength(1);
    expect(sessionStore.accessToken()).toBe("token-new");
    expect(localStorage.getItem("scm.theme")).toBe("dark");
  });

  it.each<LoginOutcome>([{ kind: "redirecting" }, { kind: "choose-account", accounts: [account] }])(
    "passes the provider's $kind outcome through without running the sequence",
    async (outcome) => {
      const identity = new FakeIdentity(null, outcome);
      const { session, fake } = setup(identity);
      expect(await session.signIn({})).toEqual(outcome);
      expect(fake.logins).toEqual([]);
    },
  );

  it("answers failed with the error message when the sequence fails", async () => {
    const identity = new FakeIdentity(null, { kind: "signed-in", account });
    const { session } = setup(identity, { loginError: new Error("backend down") });
    expect(await session.signIn({})).toEqual({ kind: "failed", message: "backend down" });
    expect(sessionStore.read()).toBeNull();
  });

  it("answers failed with an HttpError's message", async () => {
    const identity = new FakeIdentity(null, { kind: "signed-in", account });
    const fake = fakeBackend();
    const session = createSession({
      identity,
      backend: {
        ...fake.backend,
        login: () => Promise.reject({ message: "error comunication", statusCode: 555 }),
      },
      graphUrl: GRAPH,
      fetchGraphPage: fake.fetchGraphPage,
    });
    expect(await session.signIn({})).toEqual({ kind: "failed", message: "error comunication" });
  });
});

describe("session.check", () => {
  it("is signed-out without an account, and calls nothing", async () => {
    const { session, fake } = setup(new FakeIdentity(null));
    expect(await session.check()).toBe("signed-out");
    expect(fake.logins).toEqual([]);
  });

  it("is authenticated with a stored session, without calling the backend", async () => {
    sessionStore.write(stored);
    const { session, fake } = setup(new FakeIdentity(account));
    expect(await session.check()).toBe("authenticated");
    expect(fake.logins).toEqual([]);
    expect(fake.graphCalls).toEqual([]);
  });

  it("runs the sequence when the account has no stored session, and stores it", async () => {
    const { session, fake } = setup(new FakeIdentity(account));
    expect(await session.check()).toBe("authenticated");
    expect(fake.logins).toHaveLength(1);
    expect(sessionStore.read()).toEqual(expectedSession("token-1"));
  });

  it("runs the sequence when the stored session is incomplete (token gone)", async () => {
    sessionStore.write(stored);
    sessionStore.clearTokens();
    const { session, fake } = setup(new FakeIdentity(account), { tokens: ["token-9"] });
    expect(await session.check()).toBe("authenticated");
    expect(fake.logins).toHaveLength(1);
    expect(sessionStore.accessToken()).toBe("token-9");
  });

  it("is no-profile when the sequence finds no profile", async () => {
    const { session } = setup(new FakeIdentity(account), { groups: ["Marketing Brazil"] });
    expect(await session.check()).toBe("no-profile");
    expect(sessionStore.hasProfile()).toBe(false);
  });

  it("is signed-out when the sequence fails", async () => {
    const { session } = setup(new FakeIdentity(account), { loginError: new Error("down") });
    expect(await session.check()).toBe("signed-out");
  });
});

describe("session.renew", () => {
  it("is refused without an account", async () => {
    const { session, fake } = setup(new FakeIdentity(null));
    expect(await session.renew()).toEqual({ kind: "refused", reason: "" });
    expect(fake.logins).toEqual([]);
  });

  it("runs the sequence again and returns and stores the new token", async () => {
    sessionStore.write(stored);
    const { session, fake } = setup(new FakeIdentity(account), { tokens: ["token-2"] });
    expect(await session.renew()).toEqual({ kind: "renewed", token: "token-2" });
    expect(fake.logins).toHaveLength(1);
    expect(sessionStore.accessToken()).toBe("token-2");
  });

  it("shares one in-flight sequence between concurrent calls", async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { session, fake } = setup(new FakeIdentity(account), { tokens: ["token-2", "token-3"], gate });
    const first = session.renew();
    const second = session.renew();
    const third = session.check();
    open();
    expect(await Promise.all([first, second, third])).toEqual([
      { kind: "renewed", token: "token-2" },
      { kind: "renewed", token: "token-2" },
      "authenticated",
    ]);
    expect(fake.logins).toHaveLength(1);
    expect(fake.graphCalls).toHaveLength(1);
  });

  it("starts a new sequence once the previous one has finished", async () => {
    const { session, fake } = setup(new FakeIdentity(account), { tokens: ["token-2", "token-3"] });
    expect(await session.renew()).toEqual({ kind: "renewed", token: "token-2" });
    expect(await session.renew()).toEqual({ kind: "renewed", token: "token-3" });
    expect(fake.logins).toHaveLength(2);
  });

  it("clears the stored token and is refused, saying why, when the sequence is refused (SPEC §8)", async () => {
    sessionStore.write(stored);
    const { session } = setup(new FakeIdentity(account), { loginError: new Error("token endpoint down") });
    expect(await session.renew()).toEqual({ kind: "refused", reason: "token endpoint down" });
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(sessionStore.accessToken()).toBeNull();
  });

  it.each([
    ["a server fault", { message: "Database unavailable", statusCode: 503 }],
    ["network loss", { message: "error comunication", statusCode: 555 }],
  ])("keeps the session as it was when %s stops the re-check", async (_case, fault) => {
    sessionStore.write(stored);
    const { session } = setup(new FakeIdentity(account), { loginError: fault as unknown as Error });
    expect(await session.renew()).toEqual({ kind: "unavailable", error: fault });
    expect(sessionStore.read()).toEqual(stored);
  });

  it("is refused and drops the profile when the user has lost every profile", async () => {
    sessionStore.write(stored);
    const { session } = setup(new FakeIdentity(account), { groups: ["Marketing Brazil"] });
    expect(await session.renew()).toMatchObject({ kind: "refused" });
    expect(sessionStore.accessToken()).toBeNull();
    expect(sessionStore.hasProfile()).toBe(false);
  });

  it("lets a later call run again after a failed shared sequence", async () => {
    const identity = new FakeIdentity(account);
    const fake = fakeBackend();
    let fail = true;
    const session = createSession({
      identity,
      backend: {
        ...fake.backend,
        login: async (request) => {
          if (fail) throw new Error("once");
          return fake.backend.login(request);
        },
      },
      graphUrl: GRAPH,
      fetchGraphPage: fake.fetchGraphPage,
    });
    expect(await session.renew()).toMatchObject({ kind: "refused" });
    fail = false;
    expect(await session.renew()).toEqual({ kind: "renewed", token: "token-1" });
  });
});

describe("session.end", () => {
  it("ends the session in this tab only, keeps why for the login page, and forgets the account", async () => {
    sessionStore.write(stored);
    localStorage.setItem("scm.language", "pt-BR");
    const identity = new FakeIdentity(account);
    let signedOut = 0;
    const { session } = setup(identity, {}, { onSignedOut: () => (signedOut += 1) });
    await session.end("Your account is disabled.");
    expect(sessionStore.read()).toBeNull();
    expect(sessionStore.hasProfile()).toBe(false);
    expect(identity.forgetCalls).toBe(1);
    expect(identity.logoutCalls).toBe(0);
    expect(signedOut).toBe(1);
    expect(localStorage.getItem("scm.language")).toBe("pt-BR");
    expect(sessionStore.endedReason()).toBe("Your account is disabled.");
    sessionStore.clearEndedReason();
    expect(sessionStore.endedReason()).toBeNull();
  });
});

describe("onPolicyChanged", () => {
  it("is called when a sequence stores a different policy, and not when the policy is the same", async () => {
    let changes = 0;
    const { session } = setup(
      new FakeIdentity(account),
      { tokens: ["token-2", "token-3"] },
      {
        onPolicyChanged: () => {
          changes += 1;
        },
      },
    );
    sessionStore.write(stored);
    expect(await session.renew()).toEqual({ kind: "renewed", token: "token-2" });
    expect(changes).toBe(1);
    expect(sessionStore.policy()).toBe(expectedSession("token-2").policy);
    expect(await session.renew()).toEqual({ kind: "renewed", token: "token-3" });
    expect(changes).toBe(1);
  });

  it("is not called when the sequence finds no profile", async () => {
    let changes = 0;
    const { session } = setup(
      new FakeIdentity(account),
      { groups: ["Marketing Brazil"] },
      {
        onPolicyChanged: () => {
          changes += 1;
        },
      },
    );
    expect(await session.check()).toBe("no-profile");
    expect(changes).toBe(0);
  });
});

describe("preparePolicy", () => {
  it("readies the signed-in policy before the sign-in resolves, so the page it ends on can be checked at once", async () => {
    const prepared: string[] = [];
    let finish: () => void = () => undefined;
    const { session } = setup(new FakeIdentity(null, { kind: "signed-in", account }), undefined, {
      preparePolicy: (policy) => {
        prepared.push(policy);
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    let outcome: unknown;
    const signingIn = session.signIn({ returnTo: "/users" }).then((value) => (outcome = value));
    await vi.waitFor(() => expect(prepared).toEqual([expectedSession("token-1").policy]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outcome).toBeUndefined();
    expect(sessionStore.read()).toBeNull();
    finish();
    await signingIn;
    expect(outcome).toEqual({ kind: "ready", to: "/users" });
    expect(sessionStore.read()).toEqual(expectedSession("token-1"));
  });
});

describe("session.signOut", () => {
  it("clears localStorage except the preserved keys, clears the session keys, then logs out", async () => {
    expect(preservedLocalKeys).toEqual(["scm.language", "scm.theme", "scm.siderCollapsed", "scm.demo.db", "scm.demo.lastAccount"]);
    sessionStore.write(stored);
    localStorage.setItem("scm.language", "pt-BR");
    localStorage.setItem("scm.theme", "dark");
    localStorage.setItem("scm.siderCollapsed", "true");
    localStorage.setItem("scm.demo.db", '{"version":1}');
    localStorage.setItem("scm.demo.lastAccount", "planner");
    localStorage.setItem("something.else", "x");
    // Which lists open on a default view: a preference, so the view opens at once in the next tab too.
    localStorage.setItem("scm.savedViews.default.edb/lead-time-maintenance", "true");
    sessionStorage.setItem("scm.returnTo", "/users");

    const identity = new FakeIdentity(account);
    const { session, signedOut } = setup(identity);
    await session.signOut();

    expect(Object.keys(localStorage).sort()).toEqual([
      "scm.demo.db",
      "scm.demo.lastAccount",
      "scm.language",
      "scm.savedViews.default.edb/lead-time-maintenance",
      "scm.siderCollapsed",
      "scm.theme",
    ]);
    expect(localStorage.getItem("scm.language")).toBe("pt-BR");
    expect(localStorage.getItem("scm.theme")).toBe("dark");
    for (const key of Object.values(storageKeys)) expect(sessionStorage.getItem(key)).toBeNull();
    expect(identity.logoutCalls).toBe(1);
    expect(identity.storageAtLogout).toEqual([
      "scm.demo.db",
      "scm.demo.lastAccount",
      "scm.language",
      "scm.savedViews.default.edb/lead-time-maintenance",
      "scm.siderCollapsed",
      "scm.theme",
    ]);
    expect(signedOut()).toBe(1);
    expect(sessionStore.read()).toBeNull();
  });

  it("drops what a re-check under way brings back once the person has signed out", async () => {
    sessionStore.write(stored);
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { session } = setup(new FakeIdentity(account), { tokens: ["token-2"], gate });
    const renewal = session.renew();
    await session.signOut();
    open();
    expect(await renewal).toMatchObject({ kind: "refused" });
    expect(sessionStore.read()).toBeNull();
    expect(sessionStore.accessToken()).toBeNull();
    expect(localStorage.getItem(storageKeys.profileId)).toBeNull();
  });

  it("lets the next sign-in run its own sequence while the one before the sign-out is still under way", async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const identity = new FakeIdentity(account);
    const { session, fake } = setup(identity, { tokens: ["stale-token", "token-2"], gate });
    const stale = session.check();
    await session.signOut();
    identity.account = account;
    const next = session.check();
    open();
    expect(await stale).toBe("signed-out");
    expect(await next).toBe("authenticated");
    expect(fake.logins).toHaveLength(2);
    expect(sessionStore.accessToken()).toBe("token-2");
  });

  it("works without an onSignedOut callback", async () => {
    const identity = new FakeIdentity(account);
    const fake = fakeBackend();
    const session = createSession({
      identity,
      backend: fake.backend,
      graphUrl: GRAPH,
      fetchGraphPage: fake.fetchGraphPage,
    });
    await session.signOut();
    expect(identity.logoutCalls).toBe(1);
  });

  it("exposes the identity and its account", () => {
    const identity = new FakeIdentity(account);
    const { session } = setup(identity);
    expect(session.identity).toBe(identity);
    expect(session.account()).toEqual(account);
  });
});

describe("sessionStore", () => {
  it("round-trips a session across localStorage and sessionStorage", () => {
    sessionStore.write(stored);
    expect(sessionStore.read()).toEqual(stored);
    expect(localStorage.getItem("profileId")).toBe("2");
    expect(localStorage.getItem("profileName")).toBe("supplyplanner");
    expect(sessionStorage.getItem("scm.accessToken")).toBe("stored-token");
    expect(sessionStorage.getItem("scm.policy")).toBe(stored.policy);
    expect(JSON.parse(sessionStorage.getItem("scm.user") ?? "null")).toEqual(stored.user);
    expect(sessionStore.hasProfile()).toBe(true);
    expect(sessionStore.user()).toEqual(stored.user);
    expect(sessionStore.policy()).toBe(stored.policy);
  });

  it.each([
    ["profileId", () => sessionStorage.removeItem("scm.profileId")],
    ["profileName", () => sessionStorage.removeItem("scm.profileName")],
    ["a profile name that is not normalised", () => sessionStorage.setItem("scm.profileName", "Supply Planner")],
    ["a policy whose base rule names another profile", () => sessionStorage.setItem("scm.policy", "p, administrator, main, list, allow")],
    ["an empty policy", () => sessionStorage.setItem("scm.policy", "")],
    ["accessToken", () => sessionStorage.removeItem("scm.accessToken")],
    ["policy", () => sessionStorage.removeItem("scm.policy")],
    ["user", () => sessionStorage.removeItem("scm.user")],
    ["a non-numeric profileId", () => sessionStorage.setItem("scm.profileId", "abc")],
    ["a corrupt user", () => sessionStorage.setItem("scm.user", "{not json")],
    ["a user without id", () => sessionStorage.setItem("scm.user", JSON.stringify({ userName: "X" }))],
  ])("reads nothing when %s is missing or broken", (_label, damage) => {
    sessionStore.write(stored);
    damage();
    expect(sessionStore.read()).toBeNull();
  });

  it("decides from this tab's own copy: another tab signing in as someone else, or clearing the shared keys, changes nothing", () => {
    sessionStore.write(stored);
    localStorage.setItem("profileId", "1");
    localStorage.setItem("profileName", "administrator");
    expect(sessionStore.read()).toEqual(stored);
    expect(sessionStore.profileName()).toBe("supplyplanner");
    localStorage.clear();
    expect(sessionStore.read()).toEqual(stored);
    expect(sessionStore.hasProfile()).toBe(true);
  });

  it("replaces the token only", () => {
    sessionStore.write(stored);
    sessionStore.setAccessToken("fresh");
    expect(sessionStore.read()).toEqual({ ...stored, accessToken: "fresh" });
  });

  it("clearTokens removes only the token", () => {
    sessionStore.write(stored);
    sessionStore.clearTokens();
    expect(sessionStore.accessToken()).toBeNull();
    expect(sessionStore.hasProfile()).toBe(true);
    expect(sessionStore.policy()).toBe(stored.policy);
  });

  it("clearProfile removes the profile and the policy, not the token", () => {
    sessionStore.write(stored);
    sessionStore.clearProfile();
    expect(sessionStore.hasProfile()).toBe(false);
    expect(sessionStore.policy()).toBeNull();
    expect(sessionStore.accessToken()).toBe("stored-token");
  });

  it("clearAll keeps other sessionStorage entries (the identity provider's cache)", () => {
    sessionStore.write(stored);
    sessionStorage.setItem("msal.token.keys", "keep");
    sessionStore.clearAll();
    expect(sessionStorage.getItem("msal.token.keys")).toBe("keep");
    expect(sessionStore.read()).toBeNull();
  });
});
