/**
 * Where the sign-in e2e runs: fixed loopback ports (override with SSO_E2E_*_PORT), the URLs the production
 * build is configured with, and the build's environment. Shared by the Playwright config, the global set-up
 * and the tests, so the app, the provider and the local Graph always agree.
 */

const port = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const ports = {
  /** The local OpenID Connect provider (https). */
  provider: port("SSO_E2E_PROVIDER_PORT", 4443),
  /** The local Microsoft Graph slice (https), plus the test control endpoints. */
  graph: port("SSO_E2E_GRAPH_PORT", 4444),
  /** vite preview of the production build configured for the local provider. */
  app: port("SSO_E2E_APP_PORT", 4175),
};

export const CLIENT_ID = "scm-spa";
export const ISSUER = `https://127.0.0.1:${ports.provider}`;
export const GRAPH_ORIGIN = `https://127.0.0.1:${ports.graph}`;
/** The resource indicator of the Graph API: the `aud` of the access tokens Graph accepts. */
export const GRAPH_RESOURCE = GRAPH_ORIGIN;
export const GRAPH_URL = `${GRAPH_ORIGIN}/v1.0`;
export const APP_URL = `http://127.0.0.1:${ports.app}`;
export const REDIRECT_URI = `${APP_URL}/login`;
/** Every test user signs in with this password; it only opens the throwaway provider of this test run. */
export const TEST_PASSWORD = "scm-e2e-password";

/** The production build of the app, in a folder of dist so lint and git already ignore it. */
export const OUT_DIR = "dist/sso";
/** The throwaway CA, certificate and keys generated at each run (gitignored). */
export const CERT_DIR = "test/e2e-sso/.certs";

/**
 * The build's VITE_* environment: real MSAL against the local provider, data from the in-browser demo backend.
 * Every other VITE_* variable is set empty so a developer's .env cannot leak into the build.
 */
export const buildEnv: Record<string, string> = {
  VITE_DEMO: "false",
  VITE_DEMO_BACKEND: "true",
  VITE_AZURE_CLIENT_ID: CLIENT_ID,
  VITE_AZURE_TENANT_ID: "",
  VITE_AZURE_AUTHORITY: ISSUER,
  VITE_AZURE_KNOWN_AUTHORITIES: `127.0.0.1:${ports.provider}`,
  VITE_AZURE_PROTOCOL_MODE: "OIDC",
  // No metadata: MSAL discovers it, so a provider that is down fails inside the app, not on a browser error page.
  VITE_AZURE_AUTHORITY_METADATA: "",
  VITE_AZURE_REDIRECT_URI: "",
  VITE_AZURE_POST_LOGOUT_REDIRECT_URI: "",
  VITE_GRAPH_SCOPES: "",
  VITE_GRAPH_URL: GRAPH_URL,
  VITE_API_URL: "",
  VITE_API_EFA_URL: "",
};
