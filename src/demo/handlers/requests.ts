/** Reading what a request carries: its JSON body and its path below a backend's base URL. */
import { isObject } from "./values";

/** The JSON body as an object, or null when it is absent, malformed or not an object. */
export async function readObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return isObject(body) ? body : null;
  } catch {
    return null;
  }
}

/** The request path relative to a base URL, without leading or trailing slashes. */
export function relativePath(request: Request, baseUrl: string): string {
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, "");
  const path = new URL(request.url).pathname;
  const relative = path.slice(basePath.length);
  let decoded = relative;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    // A malformed escape cannot name a collection; the raw text then simply matches nothing.
  }
  return decoded.replace(/^\/+|\/+$/g, "");
}
