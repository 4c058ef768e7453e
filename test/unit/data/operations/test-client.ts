import { createHttpClient } from "../../../../src/data/http-client";

/** Where these tests' handlers answer (jsdom's origin, as test/msw-server.ts explains). */
export const BASE = "http://localhost:3000/unit-operations";

/** A client as the app builds it: bearer token, error mapping (DESIGN §6). */
export const testClient = () =>
  createHttpClient(BASE, { current: () => "token-1", renew: async () => ({ kind: "refused", reason: "" }) }, () => "error comunication");
