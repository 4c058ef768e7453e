import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The styles of the app a test renders live in an emotion cache of that render's own, removed from the page
 * once the test is done. With emotion's shared cache, every style a test had inserted stayed in the page's
 * head for the rest of its file, and jsdom reads all of them at each getComputedStyle, which Testing
 * Library calls for each element it checks: the template editor's test took 14 s alone and 41 s after one
 * list test before it (811 style tags left behind), 58 s and 64 s late in its file, and timed out in CI.
 */
let current: EmotionCache | undefined;

/** A fresh cache for the next render; the previous render's styles leave the page first. */
export function freshStyleCache(): EmotionCache {
  removeRenderedStyles();
  current = createCache({ key: "test" });
  return current;
}

/** Removes the styles the last render inserted: after its app is unmounted, never while it is on the page. */
export function removeRenderedStyles(): void {
  current?.sheet.flush();
  current = undefined;
}
