import { describe, expect, it } from "vitest";
import { isPassingFailure } from "../../../src/auth/renewal";

describe("isPassingFailure: a re-check that could not be made, as opposed to one refused", () => {
  it.each([
    ["a server fault", { message: "Database unavailable", statusCode: 503 }],
    ["no answer (SPEC §8's 555)", { message: "error comunication", statusCode: 555 }],
    ["a timeout", { message: "Request Timeout", statusCode: 408 }],
    ["throttling", { message: "Too Many Requests", statusCode: 429 }],
    ["MSAL without network", { errorCode: "no_network_connectivity", message: "offline" }],
    ["fetch's own failure", new TypeError("Failed to fetch")],
  ])("passes: %s", (_case, error) => {
    expect(isPassingFailure(error)).toBe(true);
  });

  it.each([
    ["the backend refusing the identity", { message: "Unauthorized", statusCode: 401 }],
    ["a forbidden sign-in", { message: "User disabled", statusCode: 403 }],
    ["MSAL asking for interaction", { errorCode: "interaction_required", message: "AADSTS50058" }],
    ["no account", new Error("No signed-in account")],
    ["nothing at all", undefined],
  ])("refuses: %s", (_case, error) => {
    expect(isPassingFailure(error)).toBe(false);
  });
});
