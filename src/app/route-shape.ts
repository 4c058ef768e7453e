/**
 * Which generic page an address probably shows, from its shape alone: the entry chunk uses it to start
 * downloading that page beside the app's own code, before the registry (which decides) has loaded. A wrong
 * guess (a screen with a page of its own) only fetches a chunk early. Dependency-free on purpose.
 */
export type GenericAction = "list" | "show" | "edit" | "create";

const NOT_GENERIC = new Set(["", "main", "login", "unauthorized"]);

export function genericActionOf(pathname: string): GenericAction | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, "");
  if (NOT_GENERIC.has(path)) return undefined;
  if (/\/edit\/[^/]+$/.test(path)) return "edit";
  if (/\/show\/[^/]+$/.test(path)) return "show";
  if (/\/create$/.test(path)) return "create";
  return "list";
}

/** The address a page load will end up showing: a sign-in's return address, else the address itself. */
export function destinationOf(location: { pathname: string; search: string }): string {
  if (location.pathname.replace(/\/+$/, "") !== "/login") return location.pathname;
  const to = new URLSearchParams(location.search).get("to") ?? "";
  return to.startsWith("/") ? to.split("?")[0] : "/main";
}

/**
 * The sign-in page's address for a tab that cannot go on where it opened (SPEC §4): no signed-in account, or a
 * start-up that failed (the identity provider or the network). The address opened travels as `to`, whole (path,
 * query, hash), so signing in, or "Try again" after a failure, ends where the person was going. Undefined:
 * the tab stays where it is (the sign-in page already, or the access-denied page when nothing failed).
 */
export function signInAddressFor(
  location: { pathname: string; search: string; hash: string },
  failed: boolean,
  /** Where a sign-in whose way back failed was going (IdentityStartFailed): the sign-in page returns there. */
  leftFor?: string,
): string | undefined {
  const { pathname, search, hash } = location;
  if (/^\/login\/?$/.test(pathname))
    return leftFor && !new URLSearchParams(search).has("to") ? `/login?to=${encodeURIComponent(leftFor)}` : undefined;
  if (/^\/unauthorized\/?$/.test(pathname)) return failed ? "/login" : undefined;
  return `/login?to=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}
