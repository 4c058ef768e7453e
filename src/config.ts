/**
 * The typed environment, read once. With no identity provider configured the app runs in demo mode:
 * demo identity plus the in-browser demo backend, fully offline.
 */

export interface IdentityConfig {
  clientId: string;
  authority: string;
  knownAuthorities: string[];
  /** "AAD" for Entra ID, "OIDC" for any other OpenID Connect provider. */
  protocolMode: "AAD" | "OIDC";
  /** Optional JSON of the provider's openid-configuration, to skip metadata discovery. */
  authorityMetadata?: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  scopes: string[];
  graphScopes: string[];
}

export interface AppConfig {
  demoIdentity: boolean;
  demoBackend: boolean;
  apiUrl: string;
  apiEfaUrl: string;
  graphUrl: string;
  supportUrl: string;
  idmPortalUrl: string;
  identity: IdentityConfig;
}

type Env = Record<string, string | boolean | undefined>;

const text = (env: Env, key: string): string | undefined => {
  const value = env[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

const flag = (env: Env, key: string): boolean | undefined => {
  const value = text(env, key);
  return value === undefined ? undefined : value === "true" || value === "1";
};

const list = (value: string | undefined): string[] =>
  value
    ? value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

const stripSlash = (url: string) => url.replace(/\/+$/, "");

/**
 * A backend address as written ("/api" behind the same host's proxy, or a full URL), made absolute: the data
 * providers put it before each resource and the HTTP client has it as its base too, and axios joins a relative
 * base with a path that starts with it again ("/api/api/…"), where a full URL is left alone.
 */
function backendUrl(written: string, origin: string): string {
  try {
    return stripSlash(new URL(written, `${origin}/`).href);
  } catch {
    return stripSlash(written);
  }
}

export function readConfig(env: Env, origin: string): AppConfig {
  const clientId = text(env, "VITE_AZURE_CLIENT_ID") ?? "";
  const demoIdentity = flag(env, "VITE_DEMO") ?? clientId === "";
  const demoBackend = flag(env, "VITE_DEMO_BACKEND") ?? demoIdentity;
  const tenant = text(env, "VITE_AZURE_TENANT_ID") ?? "organizations";
  const authority = text(env, "VITE_AZURE_AUTHORITY") ?? `https://login.microsoftonline.com/${tenant}`;
  return {
    demoIdentity,
    demoBackend,
    apiUrl: backendUrl(text(env, "VITE_API_URL") ?? "/api", origin),
    apiEfaUrl: backendUrl(text(env, "VITE_API_EFA_URL") ?? "/api-efa", origin),
    graphUrl: backendUrl(
      text(env, "VITE_GRAPH_URL") ?? (demoIdentity ? "/graph/v1.0" : "https://graph.microsoft.com/v1.0"),
      origin,
    ),
    supportUrl: text(env, "VITE_SUPPORT_URL") ?? "https://support.example.com/scm",
    idmPortalUrl: text(env, "VITE_IDM_PORTAL_URL") ?? "https://idm.example.com/request-profile",
    identity: {
      clientId,
      authority,
      knownAuthorities: list(text(env, "VITE_AZURE_KNOWN_AUTHORITIES")),
      protocolMode: text(env, "VITE_AZURE_PROTOCOL_MODE") === "OIDC" ? "OIDC" : "AAD",
      authorityMetadata: text(env, "VITE_AZURE_AUTHORITY_METADATA"),
      redirectUri: text(env, "VITE_AZURE_REDIRECT_URI") ?? `${origin}/login`,
      postLogoutRedirectUri: text(env, "VITE_AZURE_POST_LOGOUT_REDIRECT_URI") ?? `${origin}/login`,
      scopes: ["openid", "profile", "User.Read"],
      graphScopes: list(text(env, "VITE_GRAPH_SCOPES")).length
        ? list(text(env, "VITE_GRAPH_SCOPES"))
        : ["User.Read"],
    },
  };
}

// vite.config.ts imports readConfig too, where import.meta.env does not exist.
export const config: AppConfig = readConfig(
  (import.meta.env ?? {}) as unknown as Env,
  typeof window === "undefined" ? "http://localhost" : window.location.origin,
);
