import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from "axios";
import { toHttpError } from "./http-error";

/** Where a client gets the backend token, and how it gets a fresh one when the backend answers 401. */
export interface TokenSource {
  current(): string | null;
  /** Re-checks the session (SPEC §8); resolves the new token, or null when the session is gone. */
  renew(): Promise<string | null>;
}

type RetriableConfig = InternalAxiosRequestConfig & { _renewed?: boolean };

/**
 * One axios instance per backend. No JSON content type is set on the instance: axios picks it per body,
 * and a fixed one breaks FormData uploads (DESIGN §6).
 */
export function createHttpClient(
  baseURL: string,
  tokens: TokenSource,
  fallbackMessage: () => string,
): AxiosInstance {
  // The backends authenticate with the bearer token, never an XSRF cookie. Without this, axios reads the
  // cookie through the asynchronous cookieStore before every same-origin request, which holds each request
  // back until the main thread is free: behind a page's first render, for the first rows.
  const client = axios.create({ baseURL, withXSRFToken: false });
  client.interceptors.request.use((request) => {
    const token = tokens.current();
    if (token) request.headers.set("Authorization", `Bearer ${token}`);
    return request;
  });
  client.interceptors.response.use(undefined, async (error: unknown) => {
    const request = axios.isAxiosError(error) ? (error.config as RetriableConfig | undefined) : undefined;
    if (axios.isAxiosError(error) && error.response?.status === 401 && request && !request._renewed) {
      request._renewed = true;
      const token = await tokens.renew().catch(() => null);
      if (token) {
        request.headers.set("Authorization", `Bearer ${token}`);
        return client.request(request);
      }
    }
    throw await toHttpError(error, fallbackMessage());
  });
  return client;
}
