import { describe, expect, it } from "vitest";
import { readConfig } from "../../src/config";

const ORIGIN = "https://scm.contoso.com";
const CLIENT = "11111111-2222-3333-4444-555555555555";

describe("readConfig", () => {
  it("runs the demo, identity and backend, when no client id is configured", () => {
    const config = readConfig({}, ORIGIN);
    expect(config.demoIdentity).toBe(true);
    expect(config.demoBackend).toBe(true);
    expect(config.identity.clientId).toBe("");
  });

  it("treats a blank client id as none", () => {
    expect(readConfig({ VITE_AZURE_CLIENT_ID: "   " }, ORIGIN).demoIdentity).toBe(true);
  });

  it("uses the real identity and backend when a client id is configured", () => {
    const config = readConfig({ VITE_AZURE_CLIENT_ID: CLIENT }, ORIGIN);
    expect(config.demoIdentity).toBe(false);
    expect(config.demoBackend).toBe(false);
    expect(config.identity.clientId).toBe(CLIENT);
  });

  it("lets VITE_DEMO force the demo even with a client id", () => {
    for (const value of ["true", "1"]) {
      const config = readConfig({ VITE_AZURE_CLIENT_ID: CLIENT, VITE_DEMO: value }, ORIGIN);
      expect(config.demoIdentity).toBe(true);
      expect(config.demoBackend).toBe(true);
    }
  });

  it("lets VITE_DEMO=false turn the demo off without a client id", () => {
    const config = readConfig({ VITE_DEMO: "false" }, ORIGIN);
    expect(config.demoIdentity).toBe(false);
    expect(config.demoBackend).toBe(false);
  });

  it("treats any VITE_DEMO other than true or 1 as false", () => {
    expect(readConfig({ VITE_DEMO: "yes" }, ORIGIN).demoIdentity).toBe(false);
    expect(readConfig({ VITE_DEMO: "TRUE" }, ORIGIN).demoIdentity).toBe(false);
  });

  it("ignores a blank VITE_DEMO", () => {
    expect(readConfig({ VITE_DEMO: " ", VITE_AZURE_CLIENT_ID: CLIENT }, ORIGIN).demoIdentity).toBe(false);
    expect(readConfig({ VITE_DEMO: "" }, ORIGIN).demoIdentity).toBe(true);
  });

  it("sets VITE_DEMO_BACKEND independently of the identity", () => {
    const realIdentityDemoBackend = readConfig(
      { VITE_AZURE_CLIENT_ID: CLIENT, VITE_DEMO_BACKEND: "true" },
      ORIGIN,
    );
    expect(realIdentityDemoBackend.demoIdentity).toBe(false);
    expect(realIdentityDemoBackend.demoBackend).toBe(true);

    const demoIdentityRealBackend = readConfig({ VITE_DEMO: "true", VITE_DEMO_BACKEND: "false" }, ORIGIN);
    expect(demoIdentityRealBackend.demoIdentity).toBe(true);
    expect(demoIdentityRealBackend.demoBackend).toBe(false);

    const noClientRealBackend = readConfig({ VITE_DEMO_BACKEND: "0" }, ORIGIN);
    expect(noClientRealBackend.demoIdentity).toBe(true);
    expect(noClientRealBackend.demoBackend).toBe(false);
  });

  it("defaults the Entra authority to the organizations endpoint", () => {
    expect(readConfig({ VITE_AZURE_CLIENT_ID: CLIENT }, ORIGIN).identity.authority).toBe(
      "https://login.microsoftonline.com/organizations",
    );
  });

  it("builds the Entra authority from the tenant", () => {
    const config = readConfig(
      { VITE_AZURE_CLIENT_ID: CLIENT, VITE_AZURE_TENANT_ID: " contoso.onmicrosoft.com " },
      ORIGIN,
    );
    expect(config.identity.authority).toBe("https://login.microsoftonline.com/contoso.onmicrosoft.com");
  });

  it("lets an explicit authority win over the tenant", () => {
    const config = readConfig(
      { VITE_AZURE_TENANT_ID: "contoso", VITE_AZURE_AUTHORITY: "https://127.0.0.1:8443/oidc" },
      ORIGIN,
    );
    expect(config.identity.authority).toBe("https://127.0.0.1:8443/oidc");
  });

  it("uses AAD protocol mode unless OIDC is asked", () => {
    expect(readConfig({}, ORIGIN).identity.protocolMode).toBe("AAD");
    expect(readConfig({ VITE_AZURE_PROTOCOL_MODE: "OIDC" }, ORIGIN).identity.protocolMode).toBe("OIDC");
    expect(readConfig({ VITE_AZURE_PROTOCOL_MODE: " OIDC " }, ORIGIN).identity.protocolMode).toBe("OIDC");
    expect(readConfig({ VITE_AZURE_PROTOCOL_MODE: "AAD" }, ORIGIN).identity.protocolMode).toBe("AAD");
    expect(readConfig({ VITE_AZURE_PROTOCOL_MODE: "saml" }, ORIGIN).identity.protocolMode).toBe("AAD");
  });

  it("reads the known authorities as a trimmed, comma-separated list", () => {
    expect(readConfig({}, ORIGIN).identity.knownAuthorities).toEqual([]);
    expect(
      readConfig({ VITE_AZURE_KNOWN_AUTHORITIES: " 127.0.0.1:8443, login.contoso.com ,, " }, ORIGIN).identity
        .knownAuthorities,
    ).toEqual(["127.0.0.1:8443", "login.contoso.com"]);
  });

  it("passes the authority metadata through, absent by default", () => {
    expect(readConfig({}, ORIGIN).identity.authorityMetadata).toBeUndefined();
    const metadata = JSON.stringify({ issuer: "https://127.0.0.1:8443/oidc" });
    expect(readConfig({ VITE_AZURE_AUTHORITY_METADATA: metadata }, ORIGIN).identity.authorityMetadata).toBe(
      metadata,
    );
  });

  it("derives the default URLs from the origin", () => {
    const config = readConfig({}, ORIGIN);
    expect(config.apiUrl).toBe("https://scm.contoso.com/api");
    expect(config.apiEfaUrl).toBe("https://scm.contoso.com/api-efa");
    expect(config.graphUrl).toBe("https://scm.contoso.com/graph/v1.0");
    expect(config.identity.redirectUri).toBe("https://scm.contoso.com/login");
    expect(config.identity.postLogoutRedirectUri).toBe("https://scm.contoso.com/login");
    expect(config.supportUrl).toBe("https://support.example.com/scm");
    expect(config.idmPortalUrl).toBe("https://idm.example.com/request-profile");
  });

  it("uses Microsoft Graph by default outside the demo identity", () => {
    expect(readConfig({ VITE_AZURE_CLIENT_ID: CLIENT }, ORIGIN).graphUrl).toBe(
      "https://graph.microsoft.com/v1.0",
    );
    // Demo backend alone does not move Graph.
    expect(readConfig({ VITE_AZURE_CLIENT_ID: CLIENT, VITE_DEMO_BACKEND: "true" }, ORIGIN).graphUrl).toBe(
      "https://graph.microsoft.com/v1.0",
    );
  });

  it("takes configured URLs and strips their trailing slashes", () => {
    const config = readConfig(
      {
        VITE_API_URL: "https://api.contoso.com/scm/",
        VITE_API_EFA_URL: " https://efa.contoso.com/// ",
        VITE_GRAPH_URL: "https://graph.local/v1.0/",
        VITE_SUPPORT_URL: "https://help.contoso.com",
        VITE_IDM_PORTAL_URL: "https://idm.contoso.com/req",
        VITE_AZURE_REDIRECT_URI: "https://scm.contoso.com/auth",
        VITE_AZURE_POST_LOGOUT_REDIRECT_URI: "https://scm.contoso.com/bye",
      },
      ORIGIN,
    );
    expect(config.apiUrl).toBe("https://api.contoso.com/scm");
    expect(config.apiEfaUrl).toBe("https://efa.contoso.com");
    expect(config.graphUrl).toBe("https://graph.local/v1.0");
    expect(config.supportUrl).toBe("https://help.contoso.com");
    expect(config.idmPortalUrl).toBe("https://idm.contoso.com/req");
    expect(config.identity.redirectUri).toBe("https://scm.contoso.com/auth");
    expect(config.identity.postLogoutRedirectUri).toBe("https://scm.contoso.com/bye");
  });

  it("requests openid, profile and User.Read, and User.Read for Graph by default", () => {
    const config = readConfig({}, ORIGIN);
    expect(config.identity.scopes).toEqual(["openid", "profile", "User.Read"]);
    expect(config.identity.graphScopes).toEqual(["User.Read"]);
  });

  it("reads custom Graph scopes as a list", () => {
    expect(
      readConfig({ VITE_GRAPH_SCOPES: "User.Read, GroupMember.Read.All" }, ORIGIN).identity.graphScopes,
    ).toEqual(["User.Read", "GroupMember.Read.All"]);
    expect(readConfig({ VITE_GRAPH_SCOPES: " , " }, ORIGIN).identity.graphScopes).toEqual(["User.Read"]);
  });

  it("ignores non-string values", () => {
    const config = readConfig({ VITE_DEMO: true, VITE_API_URL: false, DEV: true }, ORIGIN);
    expect(config.demoIdentity).toBe(true);
    expect(config.apiUrl).toBe("https://scm.contoso.com/api");
  });

  it("makes a backend address written from the site's root absolute, so no call repeats its path", () => {
    const config = readConfig({ VITE_API_URL: "/api/", VITE_API_EFA_URL: " /efa/v1 ", VITE_GRAPH_URL: "/graph/v1.0" }, ORIGIN);
    expect(config.apiUrl).toBe("https://scm.contoso.com/api");
    expect(config.apiEfaUrl).toBe("https://scm.contoso.com/efa/v1");
    expect(config.graphUrl).toBe("https://scm.contoso.com/graph/v1.0");
    expect(readConfig({ VITE_API_URL: "https://api.contoso.com/scm/" }, ORIGIN).apiUrl).toBe("https://api.contoso.com/scm");
  });
});
