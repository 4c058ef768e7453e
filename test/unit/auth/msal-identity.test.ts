import { beforeEach, describe, expect, it, vi } from "vitest";
import type { IdentityConfig } from "../../../src/config";

/** MSAL's client as the identity uses it: the calls that leave the page are recorded, never made. */
const client = vi.hoisted(() => ({
  account: {
    homeAccountId: "home",
    environment: "login.test",
    tenantId: "tenant",
    username: "bruno.lima@contoso.com",
    localAccountId: "local",
    name: "Bruno Lima",
    idToken: "id-token",
  },
  acquireTokenRedirect: vi.fn(),
  logoutRedirect: vi.fn(),
}));

vi.mock("@azure/msal-browser", () => {
  class InteractionRequiredAuthError extends Error {}
  class PublicClientApplication {
    getActiveAccount = () => client.account;
    getAllAccounts = () => [client.account];
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
  client.acquireTokenRedirect.mockReset();
  client.logoutRedirect.mockReset();
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
});
