import { isListParameter } from "./list-state";

/**
 * Each list's last state, per browser tab, so coming back through the menu, the LIST button or the breadcrumb
 * (all plain links to the bare list address) finds the page, order, filters, columns and density the person
 * left, not only Back (SPEC §2: state synced with the location). sessionStorage: per tab, gone with it.
 */
const KEY_PREFIX = "scm.list.";

const storage = (): Storage | undefined => {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser: lists simply start fresh
  }
};

/** The list parameters of an address, or null when it has none (a bare list address). */
export function listParameters(params: URLSearchParams): URLSearchParams | null {
  const own = new URLSearchParams();
  for (const [key, value] of params) if (isListParameter(key)) own.append(key, value);
  return own.size > 0 ? own : null;
}

export function rememberList(resource: string, params: URLSearchParams): void {
  const own = listParameters(params);
  try {
    if (own) storage()?.setItem(KEY_PREFIX + resource, own.toString());
  } catch {
    // A full storage only costs the memory of this list.
  }
}

export function recallList(resource: string): URLSearchParams | null {
  const text = storage()?.getItem(KEY_PREFIX + resource);
  return text ? new URLSearchParams(text) : null;
}

/**
 * Forgets every list's state of this tab: after a sign-out, whoever signs in next starts each list afresh, with
 * their own default view, not with the filters and search of the person before.
 */
export function forgetLists(): void {
  const stored = storage();
  if (!stored) return;
  try {
    for (const key of Object.keys(stored)) if (key.startsWith(KEY_PREFIX)) stored.removeItem(key);
  } catch {
    // Unreadable storage holds nothing to forget.
  }
}
