import { defineConfig, devices } from "@playwright/test";
import { APP_URL, CERT_DIR, OUT_DIR, buildEnv, ports } from "./test/e2e-sso/sso-env";
import { prepareTlsMaterial } from "./test/e2e-sso/certs";

// A throwaway CA and server certificate for this run (openssl), made before the browser's flags are known.
const tls = prepareTlsMaterial(CERT_DIR);

/**
 * The sign-in e2e (issue 3): a production build whose identity is real MSAL, configured for a local
 * oidc-provider, with the in-browser demo backend serving the data. Run with `npm run test:e2e:sso`.
 * Scenarios share one provider and may take it down, so they run one at a time.
 */
export default defineConfig({
  testDir: "test/e2e-sso",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/e2e-sso",
  globalSetup: "./test/e2e-sso/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: APP_URL,
    // The provider's and Graph's certificate comes from a CA generated for this run only. ignoreHTTPSErrors
    // covers the page and the request fixture; the demo backend's service worker passes the page's calls
    // to the provider through its own fetch, which only Chromium's SPKI allow-list (this run's key) covers.
    ignoreHTTPSErrors: true,
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [`--ignore-certificate-errors-spki-list=${tls.spki}`],
    },
  },
  webServer: {
    command:
      `npx vite build --mode production --outDir ${OUT_DIR} --emptyOutDir --logLevel warn && ` +
      `npx vite preview --outDir ${OUT_DIR} --host 127.0.0.1 --port ${ports.app} --strictPort`,
    url: `${APP_URL}/login`,
    env: buildEnv,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
