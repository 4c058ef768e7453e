/**
 * Where the json-server e2e runs: loopback ports (override with JSON_SERVER_E2E_API_PORT and
 * JSON_SERVER_E2E_APP_PORT, so parallel runs do not collide), and the environment of the production build
 * that talks to it. Shared by the Playwright config and the tests.
 */

const port = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const ports = {
  /** json-server 0.17 with the sign-in middleware: /api, /graph/v1.0 and /__control. */
  api: port("JSON_SERVER_E2E_API_PORT", 4180),
  /** vite preview of the production build configured for it. */
  app: port("JSON_SERVER_E2E_APP_PORT", 4181),
};

export const BACKEND_ORIGIN = `http://127.0.0.1:${ports.api}`;
export const API_URL = `${BACKEND_ORIGIN}/api`;
export const APP_URL = `http://127.0.0.1:${ports.app}`;

/**
 * The browser's time zone: dates are shown and filtered by day in it, so a fixed one keeps the expected days
 * the same on every machine. UTC-3 all year (no daylight saving since 2019).
 */
export const TIME_ZONE = "America/Sao_Paulo";

/** The production build, in a folder of dist so lint and git already ignore it. */
export const OUT_DIR = "dist/json-server";

/**
 * The build's VITE_* environment: the demo identity (accounts, Graph token) with a real backend, json-server,
 * for the data and the sign-in calls. Every other VITE_* variable is set empty so a developer's .env cannot
 * leak into the build.
 */
export const buildEnv: Record<string, string> = {
  VITE_DEMO: "true",
  VITE_DEMO_BACKEND: "false",
  VITE_API_URL: API_URL,
  VITE_API_EFA_URL: `${BACKEND_ORIGIN}/api-efa`,
  // The demo identity's Graph is answered by the same server (its groups decide the profile).
  VITE_GRAPH_URL: `${BACKEND_ORIGIN}/graph/v1.0`,
  VITE_AZURE_CLIENT_ID: "",
  VITE_AZURE_TENANT_ID: "",
  VITE_AZURE_AUTHORITY: "",
  VITE_AZURE_KNOWN_AUTHORITIES: "",
  VITE_AZURE_PROTOCOL_MODE: "",
  VITE_AZURE_AUTHORITY_METADATA: "",
  VITE_AZURE_REDIRECT_URI: "",
  VITE_AZURE_POST_LOGOUT_REDIRECT_URI: "",
  VITE_GRAPH_SCOPES: "",
  VITE_SUPPORT_URL: "",
  VITE_IDM_PORTAL_URL: "",
};
