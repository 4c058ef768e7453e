import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { config } from "./config";
import type { Identity } from "./auth/identity";
import { sessionStore } from "./auth/session-store";
import { createI18n } from "./i18n";
import { applyColorMode, storedColorMode } from "./theme/color-mode-store";
import { createAppWiring } from "./app/wiring";
import App from "./App";
import { preloadPageFor } from "./resources";

async function loadIdentity(): Promise<Identity> {
  // Dynamic imports keep the demo identity out of real builds' start-up and MSAL out of the demo's.
  if (config.demoIdentity) return (await import("./demo/demo-identity")).createDemoIdentity();
  return (await import("./auth/msal-identity")).createMsalIdentity(config.identity);
}

/** Start-up only: demo backend (demo builds only) → identity → render (DESIGN §2, §4). */
async function start() {
  applyColorMode(storedColorMode());
  preloadPageFor(window.location.pathname);
  const i18n = createI18n();
  // The demo backend and the identity load side by side; neither needs the other to start.
  const demoBackend = config.demoBackend
    ? import("./demo/browser").then(({ startDemoBackend }) =>
        startDemoBackend({ ...config, graphUrl: config.demoIdentity ? config.graphUrl : undefined }),
      )
    : Promise.resolve();
  const [identity] = await Promise.all([loadIdentity(), demoBackend]);
  let startupError: string | undefined;
  try {
    const { returnTo } = await identity.initialize();
    if (returnTo) window.history.replaceState(null, "", `/login?to=${encodeURIComponent(returnTo)}`);
  } catch (error) {
    startupError = error instanceof Error ? error.message : String(error);
    if (!window.location.pathname.startsWith("/login")) window.history.replaceState(null, "", "/login");
  }
  // SPEC §4: with no cached account at load, the stored session is cleared.
  if (!identity.getAccount()) sessionStore.clearAll();

  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App {...createAppWiring(config, identity, i18n, startupError)} />
    </StrictMode>,
  );
}

void start();
