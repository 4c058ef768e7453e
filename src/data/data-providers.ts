import dataProvider from "@refinedev/simple-rest";
import type { AxiosInstance } from "axios";
import { withListPrefetch, type PrefetchingDataProvider } from "./list-prefetch";
import { withLiteralContains } from "./literal-contains";
import { withListEnvelope } from "./list-envelope";

export interface BackendClients {
  default: AxiosInstance;
  apiEfa: AxiosInstance;
}

export type BackendName = keyof BackendClients;

/** SPEC §7: two simple-rest providers, one per backend, sharing the token through their axios clients. */
export function createDataProviders(
  urls: { apiUrl: string; apiEfaUrl: string },
  clients: BackendClients,
): Record<BackendName, PrefetchingDataProvider> {
  return {
    default: withListPrefetch(withLiteralContains(withListEnvelope(dataProvider(urls.apiUrl, clients.default)))),
    apiEfa: withListPrefetch(withLiteralContains(withListEnvelope(dataProvider(urls.apiEfaUrl, clients.apiEfa)))),
  };
}
