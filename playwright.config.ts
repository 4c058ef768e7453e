import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Browser tests of the production demo build (DESIGN §8), in Debian's Chromium: Playwright never downloads
 * a browser here. `npm run test:e2e` builds first; this serves the build with `vite preview`.
 */
export default defineConfig({
  testDir: "test/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  // Two cores: two browsers at a time.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A guard against a hang, not a speed budget (speed is measured by `npm run bench`): on a two-core machine
  // whose two browsers share it, a test that walks several pages with axe took 50 s of a 60 s limit alone.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1366, height: 768 },
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "en-US",
    serviceWorkers: "allow",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
