import type { Identity, IdentityAccount, LoginOptions } from "./identity";
import { fetchGroupNames, type GraphPageFetcher } from "./graph-groups";
import { runSignInSequence, type SignInBackend, type SignInResult } from "./sign-in-sequence";
import { sessionStore } from "./session-store";
import { isPassingFailure, type Renewal } from "./renewal";

export type SignInOutcome =
  | { kind: "ready"; to: string }
  | { kind: "unauthorized" }
  | { kind: "redirecting" }
  | { kind: "choose-account"; accounts: IdentityAccount[] }
  | { kind: "failed"; message: string };

export interface SessionDeps {
  identity: Identity;
  backend: SignInBackend;
  graphUrl: string;
  fetchGraphPage: GraphPageFetcher;
  /** Called when the session ends, to drop cached server data. */
  onSignedOut?: () => void;
  /** Only when the person signs out (whoever signs in next may be someone else), not when a session ends. */
  onSignOut?: () => void;
  /** Called when a sign-in stored a new policy, so cached access answers are asked again. */
  onPolicyChanged?: () => void;
  /**
   * Readies a signed-in policy for checks (compiles it) before the sign-in resolves: the page it ends on
   * then renders in the same pass as the layout, instead of after a round of "checking access". Never fails.
   */
  preparePolicy?: (policy: string) => Promise<void>;
  /**
   * Called when a sign-in has its backend token, before its profile and permissions are known, with the page
   * it will end on: that page's data can be asked for while the last round trips run (DESIGN §9.6). The
   * backend checks every request itself, so asking early grants nothing.
   */
  onEarlyToken?: (returnTo: string) => void;
}

/** Only same-app paths may be returned to, never another origin. */
export function safeReturnPath(to: string | null | undefined): string {
  const fallback = "/main";
  // Browsers read "\\" as "/" and drop tabs and newlines, so "/\\evil.com" would leave the site.
  if (!to || !to.startsWith("/") || /[\\\s]/.test(to)) return fallback;
  const base = "https://app.invalid";
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return fallback;
  }
  // "/.//evil.com" loses its dot segment on parsing and would read as "//evil.com", another origin.
  if (
    url.origin !== base ||
    url.pathname.startsWith("//") ||
    url.pathname.startsWith("/login") ||
    url.pathname.startsWith("/unauthorized")
  ) {
    return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

const errorMessage = (error: unknown): string => {
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") {
    return error.message;
  }
  return String(error);
};

/**
 * The session as the app sees it: sign in, check, re-check after a 401, sign out.
 * The auth provider and the login page are thin adapters over this.
 */
/** A sign-in sequence whose session was signed out or ended while it ran: its outcome is dropped. */
class SessionEndedMeanwhile extends Error {
  constructor() {
    super("The session ended while it was being checked.");
    this.name = "SessionEndedMeanwhile";
  }
}

