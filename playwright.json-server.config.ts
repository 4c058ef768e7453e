import { defineConfig, devices } from "@playwright/test";
import {
  APP_URL,
  BACKEND_ORIGIN,
  OUT_DIR,
  TIME_ZONE,
  buildEnv,
  ports,
} from "./test/e2e-json-server/json-server-env";

/**
 * The json-server e2e (DESIGN §8): a production build with the demo identity and a real backend, json-server
 * 0.17 with a small middleware for the sign-in calls (SPEC §7) and If-Match (DESIGN §8). Run with
 * `npm run test:e2e:json-server`. The tests share one backend and reset its data before each test, so they
 * run one at a time.
 */
export default defineConfig({
  testDir: "test/e2e-json-server",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/e2e-json-server",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1366, height: 768 },
    baseURL: APP_URL,
    locale: "en-US",
    timezoneId: TIME_ZONE,
    // Menus and popovers appear in place (the theme follows prefers-reduced-motion): this suite runs without
    // retries, and a click while a menu still grew in was lost in CI (pressed on one item, released on another).
    contextOptions: { reducedMotion: "reduce" },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
    },
  },
  webServer: [
    {
      command: `node test/e2e-json-server/start-server.mjs ${ports.api}`,
      url: `${BACKEND_ORIGIN}/__control/ready`,
      reuseExistingServer: false,
      // SIGTERM lets it remove its temporary db file (a SIGKILL, the default, would leave it in the tmp dir).
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
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
  ],
});
