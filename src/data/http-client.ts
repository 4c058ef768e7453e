import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from "axios";
import type { HttpError } from "@refinedev/core";
import type { Renewal } from "../auth/renewal";
import { toHttpError } from "./http-error";

/** Where a client gets the backend token, and how it gets a fresh one when the backend answers 401. */
export interface TokenSource {
  current(): string | null;
  /** Re-checks the session (SPEC §8): a fresh token, a refusal, or a re-check that could not be made. */
  renew(): Promise<Renewal>;
}

/** A 401 whose re-check was refused: the session is over (auth-provider.ts ends it and says why). */
export interface SessionEndedError extends HttpError {
  statusCode: 401;
  sessionEnded: true;
}

export const isSessionEnded = (error: unknown): error is SessionEndedError =>
  !!error && typeof error === "object" && (error as { sessionEnded?: unknown }).sessionEnded === true;

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
      const renewal = await tokens.renew().catch((failure: unknown): Renewal => ({ kind: "unavailable", error: failure }));
      if (renewal.kind === "renewed") {
        request.headers.set("Authorization", `Bearer ${renewal.token}`);
        return client.request(request);
      }
      // The re-check could not be made: this call fails with that fault, and the person stays signed in.
      if (renewal.kind === "unavailable") throw await toHttpError(renewal.error, fallbackMessage());
      const refused = await toHttpError(error, fallbackMessage());
      const ended: SessionEndedError = {
        ...refused,
        message: renewal.reason || refused.message,
        statusCode: 401,
        sessionEnded: true,
      };
      throw ended;
    }
    throw await toHttpError(error, fallbackMessage());
  });
  return client;
}
