import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { config } from "../config";
import type { DemoBackendStarted } from "../api/demo-backend";
import { IdentityStartFailed, type Identity } from "../auth/identity";
import { sessionStore } from "../auth/session-store";
import { createI18n, type Language, type Translations } from "../i18n";
import { applyColorMode, storedColorMode } from "../theme/color-mode-store";
import { createAppWiring } from "./wiring";
import App from "./app";
import { registry } from "./registry";
import { signInAddressFor } from "./route-shape";

/**
 * Start-up: the identity and, in demo builds, the demo backend, which main.tsx began loading before this
 * chunk ran → render (DESIGN §2, §4).
 */
export async function start(loading: {
  identity: Promise<Identity>;
  demoBackend: Promise<DemoBackendStarted | void>;
  texts: Promise<{ language: Language; translations: Translations }>;
}) {
  applyColorMode(storedColorMode());
  registry.preloadPageFor(window.location.pathname);
  const [identity, demoBackend, texts] = await Promise.all([
    loading.identity,
    loading.demoBackend,
    loading.texts,
  ]);
  const i18n = createI18n(texts.language, { [texts.language]: texts.translations });
  let startupError: string | undefined;
  try {
    const { returnTo } = await identity.initialize();
    if (returnTo) window.history.replaceState(null, "", `/login?to=${encodeURIComponent(returnTo)}`);
  } catch (error) {
    startupError = error instanceof Error ? error.message : String(error);
    const signIn = signInAddressFor(window.location, true, error instanceof IdentityStartFailed ? error.returnTo : undefined);
    if (signIn) window.history.replaceState(null, "", signIn);
  }
  // SPEC §4: with no cached account at load, the stored session is cleared, and the page is the login page
  // with this address to return to. Going there now, instead of after the first render's check, lets the
  // sign-in start at once.
  if (!identity.getAccount()) {
    sessionStore.clearAll();
    const signIn = startupError ? undefined : signInAddressFor(window.location, false);
    if (signIn) window.history.replaceState(null, "", signIn);
  }

  const wiring = createAppWiring(config, identity, i18n, startupError);
  // DESIGN §9.5: another tab of this browser saved a change in the demo data. What this tab shows is read
  // again (react-query refetches only what is on screen); an open form keeps what was typed (resource-form).
  demoBackend?.onChangedElsewhere(() => void wiring.queryClient.invalidateQueries());
  wiring.services.prefetchPage(window.location);
  // With the demo identity, the sign-in the login page would begin starts now: its round trips run while the
  // page's code downloads and renders, and the page takes the outcome over (DESIGN §9.6). A real identity
  // provider's sign-in is a redirect, left to the page that says so.
  if (config.demoIdentity && !startupError && window.location.pathname === "/login") {
    const params = new URLSearchParams(window.location.search);
    void wiring.services.session
      .startSignIn({ as: params.get("as") ?? undefined, returnTo: params.get("to") ?? undefined })
      .then((outcome) => {
        if (outcome.kind === "ready")
          wiring.services.prefetchPage(new URL(outcome.to, window.location.origin));
      });
  }
  const root = createRoot(document.getElementById("root")!);
  // Rendered as a transition, the first render yields to the browser every few milliseconds: the answer to
  // the request sent above is taken in while the page renders, instead of after it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App {...wiring} startupNotices={demoBackend?.notices} />
      </StrictMode>,
    ),
  );
}
