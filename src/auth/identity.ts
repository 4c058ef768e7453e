/**
 * What the app needs from an identity provider. The MSAL identity and the demo identity both implement it,
 * so the auth provider and the sign-in sequence never know which one they have.
 */

export interface IdentityAccount {
  /** The login name, e.g. "ana.souza@contoso.com". */
  username: string;
  name: string;
  email: string;
}

export interface LoginOptions {
  /** Path to return to after sign-in (the deep link the user asked for). */
  returnTo?: string;
  /** Demo only: which demo account to sign in as. */
  as?: string;
}

/** The result of asking the identity to sign in. "redirecting" means the page is leaving for the provider. */
export type LoginOutcome =
  | { kind: "signed-in"; account: IdentityAccount }
  | { kind: "redirecting" }
  | { kind: "choose-account"; accounts: IdentityAccount[] };

export interface Identity {
  readonly kind: "msal" | "demo";
  /**
   * Resolves any pending redirect; returns the path the user asked for before leaving, if any. A way back from
   * the provider that fails throws IdentityStartFailed, with that path when it is known.
   */
  initialize(): Promise<{ returnTo?: string }>;
  getAccount(): IdentityAccount | null;
  login(options: LoginOptions): Promise<LoginOutcome>;
  logout(): Promise<void>;
  /**
   * Forgets the signed-in account in this app only (the identity provider's own session stays), so that the
   * next login asks the provider again instead of reusing a refused account.
   */
  forget(): Promise<void>;
  /** An access token for Microsoft Graph (scope User.Read). Throws when none can be had silently. */
  getGraphToken(): Promise<string>;
}

/** The login name before the at sign, upper-cased (SPEC §2, §7). */
export const loginName = (username: string): string => (username.split("@")[0] ?? "").toUpperCase();

/**
 * The way back from the identity provider failed (a refused or expired code, the provider down meanwhile): the
 * redirect's state, which carried the address the person was going to, is lost with it, so the identity keeps
 * that address itself and hands it over here, for the sign-in page to return to after "Try again".
 */
export class IdentityStartFailed extends Error {
  readonly returnTo: string | undefined;
  constructor(cause: unknown, returnTo: string | undefined) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "IdentityStartFailed";
    this.returnTo = returnTo;
  }
}
