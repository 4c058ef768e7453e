import { beforeEach, describe, expect, it, vi } from "vitest";
import type { IdentityConfig } from "../../../src/config";

/** MSAL's client as the identity uses it: the calls that leave the page are recorded, never made. */
const client = vi.hoisted(() => ({
  account: null as null | Record<string, string>,
  signedIn: {
    homeAccountId: "home",
    environment: "login.test",
    tenantId: "tenant",
    username: "bruno.lima@contoso.com",
    localAccountId: "local",
    name: "Bruno Lima",
    idToken: "id-token",
  },
  acquireTokenRedirect: vi.fn(),
  loginRedirect: vi.fn(),
  handleRedirectPromise: vi.fn(),
  logoutRedirect: vi.fn(),
}));

vi.mock("@azure/msal-browser", () => {
  class InteractionRequiredAuthError extends Error {}
  class PublicClientApplication {
    getActiveAccount = () => client.account;
    getAllAccounts = () => (client.account ? [client.account] : []);
    setActiveAccount = () => undefined;
    initialize = () => Promise.resolve();
    handleRedirectPromise = client.handleRedirectPromise;
    loginRedirect = client.loginRedirect;
    acquireTokenSilent = () => Promise.reject(new InteractionRequiredAuthError("interaction_required"));
    acquireTokenRedirect = client.acquireTokenRedirect;
    logoutRedirect = client.logoutRedirect;
  }
  return {
    InteractionRequiredAuthError,
    PublicClientApplication,
    ProtocolMode: { AAD: "AAD", OIDC: "OIDC" },
  };
});

const { createMsalIdentity } = await import("../../../src/auth/msal-identity");
const { IdentityStartFailed } = await import("../../../src/auth/identity");

const config: IdentityConfig = {
  clientId: "client",
  authority: "https://login.test/tenant",
  knownAuthorities: [],
  protocolMode: "AAD",
  redirectUri: "http://localhost/login",
  postLogoutRedirectUri: "http://localhost/login",
  scopes: ["openid"],
  graphScopes: ["GroupMember.Read.All"],
};

beforeEach(() => {
  client.account = client.signedIn;
  client.acquireTokenRedirect.mockReset();
  client.loginRedirect.mockReset();
  client.handleRedirectPromise.mockReset();
  client.logoutRedirect.mockReset();
  sessionStorage.clear();
});

describe("the MSAL identity", () => {
  it("sends a re-consent for the Graph token back to the page the person was on, not to the home", async () => {
    window.history.replaceState(null, "", "/edb/edb-transit-time/edit/1?tab=2#notes");
    client.acquireTokenRedirect.mockResolvedValue(undefined);
    const identity = createMsalIdentity(config);
    await expect(identity.getGraphToken()).rejects.toThrow("interaction_required");
    expect(client.acquireTokenRedirect).toHaveBeenCalledTimes(1);
    expect(client.acquireTokenRedirect.mock.calls[0][0]).toMatchObject({
      scopes: ["GroupMember.Read.All"],
      state: "/edb/edb-transit-time/edit/1?tab=2#notes",
    });
  });

  it("starts one sign-out however often it is asked while the provider loads", async () => {
    let leave: () => void = () => undefined;
    client.logoutRedirect.mockReturnValue(new Promise<void>((resolve) => (leave = resolve)));
    const identity = createMsalIdentity(config);
    const first = identity.logout();
    const second = identity.logout();
    leave();
    await Promise.all([first, second]);
    expect(client.logoutRedirect).toHaveBeenCalledTimes(1);
    expect(client.logoutRedirect.mock.calls[0][0]).toMatchObject({ idTokenHint: "id-token" });
  });

  it("keeps the deep link of a sign-in whose way back fails, for the sign-in page to return to", async () => {
    client.account = null;
    client.loginRedirect.mockResolvedValue(undefined);
    await createMsalIdentity(config).login({ returnTo: "/edb/priority-shipments/edit/12?tab=2#notes" });
    expect(client.loginRedirect.mock.calls[0][0]).toMatchObject({ state: "/edb/priority-shipments/edit/12?tab=2#notes" });
    // Back from the provider, the code is refused: MSAL's state, which held the deep link, goes with the error.
    client.handleRedirectPromise.mockRejectedValue(new Error("invalid_grant: the code has expired"));
    const failed = await createMsalIdentity(config)
      .initialize()
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(IdentityStartFailed);
    expect(failed).toMatchObject({
      message: "invalid_grant: the code has expired",
      returnTo: "/edb/priority-shipments/edit/12?tab=2#notes",
    });
    // Only the way back it was kept for: a later start that fails has no address of its own to go back to.
    await expect(createMsalIdentity(config).initialize()).rejects.toMatchObject({ returnTo: undefined });
  });

  it("a way back that succeeds returns the deep link from the redirect's state", async () => {
    client.handleRedirectPromise.mockResolvedValue({ account: client.signedIn, state: "/informative/show/3" });
    await expect(createMsalIdentity(config).initialize()).resolves.toEqual({ returnTo: "/informative/show/3" });
  });
});