export function createSession(deps: SessionDeps) {
  const { identity } = deps;
  let inFlight: Promise<SignInResult> | null = null;
  /**
   * Counts the sign-outs and ended sessions: a sequence that began before one of them must not write its
   * session back afterwards (a re-check under way when the person signed out would bring the old token and
   * profile back, and a next account would inherit them).
   */
  let endings = 0;

  /**
   * One sequence at a time: several 401s or checks at once share the same run. A sign-in passes the page it
   * will end on: once the backend token is there it is kept, so that page's data can be asked for early.
   */
  function sequence(account: IdentityAccount, returnTo?: string): Promise<SignInResult> {
    if (inFlight) return inFlight;
    let tokenKeptEarly = false;
    const startedAfter = endings;
    const superseded = () => endings !== startedAfter;
    const run: Promise<SignInResult> = runSignInSequence(account, {
      backend: deps.backend,
      groupNames: () => fetchGroupNames(deps.graphUrl, deps.fetchGraphPage),
      onToken:
        returnTo === undefined || !deps.onEarlyToken
          ? undefined
          : (token) => {
              if (superseded()) return;
              sessionStore.setAccessToken(token);
              tokenKeptEarly = true;
              deps.onEarlyToken?.(returnTo);
            },
    })
      .then(
        async (result) => {
          if (superseded()) throw new SessionEndedMeanwhile();
          if (result.status === "signed-in") {
            await deps.preparePolicy?.(result.session.policy);
            if (superseded()) throw new SessionEndedMeanwhile();
            const changed = sessionStore.policy() !== result.session.policy;
            sessionStore.write(result.session);
            if (changed) deps.onPolicyChanged?.();
          } else {
            sessionStore.clearProfile();
            // No profile, no user: the token kept for the early request goes too, as if never kept.
            if (tokenKeptEarly) sessionStore.clearTokens();
          }
          return result;
        },
        (error: unknown) => {
          if (tokenKeptEarly) sessionStore.clearTokens();
          throw error;
        },
      )
      .finally(() => {
        if (inFlight === run) inFlight = null;
      });
    inFlight = run;
    return run;
  }

  /** A sign-in start-up began before the login page was there, waiting for the page to take it over. */
  let early: { key: string; outcome: Promise<SignInOutcome> } | null = null;
  const keyOf = (options: LoginOptions) => JSON.stringify([options.as ?? null, options.returnTo ?? null]);

  async function runSignIn(options: LoginOptions): Promise<SignInOutcome> {
    try {
      const current = identity.getAccount();
      const switching = Boolean(options.as) && current !== null;
      // Another account in this tab is a sign-out of the one before: nothing of that person's (cached reads,
      // remembered lists) is shown to the next.
      if (switching) {
        sessionStore.clearAll();
        deps.onSignedOut?.();
        deps.onSignOut?.();
      }
      if (!switching && current && sessionStore.read())
        return { kind: "ready", to: safeReturnPath(options.returnTo) };
      const outcome = await identity.login(options);
      if (outcome.kind !== "signed-in") return outcome;
      const result = await sequence(outcome.account, safeReturnPath(options.returnTo));
      if (result.status === "signed-in") return { kind: "ready", to: safeReturnPath(options.returnTo) };
      return { kind: "unauthorized" };
    } catch (error) {
      return { kind: "failed", message: errorMessage(error) };
    }
  }

  return {
    identity,

    account: (): IdentityAccount | null => identity.getAccount(),

    /** Signs in, or takes over the sign-in start-up began for the same request (startSignIn). */
    signIn(options: LoginOptions): Promise<SignInOutcome> {
      if (early && early.key === keyOf(options)) {
        const { outcome } = early;
        early = null;
        return outcome;
      }
      return runSignIn(options);
    },

    /**
     * Begins a sign-in before the login page has loaded (start.tsx, demo builds): its round trips then run
     * while the page's code downloads and renders, and the page takes the outcome over (DESIGN §9.6).
     */
    startSignIn(options: LoginOptions): Promise<SignInOutcome> {
      const outcome = runSignIn(options);
      early = { key: keyOf(options), outcome };
      return outcome;
    },

    /** True when check() would say "authenticated" without running the sequence: known without waiting. */
    isSignedInNow(): boolean {
      return identity.getAccount() !== null && sessionStore.read() !== null;
    },

    /** SPEC §4: no account → sign in; a stored profile → in; otherwise the sequence decides. */
    async check(): Promise<"authenticated" | "signed-out" | "no-profile"> {
      const account = identity.getAccount();
      if (!account) return "signed-out";
      if (sessionStore.read()) return "authenticated";
      try {
        const result = await sequence(account);
        return result.status === "signed-in" ? "authenticated" : "no-profile";
      } catch {
        return "signed-out";
      }
    },

    /**
     * After a 401: re-run the sequence for a fresh backend token. The token in hand stays until the outcome
     * is known: a re-check that could not be made leaves the session as it was (DESIGN §8).
     */
    async renew(): Promise<Renewal> {
      const account = identity.getAccount();
      if (!account) return { kind: "refused", reason: "" };
      try {
        const result = await sequence(account);
        if (result.status === "signed-in") return { kind: "renewed", token: result.session.accessToken };
        // No profile any more: the sequence dropped it; the token of the session that was goes with it.
        sessionStore.clearTokens();
        return { kind: "refused", reason: "" };
      } catch (error) {
        if (isPassingFailure(error)) return { kind: "unavailable", error };
        // SPEC §8: a failed token fetch clears the stored tokens.
        sessionStore.clearTokens();
        return { kind: "refused", reason: errorMessage(error) };
      }
    },

    /**
     * A re-check was refused: the session ends here, in this tab, without signing out of the identity
     * provider, so signing in again returns to the same page. Why is kept for the login page to say.
     */
    async end(reason: string): Promise<void> {
      endings += 1;
      inFlight = null;
      sessionStore.clearAll();
      sessionStore.setEndedReason(reason);
      deps.onSignedOut?.();
      await identity.forget();
    },

    async signOut(): Promise<void> {
      endings += 1;
      inFlight = null;
      sessionStore.clearAll();
      deps.onSignedOut?.();
      deps.onSignOut?.();
      await identity.logout();
    },
  };
}

export type Session = ReturnType<typeof createSession>;
