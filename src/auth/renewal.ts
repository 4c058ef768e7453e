/**
 * What a re-check after a 401 came to (SPEC §8, DESIGN §8). Only a refusal ends the session: a re-check that
 * could not be made (the backend or the network failing for a while) leaves the person signed in, and the
 * call that needed it fails with that error instead, so nothing typed is lost to a passing fault.
 */
export type Renewal =
  | { kind: "renewed"; token: string }
  | { kind: "refused"; reason: string }
  | { kind: "unavailable"; error: unknown };

/** Statuses that say "not now" rather than "no": server faults, timeouts, throttling, no answer (555). */
const PASSING_STATUSES = new Set([408, 425, 429]);

/** MSAL's codes for a provider it could not reach, as opposed to one that answered no. */
const PASSING_PROVIDER_CODES = /network|timed_out|timeout|no_network|unavailable/i;

export function isPassingFailure(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { statusCode, errorCode } = error as { statusCode?: unknown; errorCode?: unknown };
  if (typeof statusCode === "number") return statusCode >= 500 || PASSING_STATUSES.has(statusCode);
  if (typeof errorCode === "string") return PASSING_PROVIDER_CODES.test(errorCode);
  // fetch's own failure (Graph through fetch): the request never got an answer.
  return error instanceof TypeError;
}
