import type { DataProvider } from "@refinedev/core";
import dataProvider from "@refinedev/simple-rest";
import type { AxiosInstance } from "axios";

export interface BackendClients {
  default: AxiosInstance;
  apiEfa: AxiosInstance;
}

/** SPEC §7: two simple-rest providers, one per backend, sharing the token through their axios clients. */
export function createDataProviders(
  urls: { apiUrl: string; apiEfaUrl: string },
  clients: BackendClients,
): Record<"default" | "apiEfa", DataProvider> {
  return {
    default: dataProvider(urls.apiUrl, clients.default),
    apiEfa: dataProvider(urls.apiEfaUrl, clients.apiEfa),
  };
}
