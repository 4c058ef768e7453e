// @vitest-environment node
import { createRequire } from "node:module";
import * as standIn from "../../../src/vendor-stubs/tough-cookie";
import { server } from "../../msw-server";
import { call, serveDemoBackend } from "../demo/handlers/demo-server";

serveDemoBackend();

/**
 * App builds give msw a stand-in for tough-cookie (vite.config.ts) that keeps no cookie. These tests hold the
 * reason: the demo backend's answers set none, so msw's real jar stays empty too, and the two jars answer alike.
 */
type Jar = { getCookiesSync(url: string): unknown[]; setCookie(cookie: string, url: string): Promise<unknown> };
type ToughCookie = {
  CookieJar: new (store: unknown) => Jar;
  MemoryCookieStore: new () => { idx: Record<string, unknown> };
};

// The real package as msw finds it (msw's dependency, not the app's).
const real = createRequire(createRequire(import.meta.url).resolve("msw"))("tough-cookie") as ToughCookie;

const APP = "http://localhost:4173";

describe("tough-cookie's stand-in for msw", () => {
  it("sends no cookie with any request, as the real jar does while no answer sets one", () => {
    for (const lib of [real, standIn as unknown as ToughCookie]) {
      const store = new lib.MemoryCookieStore();
      const jar = new lib.CookieJar(store);
      expect(jar.getCookiesSync(`${APP}/api/users`)).toEqual([]);
      expect(jar.getCookiesSync("https://scm.example.com/api/auth/login")).toEqual([]);
      // What msw saves to localStorage from it: nothing.
      expect(store.idx).toEqual({});
    }
  });

  it("keeps no cookie a response sets, where the real jar would, and says why in the console", async () => {
    const realJar = new real.CookieJar(new real.MemoryCookieStore());
    await realJar.setCookie("session=abc; Path=/", `${APP}/api/auth/login`);
    expect(realJar.getCookiesSync(`${APP}/api/users`)).toHaveLength(1);

    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const store = new standIn.MemoryCookieStore();
    const jar = new (standIn as unknown as ToughCookie).CookieJar(store);
    await expect(jar.setCookie("session=abc; Path=/", `${APP}/api/auth/login`)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(standIn.COOKIES_NOT_KEPT);
    expect(jar.getCookiesSync(`${APP}/api/users`)).toEqual([]);
    expect(store.idx).toEqual({});
    expect(standIn.Cookie.fromJSON()).toBeNull();
    warn.mockRestore();
  });

  it("the demo backend's answers set no cookie: sign-in, reads, a write, the inbox, a reset", async () => {
    const setCookies: string[] = [];
    const listener = ({ response }: { response: Response }) => {
      const header = response.headers.get("set-cookie");
      if (header) setCookies.push(header);
    };
    server.events.on("response:mocked", listener);
    try {
      for (const path of ["/users-profile", "/users?filter=userName||$eq||ADMIN", "/parameter-system?_start=0&_end=10", "/inbox?_start=0&_end=10"]) {
        expect((await call(path)).status).toBe(200);
      }
      const created = await call("/parameter-system", { method: "POST", json: { name: "cookieCheck", value: "1" } });
      expect(created.status).toBe(201);
      expect((await call("/demo/reset", { method: "POST" })).status).toBe(204);
      // Every call above signed in first (POST /auth/login): its answers were looked at too.
      expect(setCookies).toEqual([]);
    } finally {
      server.events.removeListener("response:mocked", listener);
    }
  });
});
