/**
 * The same in-browser demo backend the app starts (src/demo/browser.ts): the app's MSW handlers over the
 * demo database in IndexedDB, with the same latency and worker options. Loaded through a dynamic import, as
 * in the app.
 */
import { setupWorker } from "msw/browser";
import { createDemoHandlers } from "../../../src/demo/handlers";
import { indexedDbStorage, localStorageDocument, openDemoDb } from "../../../src/demo/store";

export async function startDemoBackend(cfg: { apiUrl: string; apiEfaUrl: string }): Promise<void> {
  const { db } = await openDemoDb({ storage: indexedDbStorage(), legacy: localStorageDocument() });
  const worker = setupWorker(...createDemoHandlers({ ...cfg, db, latencyMs: 120 }));
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: "/mockServiceWorker.js" },
  });
}
