/**
 * Where the session lives. SPEC §6: the profile id and the normalised profile name in localStorage;
 * DESIGN §4: the backend token (and what belongs with it) in sessionStorage, next to the MSAL cache.
 */

export const storageKeys = {
  profileId: "profileId",
  profileName: "profileName",
  accessToken: "scm.accessToken",
  policy: "scm.policy",
  user: "scm.user",
  returnTo: "scm.returnTo",
} as const;

/** Why the last session of this tab ended, for the login page; outlives the session it was about. */
const ENDED_REASON_KEY = "scm.sessionEnded";

/** Preferences and the demo database survive a sign-out; everything else in localStorage is session data. */
export const preservedLocalKeys = ["scm.language", "scm.theme", "scm.demo.db", "scm.demo.lastAccount"];

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

export const sessionStore = {
  read(): StoredSession | null {
    const profileId = Number(localStorage.getItem(storageKeys.profileId));
    const profileName = localStorage.getItem(storageKeys.profileName);
    const accessToken = sessionStorage.getItem(storageKeys.accessToken);
    const policy = sessionStorage.getItem(storageKeys.policy);
    const user = parseUser(sessionStorage.getItem(storageKeys.user));
    if (!profileId || !profileName || !accessToken || policy === null || !user) return null;
    return { profileId, profileName, accessToken, policy, user };
  },
  hasProfile(): boolean {
    return Boolean(localStorage.getItem(storageKeys.profileId) && localStorage.getItem(storageKeys.profileName));
  },
  write(session: StoredSession): void {
    localStorage.setItem(storageKeys.profileId, String(session.profileId));
    localStorage.setItem(storageKeys.profileName, session.profileName);
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
      if (!preservedLocalKeys.includes(key)) localStorage.removeItem(key);
    }
    for (const key of Object.values(storageKeys)) sessionStorage.removeItem(key);
  },
};
