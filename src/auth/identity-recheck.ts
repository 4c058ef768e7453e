import type { Session } from "./session";
import { sessionStore } from "./session-store";

/** The policy text whose re-check already ran in this tab: the server's own policy is broken, not storage. */
const RECHECKED_KEY = "scm.recheckedPolicy";

export interface IdentityRecheckDeps {
  session: Pick<Session, "check" | "account">;
  /** SPEC §6: "the identity check runs and the page reloads". */
  reload(): void;
}

/**
 * SPEC §6: with no stored profile, the identity check runs and the page reloads. A signed-in tab that finds
 * its profile missing or corrupt, or its policy unusable, runs the sign-in sequence again instead of refusing
 * everything until reloaded by hand. One run at a time; a policy that the fresh sequence brings back just as
 * broken is refused with its reason, not re-checked in a loop.
 */
export function createIdentityRecheck({ session, reload }: IdentityRecheckDeps) {
  let running = false;
  return (reason: "no-profile" | "broken-policy", policy: string | null) => {
    if (running || !session.account()) return;
    if (reason === "no-profile") {
      // Only a tab that was signed in lost its profile: one that never had one (a user without a profile,
      // on /unauthorized) has nothing to re-check.
      if (sessionStore.accessToken() === null || sessionStore.user() === null) return;
    } else if (policy !== null) {
      if (sessionStorage.getItem(RECHECKED_KEY) === policy) return;
      sessionStorage.setItem(RECHECKED_KEY, policy);
    }
    running = true;
    sessionStore.clearProfile();
    void session
      .check()
      .catch(() => "signed-out" as const)
      .then((state) => {
        // Not signed in after all: what is left of the session goes, and the reload takes the person where
        // the route check sends them (the login page, or /unauthorized).
        if (state !== "authenticated") sessionStore.clearAll();
      })
      .finally(() => {
        running = false;
        reload();
      });
  };
}
