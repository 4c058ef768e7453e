/**
 * Stands in for tough-cookie in app builds, for msw only (vite.config.ts). msw keeps the cookies that mocked
 * responses set in a jar, which it asks on every request. The real jar refuses a cookie whose domain is a
 * public suffix, and for that it carries the public-suffix list (tldts): with the jar, about 300 KB of the
 * demo backend's 620 KB, half its gzip, all parsed before the demo sign-in can start on a first visit
 * (DESIGN §9.6).
 *
 * The demo backend sets no cookie: its calls carry a bearer token (SPEC §7), and a unit test fails on any
 * answer that sets one (test/unit/domain/tough-cookie-stand-in.test.ts, which also runs both jars). So the jar
 * is empty, as the real one then is. A cookie set anyway is not kept, and the console says why; the answer
 * still goes out (a jar that throws would leave msw's request unanswered). Nothing is read back from a jar
 * kept in localStorage either: none is ever written.
 */

export const COOKIES_NOT_KEPT =
  "The demo backend sets no cookies: msw's cookie jar is a stand-in in app builds (src/vendor-stubs/tough-cookie.ts).";

/** msw reads back the cookies it kept in localStorage with fromJSON: none is ever kept, so none is read. */
export class Cookie {
  static fromJSON(): null {
    return null;
  }
}

/** The cookies by domain, path and name, which msw reads to keep them in localStorage: always none. */
export class MemoryCookieStore {
  idx: Record<string, never> = {};
}

/** msw makes it over a MemoryCookieStore, which it keeps and reads itself (idx). */
export class CookieJar {
  /** The cookies to send with a request: none, since none is ever set. */
  getCookiesSync(): never[] {
    return [];
  }

  async setCookie(): Promise<void> {
    console.warn(COOKIES_NOT_KEPT);
  }
}
