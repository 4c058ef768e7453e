/**
 * The demo backend's tokens: "demo-token.<user>.<serial>", issued by POST /auth/login and required by every
 * other endpoint of the default and EFA backends (SPEC §7).
 */
import { error } from "./responses";

const TOKEN_PREFIX = "demo-token.";

export const bearer = (request: Request): string | null => {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
};

export const issueToken = (username: string, serial: string): string => `${TOKEN_PREFIX}${username}.${serial}`;

/** The login name a demo token was issued to. */
export function userOf(request: Request): string | undefined {
  const token = bearer(request);
  if (!token?.startsWith(TOKEN_PREFIX)) return undefined;
  const parts = token.slice(TOKEN_PREFIX.length).split(".");
  return parts.length > 1 ? parts.slice(0, -1).join(".") : undefined;
}

/** A 401 response unless the request carries a token issued by POST /auth/login. */
export function unauthenticated(request: Request): Response | null {
  const token = bearer(request);
  return token && token.startsWith(TOKEN_PREFIX) && token.length > TOKEN_PREFIX.length
    ? null
    : error(401, "Session expired. Sign in again.");
}
