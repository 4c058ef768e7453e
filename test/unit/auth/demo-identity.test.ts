import { describe, expect, it } from "vitest";
import { createDemoIdentity } from "../../../src/auth/demo-identity";
import { demoAccounts } from "../../../src/domain/demo-accounts";

/** A Storage of its own, so tests can see exactly what the identity writes where. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  entries() {
    return Object.fromEntries(this.items);
  }
}

const admin = { username: "admin@scm-demo.com", name: "Ana Souza", email: "admin@scm-demo.com" };
const planner = { username: "planner@scm-demo.com", name: "Bruno Lima", email: "planner@scm-demo.com" };
const viewer = { username: "viewer@scm-demo.com", name: "Carla Mendes", email: "viewer@scm-demo.com" };
const allAccounts = demoAccounts.map(({ username, name, email }) => ({ username, name, email }));

function fresh() {
  const session = new MemoryStorage();
  const prefs = new MemoryStorage();
  return { session, prefs, identity: createDemoIdentity(session, prefs) };
}

describe("createDemoIdentity", () => {
  it("is the demo kind, initialises to nothing and starts without an account", async () => {
    const { identity } = fresh();
    expect(identity.kind).toBe("demo");
    expect(await identity.initialize()).toEqual({});
    expect(identity.getAccount()).toBeNull();
  });

  it("signs in as admin by default", async () => {
    const { identity, session, prefs } = fresh();
    expect(await identity.login({})).toEqual({ kind: "signed-in", account: admin });
    expect(identity.getAccount()).toEqual(admin);
    expect(session.entries()).toEqual({ "scm.demo.account": "admin" });
    expect(prefs.entries()).toEqual({ "scm.demo.lastAccount": "admin" });
  });

  it("signs in as the account given with `as`, case-insensitively", async () => {
    const { identity } = fresh();
    expect(await identity.login({ as: "planner" })).toEqual({ kind: "signed-in", account: planner });
    expect(identity.getAccount()).toEqual(planner);
    const other = fresh().identity;
    expect(await other.login({ as: " VIEWER " })).toEqual({ kind: "signed-in", account: viewer });
  });

  it("switches to the account given with `as` while another is signed in", async () => {
    const { identity, prefs } = fresh();
    await identity.login({ as: "planner" });
    expect(await identity.login({ as: "viewer" })).toEqual({ kind: "signed-in", account: viewer });
    expect(identity.getAccount()).toEqual(viewer);
    expect(prefs.getItem("scm.demo.lastAccount")).toBe("viewer");
  });

  it("keeps the signed-in account on a login without `as`", async () => {
    const { identity, prefs } = fresh();
    await identity.login({ as: "viewer" });
    prefs.setItem("scm.demo.lastAccount", "planner");
    expect(await identity.login({})).toEqual({ kind: "signed-in", account: viewer });
  });

  it("remembers the last used account for the next browser session", async () => {
    const prefs = new MemoryStorage();
    await createDemoIdentity(new MemoryStorage(), prefs).login({ as: "planner" });
    // A new tab: sessionStorage is empty, localStorage is not.
    const next = createDemoIdentity(new MemoryStorage(), prefs);
    expect(next.getAccount()).toBeNull();
    expect(await next.login({})).toEqual({ kind: "signed-in", account: planner });
  });

  it("ignores an unknown remembered account and uses admin", async () => {
    const session = new MemoryStorage();
    const prefs = new MemoryStorage();
    prefs.setItem("scm.demo.lastAccount", "ghost");
    const identity = createDemoIdentity(session, prefs);
    expect(await identity.login({})).toEqual({ kind: "signed-in", account: admin });
    expect(prefs.getItem("scm.demo.lastAccount")).toBe("admin");
  });

  it("asks to choose an account for an unknown `as`, signing nobody in", async () => {
    const { identity, session, prefs } = fresh();
    expect(await identity.login({ as: "mallory" })).toEqual({
      kind: "choose-account",
      accounts: allAccounts,
    });
    expect(allAccounts).toHaveLength(5);
    expect(identity.getAccount()).toBeNull();
    expect(session.length).toBe(0);
    expect(prefs.length).toBe(0);
  });

  it("keeps the current account when an unknown `as` is asked", async () => {
    const { identity } = fresh();
    await identity.login({ as: "planner" });
    expect((await identity.login({ as: "mallory" })).kind).toBe("choose-account");
    expect(identity.getAccount()).toEqual(planner);
  });

  it("after logout asks to choose an account until one is chosen", async () => {
    const { identity, session, prefs } = fresh();
    await identity.login({ as: "planner" });
    await identity.logout();
    expect(identity.getAccount()).toBeNull();
    expect(session.getItem("scm.demo.signedOut")).toBe("true");
    expect(prefs.getItem("scm.demo.lastAccount")).toBe("planner");

    expect(await identity.login({})).toEqual({ kind: "choose-account", accounts: allAccounts });
    expect(await identity.login({})).toEqual({ kind: "choose-account", accounts: allAccounts });
    expect(await identity.login({ as: "nobody" })).toEqual({ kind: "choose-account", accounts: allAccounts });
    expect(identity.getAccount()).toBeNull();

    expect(await identity.login({ as: "viewer" })).toEqual({ kind: "signed-in", account: viewer });
    expect(session.getItem("scm.demo.signedOut")).toBeNull();
    // Chosen once, the next plain login signs straight in again.
    expect(await identity.login({})).toEqual({ kind: "signed-in", account: viewer });
  });

  it("hands out a Graph token for the signed-in account", async () => {
    const { identity } = fresh();
    await identity.login({ as: "planner" });
    expect(await identity.getGraphToken()).toBe("demo-graph.planner");
    await identity.login({ as: "admin" });
    expect(await identity.getGraphToken()).toBe("demo-graph.admin");
  });

  it("refuses a Graph token when nobody is signed in", async () => {
    const { identity } = fresh();
    await expect(identity.getGraphToken()).rejects.toThrow("No signed-in account");
    await identity.login({});
    await identity.logout();
    await expect(identity.getGraphToken()).rejects.toThrow("No signed-in account");
  });

  it("ignores an unknown account key found in storage", () => {
    const { identity, session } = fresh();
    session.setItem("scm.demo.account", "ghost");
    expect(identity.getAccount()).toBeNull();
  });

  it("uses sessionStorage and localStorage by default", async () => {
    const identity = createDemoIdentity();
    await identity.login({ as: "viewer" });
    expect(sessionStorage.getItem("scm.demo.account")).toBe("viewer");
    expect(localStorage.getItem("scm.demo.lastAccount")).toBe("viewer");
    expect(createDemoIdentity().getAccount()).toEqual(viewer);
  });
});
