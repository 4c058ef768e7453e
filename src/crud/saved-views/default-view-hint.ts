/**
 * Whether a list had a default view the last time this browser read its views. A bare list address waits for
 * the saved views only when it did, so that a person with a default view never sees the list twice (first
 * as it starts, then as their view), and everybody else never waits for the saved views before their rows.
 * A hint only: a wrong one costs one round trip, or one redraw, never a wrong list.
 */
import { preservedLocalPrefixes } from "../../auth/session-store";

// A preference, kept through sign-outs and new tabs (auth/session-store.ts).
const [KEY_PREFIX] = preservedLocalPrefixes;

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled by the browser: the default view simply comes a moment later
  }
};

export function mayHaveDefaultView(resource: string): boolean {
  try {
    return storage()?.getItem(KEY_PREFIX + resource) === "true";
  } catch {
    return false;
  }
}

export function rememberDefaultView(resource: string, has: boolean): void {
  try {
    if (has) storage()?.setItem(KEY_PREFIX + resource, "true");
    else storage()?.removeItem(KEY_PREFIX + resource);
  } catch {
    // A full storage only costs the hint.
  }
}
