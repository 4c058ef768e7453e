import type { AuthProvider } from "@refinedev/core";
import { loginName } from "./identity";
import { sessionStore } from "./session-store";
import type { Session } from "./session";

export interface SessionIdentity {
  id: number | null;
  userName: string;
  name: string;
  email: string;
}

/** Refine's view of the session (SPEC §4, §8). The login page drives sign-in itself; this answers checks. */
/**
 * The sign-in page, returning to the address as it is now: path, query and hash, encoded once. Refine's own
 * return address decodes the query and drops the hash (a search for "R&D" came back as "R").
 */
function signInReturningHere(): string {
  const { pathname, search, hash } = window.location;
  if (/^\/(login|unauthorized)\/?$/.test(pathname)) return "/login";
  return `/login?to=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}

export function createAuthProvider(session: Session): AuthProvider {
  return {
    login: async (params: { as?: string; to?: string } = {}) => {
      const outcome = await session.signIn({ as: params.as, returnTo: params.to });
      if (outcome.kind === "ready") return { success: true, redirectTo: outcome.to };
      if (outcome.kind === "unauthorized") return { success: false, redirectTo: "/unauthorized" };
      if (outcome.kind === "failed") return { success: false, error: { name: "Login", message: outcome.message } };
      return { success: true };
    },
    logout: async () => {
      await session.signOut();
      return { success: true, redirectTo: "/login" };
    },
    check: async () => {
      const state = await session.check();
      if (state === "authenticated") return { authenticated: true };
      if (state === "no-profile") {
        return {
          authenticated: false,
          redirectTo: "/unauthorized",
          error: { name: "Unauthorized", message: "Check failed" },
        };
      }
      return { authenticated: false, redirectTo: signInReturningHere() };
    },
    onError: async (error: unknown) => {
      // The HTTP client already re-checked the session on a 401 and retried once; a 401 here means the re-check
      // was refused. The session ends in this tab only, and signing in again returns here (DESIGN §8); a
      // form's typing is kept as a draft for this page (crud/form-drafts.ts).
      const status = error && typeof error === "object" && "statusCode" in error ? error.statusCode : undefined;
      if (status !== 401) return {};
      const message = error && typeof error === "object" && "message" in error ? String(error.message) : "";
      const { pathname } = window.location;
      // Several calls refused at once each report it: the first ends the session and goes to the sign-in page,
      // which a later one must not take as the page to return to.
      if (/^\/login\/?$/.test(pathname)) return {};
      if (session.isSignedInNow() || session.account()) await session.end(message);
      return { redirectTo: signInReturningHere() };
    },
    getIdentity: async (): Promise<SessionIdentity | null> => {
      const account = session.account();
      if (!account) return null;
      const user = sessionStore.user();
      return {
        id: user?.id ?? null,
        userName: loginName(account.username),
        name: user?.name || account.name,
        email: user?.email || account.email,
      };
    },
    getPermissions: async () => sessionStore.profileName(),
  };
}
