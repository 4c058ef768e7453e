import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CacheProvider } from "@emotion/react";
import App from "../src/app/app";
import { readConfig } from "../src/config";
import { createAppWiring } from "../src/app/wiring";
import { createDemoIdentity } from "../src/auth/demo-identity";
import { createI18nWithAllLanguages } from "../src/i18n/all-languages";
import type { Language } from "../src/i18n";
import type { DemoDataNotice } from "../src/api/demo-backend";
import { demoUrls } from "./msw-server";
import { freshStyleCache } from "./style-cache";

export interface RenderOptions {
  /** The path the browser opens. */
  route?: string;
  language?: Language;
  /** What the demo backend reported at start, as main.tsx passes it on. */
  startupNotices?: readonly DemoDataNotice[];
}

/** The app the last call rendered: a test that renders again replaces it, as a reload would, never adds a second one. */
let lastRendered: ReturnType<typeof render> | undefined;

/**
 * Renders the whole app as main.tsx does — the same wiring, demo identity and the demo backend's handlers
 * (through msw/node) — at a route.
 */
export function renderWithRefine({ route = "/main", language = "en-US", startupNotices }: RenderOptions = {}) {
  // Two apps on one page would answer every query twice (two user names, two grids); cleanup() may have gone first.
  if (lastRendered && document.body.contains(lastRendered.container)) lastRendered.unmount();
  window.history.replaceState(null, "", route);
  const config = readConfig({ VITE_DEMO: "true", VITE_API_URL: demoUrls.apiUrl, VITE_API_EFA_URL: demoUrls.apiEfaUrl, VITE_GRAPH_URL: demoUrls.graphUrl }, window.location.origin);
  const i18n = createI18nWithAllLanguages(language);
  const identity = createDemoIdentity();
  const wiring = createAppWiring(config, identity, i18n);
  // No pause between keystrokes: the suite types a lot, and timing is not what it checks.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CacheProvider value={freshStyleCache()}>
      <App {...wiring} startupNotices={startupNotices} />
    </CacheProvider>,
  );
  lastRendered = view;
  return { ...view, user, wiring, identity, i18n };
}

/** Signs in as a demo account through the login page, as /login?as=<account> does. */
export async function signInAs(account: string, route = "/main", language: Language = "en-US") {
  const rendered = renderWithRefine({ route: `/login?as=${account}&to=${encodeURIComponent(route)}`, language });
  await waitFor(() => expect(window.location.pathname).not.toBe("/login"), { timeout: 10000 });
  // Signed in means the layout is up, not only that the address changed.
  if (account !== "noprofile") await screen.findByTestId("user-name", {}, { timeout: 10000 });
  return rendered;
}

export const currentPath = () => window.location.pathname;
export { screen };
