import {
  InteractionRequiredAuthError,
  ProtocolMode,
  PublicClientApplication,
  type AccountInfo,
} from "@azure/msal-browser";
import type { IdentityConfig } from "../config";
import { IdentityStartFailed, type Identity, type IdentityAccount } from "./identity";
import { storageKeys } from "./session-store";

function toAccount(account: AccountInfo): IdentityAccount {
  const claims = account.idTokenClaims ?? {};
  const email = typeof claims.email === "string" ? claims.email : account.username;
  return { username: account.username, name: account.name || account.username, email };
}

/** The production identity: Microsoft Entra ID (or any OpenID Connect provider) through MSAL's redirect flow. */
export function createMsalIdentity(cfg: IdentityConfig): Identity & { client: PublicClientApplication } {
  const client = new PublicClientApplication({
    auth: {
      clientId: cfg.clientId,
      authority: cfg.authority,
      knownAuthorities: cfg.knownAuthorities,
      authorityMetadata: cfg.authorityMetadata,
      redirectUri: cfg.redirectUri,
      postLogoutRedirectUri: cfg.postLogoutRedirectUri,
    },
    cache: { cacheLocation: "sessionStorage" },
    system: { protocolMode: cfg.protocolMode === "OIDC" ? ProtocolMode.OIDC : ProtocolMode.AAD },
  });

  // One interaction at a time: StrictMode effects and parallel token requests must not start a second redirect.
  let interaction: Promise<void> | null = null;
  const interact = (start: () => Promise<void>) => {
    interaction ??= start().finally(() => {
      interaction = null;
    });
    return interaction;
  };

  const active = (): AccountInfo | null => client.getActiveAccount() ?? client.getAllAccounts()[0] ?? null;

  return {
    kind: "msal",
    client,
    async initialize() {
      // The address the last redirect left for, should the way back fail and its state be lost with it.
      const leftFor = sessionStorage.getItem(storageKeys.returnTo) || undefined;
      sessionStorage.removeItem(storageKeys.returnTo);
      let result: Awaited<ReturnType<typeof client.handleRedirectPromise>>;
      try {
        await client.initialize();
        // The redirect lands on /login; the deep link travels in the request state instead.
        result = await client.handleRedirectPromise({ navigateToLoginRequestUrl: false });
      } catch (error) {
        throw new IdentityStartFailed(error, leftFor);
      }
      if (result?.account) client.setActiveAccount(result.account);
      else if (!client.getActiveAccount() && client.getAllAccounts()[0]) client.setActiveAccount(client.getAllAccounts()[0]);
      return { returnTo: result?.state || undefined };
    },
    getAccount() {
      const account = active();
      return account ? toAccount(account) : null;
    },
    async login({ returnTo }) {
      const account = active();
      if (account) return { kind: "signed-in", account: toAccount(account) };
      sessionStorage.setItem(storageKeys.returnTo, returnTo ?? "");
      await interact(() => client.loginRedirect({ scopes: cfg.scopes, state: returnTo ?? "" }));
      return { kind: "redirecting" };
    },
    async logout() {
      const account = active();
      // A second click while the provider loads would make MSAL throw interaction_in_progress.
      await interact(() =>
        client.logoutRedirect({
          account: account ?? undefined,
          idTokenHint: account?.idToken,
          postLogoutRedirectUri: cfg.postLogoutRedirectUri,
        }),
      );
    },
    async forget() {
      const account = active();
      client.setActiveAccount(null);
      if (account) await client.clearCache({ account });
    },
    async getGraphToken() {
      const account = active();
      if (!account) throw new Error("No signed-in account");
      try {
        const result = await client.acquireTokenSilent({ scopes: cfg.graphScopes, account });
        return result.accessToken;
      } catch (error) {
        if (error instanceof InteractionRequiredAuthError) {
          // The way back lands on /login; the page the person was on travels in the state, as at sign-in.
          const { pathname, search, hash } = window.location;
          const returnTo = `${pathname}${search}${hash}`;
          sessionStorage.setItem(storageKeys.returnTo, returnTo);
          await interact(() => client.acquireTokenRedirect({ scopes: cfg.graphScopes, account, state: returnTo }));
        }
        throw error;
      }
    },
  };
}
