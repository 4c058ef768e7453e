import { QueryClient } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import type { AppConfig } from "../config";
import type { Identity } from "../auth/identity";
import { createSession } from "../auth/session";
import { createAuthProvider } from "../auth/auth-provider";
import { sessionStore } from "../auth/session-store";
import { createIdentityRecheck } from "../auth/identity-recheck";
import { createAccessControlProvider, createImmediateCheck, type PolicySource } from "../access/access-control-provider";
import { enforcerFor } from "../access/enforcer";
import { createHttpClient, type TokenSource } from "../data/http-client";
import { isHttpError } from "../data/http-error";
import { createDataProviders, type BackendClients } from "../data/data-providers";
import { createGraphPageFetcher, createSignInBackend } from "../data/sign-in-backend";
import type { AppProps } from "./app";
import { registry } from "./registry";
import { prefetchListFor } from "./list-prefetch-for";
import { forgetLists } from "../crud/list-memory";

/**
 * A read that failed is tried once more when the failure may pass (network loss, a server error), never when
 * the server answered about the request itself: a refusal, a record not found or an ended session only comes
 * back the same a second later, after a needless wait (and, for a 401, a second sign-in sequence).
 */
export function retryOnceIfTransient(failures: number, error: unknown): boolean {
  if (failures >= 1 || !isHttpError(error)) return failures < 1;
  const status = error.statusCode;
  return !(status >= 400 && status < 500 && status !== 408 && status !== 429);
}

/** Everything App needs, wired once: used by main.tsx and by the integration tests alike. */
export function createAppWiring(config: AppConfig, identity: Identity, i18n: I18n, startupError?: string): AppProps {
  const fallbackMessage = () => i18n.t("errors.communication");
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: retryOnceIfTransient, refetchOnWindowFocus: false } },
  });
  const session = createSession({
    identity,
    backend: createSignInBackend(config.apiUrl, fallbackMessage),
    graphUrl: config.graphUrl,
    fetchGraphPage: createGraphPageFetcher(() => identity.getGraphToken(), fallbackMessage),
    onSignedOut: () => {
      queryClient.clear();
      forgetPrefetches();
    },
    onSignOut: forgetLists,
    onPolicyChanged: () => void queryClient.invalidateQueries({ queryKey: ["access"] }),
    // A policy that does not compile is refused check by check, with its reason (access-control-provider.ts).
    preparePolicy: (policy) => enforcerFor(policy).then(() => undefined, () => undefined),
    // The list the sign-in ends on is asked for as soon as the token is there, beside the last round trips.
    // Nothing asked for with an earlier token (a sign-in that found no profile, another account) is served.
    onEarlyToken: (returnTo) => {
      const to = new URL(returnTo, window.location.origin);
      registry.preloadPageFor(to.pathname);
      forgetPrefetches();
      prefetchListFor(registry, to, dataProviders);
    },
  });
  // A restored session's policy is compiled while the first page loads, not when it first asks.
  const storedPolicy = sessionStore.policy();
  if (storedPolicy !== null) void enforcerFor(storedPolicy).catch(() => undefined);
  const tokens: TokenSource = { current: () => sessionStore.accessToken(), renew: () => session.renew() };
  const clients: BackendClients = {
    default: createHttpClient(config.apiUrl, tokens, fallbackMessage),
    apiEfa: createHttpClient(config.apiEfaUrl, tokens, fallbackMessage),
  };
  const dataProviders = createDataProviders(config, clients);
  function forgetPrefetches() {
    for (const provider of Object.values(dataProviders)) provider.forgetPrefetches();
  }
  const policySource: PolicySource = {
    subject: () => sessionStore.profileName(),
    policy: () => sessionStore.policy(),
    groupMembers: registry.groupMembers,
    onUnusable: createIdentityRecheck({ session, reload: () => window.location.reload() }),
  };
  const canNow = createImmediateCheck(policySource);
  const prefetchPage = (to: { pathname: string; search: string }) => {
    registry.preloadPageFor(to.pathname);
    if (!sessionStore.read()) return;
    // A list the person may not see is not asked for: its page is the Unauthorized screen. Not known yet (the
    // policy still compiling) is asked for, as the page most likely shows it.
    const match = registry.matchRoute(to.pathname);
    if (match && canNow({ resource: match.resource.name, action: "list" }) === false) return;
    prefetchListFor(registry, to, dataProviders);
  };
  return {
    queryClient,
    i18n,
    services: { config, session, startupError, prefetchPage, canNow },
    authProvider: createAuthProvider(session),
    accessControlProvider: createAccessControlProvider(policySource),
    dataProviders,
    clients,
  };
}
