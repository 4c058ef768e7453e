import { baseRule } from "../domain/access-policy";
import { profileSubject } from "../domain/policy-subject";

/**
 * Where the session lives. SPEC §6: the profile id and the normalised profile name in localStorage;
 * DESIGN §4: the backend token (and what belongs with it) in sessionStorage, next to the MSAL cache.
 * localStorage is shared by every tab, so each tab keeps its own copy of the profile beside its token and
 * decides access from that copy alone: another tab signing in as someone else, or a new tab clearing the
 * shared keys (SPEC §4), changes nothing here.
 */

export const storageKeys = {
  profileId: "profileId",
  profileName: "profileName",
  tabProfileId: "scm.profileId",
  tabProfileName: "scm.profileName",
  accessToken: "scm.accessToken",
  policy: "scm.policy",
  user: "scm.user",
  returnTo: "scm.returnTo",
} as const;

/** Why the last session of this tab ended, for the login page; outlives the session it was about. */
const ENDED_REASON_KEY = "scm.sessionEnded";

/**
 * Preferences (SPEC §4: language, theme, the menu sidebar open or closed) and the demo database survive a
 * sign-out; everything else in localStorage is session data.
 */
export const preservedLocalKeys = ["scm.language", "scm.theme", "scm.siderCollapsed", "scm.demo.db", "scm.demo.lastAccount"];
/**
 * Preferences kept per list: which lists open on a saved default view (crud/saved-views/default-view-hint.ts).
 * Every tab that starts without an account clears the session data (SPEC §4), so this hint, kept with the
 * session data, was gone in each new tab, and a default view then showed only after the plain list.
 */
export const preservedLocalPrefixes = ["scm.savedViews.default."];

const preserved = (key: string) =>
  preservedLocalKeys.includes(key) || preservedLocalPrefixes.some((prefix) => key.startsWith(prefix));

export interface StoredUser {
  id: number;
  userName: string;
  name: string;
  email: string;
}

export interface StoredSession {
  profileId: number;
  profileName: string;
  accessToken: string;
  policy: string;
  user: StoredUser;
}

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object" && "id" in value && "userName" in value) return value as StoredUser;
  } catch {
    // A corrupt entry is the same as none: the sign-in sequence runs again.
  }
  return null;
}

/**
 * This tab's profile name, when it is one the sign-in could have stored: a normalised name (SPEC §6) whose
 * base rule heads the policy. Anything else is corrupt, and reads as no profile: the identity check runs
 * again (SPEC §6) instead of every check being refused.
 */
function validProfileName(policy: string | null): string | null {
  const name = sessionStorage.getItem(storageKeys.tabProfileName);
  if (!name || profileSubject(name) !== name || policy === null) return null;
  return policy.split("\n")[0] === baseRule(name) ? name : null;
}

export const sessionStore = {
  read(): StoredSession | null {
    const profileId = Number(sessionStorage.getItem(storageKeys.tabProfileId));
    const accessToken = sessionStorage.getItem(storageKeys.accessToken);
    const policy = sessionStorage.getItem(storageKeys.policy);
    const profileName = validProfileName(policy);
    const user = parseUser(sessionStorage.getItem(storageKeys.user));
    if (!Number.isInteger(profileId) || profileId <= 0 || !profileName || !accessToken || policy === null || !user)
      return null;
    return { profileId, profileName, accessToken, policy, user };
  },
  hasProfile(): boolean {
    return Boolean(sessionStorage.getItem(storageKeys.tabProfileId) && validProfileName(this.policy()));
  },
  /** The subject this tab's access is decided for (SPEC §6); null without a sound profile. */
  profileName(): string | null {
    return validProfileName(this.policy());
  },
  write(session: StoredSession): void {
    localStorage.setItem(storageKeys.profileId, String(session.profileId));
    localStorage.setItem(storageKeys.profileName, session.profileName);
    sessionStorage.setItem(storageKeys.tabProfileId, String(session.profileId));
    sessionStorage.setItem(storageKeys.tabProfileName, session.profileName);
    sessionStorage.setItem(storageKeys.accessToken, session.accessToken);
    sessionStorage.setItem(storageKeys.policy, session.policy);
    sessionStorage.setItem(storageKeys.user, JSON.stringify(session.user));
  },
  accessToken(): string | null {
    return sessionStorage.getItem(storageKeys.accessToken);
  },
  setAccessToken(token: string): void {
    sessionStorage.setItem(storageKeys.accessToken, token);
  },
  policy(): string | null {
    return sessionStorage.getItem(storageKeys.policy);
  },
  user(): StoredUser | null {
    return parseUser(sessionStorage.getItem(storageKeys.user));
  },
  /** SPEC §8: a failed token fetch clears the stored tokens. */
  clearTokens(): void {
    sessionStorage.removeItem(storageKeys.accessToken);
  },
  clearProfile(): void {
    localStorage.removeItem(storageKeys.profileId);
    localStorage.removeItem(storageKeys.profileName);
    sessionStorage.removeItem(storageKeys.tabProfileId);
    sessionStorage.removeItem(storageKeys.tabProfileName);
    sessionStorage.removeItem(storageKeys.policy);
  },
  setEndedReason(reason: string): void {
    sessionStorage.setItem(ENDED_REASON_KEY, reason);
  },
  /** Why the last session ended: null when it did not end that way (or the person has signed in since). */
  endedReason(): string | null {
    return sessionStorage.getItem(ENDED_REASON_KEY);
  },
  clearEndedReason(): void {
    sessionStorage.removeItem(ENDED_REASON_KEY);
  },
  /** Everything of the session, keeping preferences (language, theme) and the demo database. */
  clearAll(): void {
    for (const key of Object.keys(localStorage)) {
      if (!preserved(key)) localStorage.removeItem(key);
    }
    for (const key of Object.values(storageKeys)) sessionStorage.removeItem(key);
  },
};
