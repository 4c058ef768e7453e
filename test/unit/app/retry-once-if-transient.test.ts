import { describe, expect, it } from "vitest";
import { retryOnceIfTransient } from "../../../src/app/wiring";

const failure = (statusCode: number) => ({ message: "x", statusCode });

describe("which failed reads are tried once more", () => {
  it("network loss, server errors, timeouts and throttling: once", () => {
    for (const status of [555, 500, 503, 408, 429]) {
      expect(retryOnceIfTransient(0, failure(status))).toBe(true);
      expect(retryOnceIfTransient(1, failure(status))).toBe(false);
    }
    expect(retryOnceIfTransient(0, new Error("unexpected"))).toBe(true);
  });

  it("an answer about the request itself: never (a refusal, not found, an ended session)", () => {
    for (const status of [400, 401, 403, 404, 409]) expect(retryOnceIfTransient(0, failure(status))).toBe(false);
  });
});
