import { describe, expect, it } from "vitest";
import { createIdentityRecheck } from "../../../src/auth/identity-recheck";
import { sessionStore, type StoredSession } from "../../../src/auth/session-store";

const stored: StoredSession = {
  profileId: 2,
  profileName: "supplyplanner",
  accessToken: "stored-token",
  policy: "p, supplyplanner, main, list, allow",
  user: { id: 42, userName: "BRUNO.LIMA", name: "Bruno Lima", email: "bruno.lima@contoso.com" },
};
const account = { username: "bruno.lima@contoso.com", name: "Bruno Lima", email: "bruno.lima@contoso.com" };

/** A session whose check runs "the sequence": it writes the session back, or finds no profile. */
function fakeSession(outcome: "authenticated" | "no-profile" | "signed-out", signedIn = true) {
  const checks: (StoredSession | null)[] = [];
  return {
    checks,
    session: {
      account: () => (signedIn ? account : null),
      async check() {
        checks.push(sessionStore.read());
        if (outcome === "authenticated") sessionStore.write(stored);
        if (outcome === "signed-out") throw new Error("token endpoint down");
        return outcome;
      },
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createIdentityRecheck (SPEC §6: with no stored profile, the identity check runs and the page reloads)", () => {
  it("runs the sign-in sequence again for a signed-in tab whose profile went missing, then reloads", async () => {
    sessionStore.write(stored);
    sessionStorage.removeItem("scm.profileName");
    const { session, checks } = fakeSession("authenticated");
    let reloads = 0;
    const recheck = createIdentityRecheck({ session, reload: () => (reloads += 1) });
    recheck("no-profile", stored.policy);
    recheck("no-profile", stored.policy);
    await settle();
    expect(checks).toEqual([null]);
    expect(reloads).toBe(1);
    expect(sessionStore.read()).toEqual(stored);
  });

  it("never loops for a person without a profile: a tab that was never signed in has nothing to re-check", async () => {
    const { session, checks } = fakeSession("no-profile");
    let reloads = 0;
    createIdentityRecheck({ session, reload: () => (reloads += 1) })("no-profile", null);
    await settle();
    expect(checks).toEqual([]);
    expect(reloads).toBe(0);
  });

  it("clears what is left when the check finds no profile any more, so the reload lands on /unauthorized once", async () => {
    sessionStore.write(stored);
    sessionStorage.setItem("scm.profileName", "corrupt name");
    const { session } = fakeSession("no-profile");
    let reloads = 0;
    const recheck = createIdentityRecheck({ session, reload: () => (reloads += 1) });
    recheck("no-profile", stored.policy);
    await settle();
    expect(reloads).toBe(1);
    expect(sessionStore.accessToken()).toBeNull();
    expect(sessionStore.user()).toBeNull();
    // The tab after the reload: still no profile, and no second run.
    recheck("no-profile", null);
    await settle();
    expect(reloads).toBe(1);
  });

  it("re-checks a broken policy once: the same text coming back from the server is refused, not re-checked", async () => {
    sessionStore.write(stored);
    const { session, checks } = fakeSession("authenticated");
    let reloads = 0;
    const recheck = createIdentityRecheck({ session, reload: () => (reloads += 1) });
    recheck("broken-policy", "p, broken");
    await settle();
    recheck("broken-policy", "p, broken");
    await settle();
    expect(checks).toHaveLength(1);
    expect(reloads).toBe(1);
  });

  it("does nothing without an account: the route check sends the person to sign in", async () => {
    const { session, checks } = fakeSession("authenticated", false);
    createIdentityRecheck({ session, reload: () => undefined })("no-profile", null);
    await settle();
    expect(checks).toEqual([]);
  });
});
