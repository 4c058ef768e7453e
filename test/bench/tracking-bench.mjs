#!/usr/bin/env node
/**
 * Transport tracking at size (DESIGN §9.3): figures, never a budget enforced.
 * - In Node: deriving the tracking robot's 1,200 shipments and its ~9,000 updates from a seed time, as the
 *   demo backend does on their first read.
 * - From the build (`--dist DIR`): the world map's own chunk, gzip.
 * - In Chromium, against a served production build (`--origin http://…`, given by bench.mjs), signed in
 *   (a tab holding the session, cold browser): the dashboard's first chart and its map, and the shipments
 *   list's first row.
 * Run alone (`node test/bench/tracking-bench.mjs [--dist DIR] [--origin URL]`) or from bench.mjs.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { runnerImport } from "vite";

const ROOT = resolve(import.meta.dirname, "../..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = 5;
const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const origin = argument("--origin");
const dist = argument("--dist");
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const list = (values) => values.map(Math.round).join(", ");

// ---- deriving the robot's data -----------------------------------------------------------------------------
const tracking = (await runnerImport(resolve(ROOT, "src/demo/seed/transport-tracking.ts"), { root: ROOT, logLevel: "error" })).module;
const shipmentTimes = [];
const logTimes = [];
let counts = { shipments: 0, logs: 0 };
for (let run = 0; run < 3; run++) {
  // A new seed time each run: the module keeps only the last answer.
  const seededAt = new Date(Date.now() - run * 60_000);
  let started = performance.now();
  const shipments = tracking.createTrackingShipments(seededAt);
  shipmentTimes.push(performance.now() - started);
  started = performance.now();
  const logs = tracking.createTrackingLog(seededAt);
  logTimes.push(performance.now() - started);
  counts = { shipments: shipments.length, logs: logs.length };
}
console.log(
  `tracking shipments derived: ${Math.round(median(shipmentTimes))} ms (median of 3: ${list(shipmentTimes)} ms; ${counts.shipments.toLocaleString("en-US")} shipments with milestones, legs, exceptions, in Node; the first run includes JIT warm-up)`,
);
console.log(
  `tracking log derived:       ${Math.round(median(logTimes))} ms (median of 3: ${list(logTimes)} ms; ${counts.logs.toLocaleString("en-US")} updates, only when the log is read)`,
);

// ---- the map's chunk ---------------------------------------------------------------------------------------
if (dist) {
  const assets = join(dist, "assets");
  const chunk = readdirSync(assets).find((name) => /^world-map-.*\.js$/.test(name));
  if (chunk) {
    const bytes = readFileSync(join(assets, chunk));
    console.log(`world map chunk (${chunk}): ${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip (${(bytes.length / 1024).toFixed(1)} KB raw), loaded only where a map is shown`);
  } else console.warn("bench: no world-map chunk in the build");
}

// ---- cold loads in the browser -------------------------------------------------------------------------------
if (!origin) {
  console.log("dashboard and list timings: skipped (no --origin; bench.mjs passes its served build)");
  process.exit(0);
}
const { chromium } = await import("@playwright/test");
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
try {
  const signIn = await browser.newContext({ serviceWorkers: "allow" });
  const page = await signIn.newPage();
  await page.goto(`${origin}/login?as=admin&to=/main`);
  await page.waitForSelector('[data-testid="user-name"]', { timeout: 60_000 });
  const storage = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  await signIn.close();

  /** Milliseconds from navigation to each selector being in the page, in a cold context holding the session. */
  async function cold(path, selectors) {
    const context = await browser.newContext({ serviceWorkers: "allow", viewport: { width: 1366, height: 768 } });
    try {
      const tab = await context.newPage();
      await tab.addInitScript((held) => {
        if (sessionStorage.getItem("scm.accessToken")) return;
        for (const [key, value] of Object.entries(held.local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(held.session)) sessionStorage.setItem(key, value);
      }, storage);
      const started = Date.now();
      await tab.goto(`${origin}${path}`);
      const times = [];
      for (const selector of selectors) {
        await tab.waitForSelector(selector, { timeout: 60_000 });
        times.push(Date.now() - started);
      }
      return times;
    } finally {
      await context.close();
    }
  }

  const chart = [];
  const map = [];
  const row = [];
  for (let run = 0; run < RUNS; run++) {
    const [chartMs, mapMs] = await cold("/edb/transport-tracking-home", ['[data-testid="chart-by-lsp"] svg rect', '[data-testid="world-map"] [data-point]']);
    chart.push(chartMs);
    map.push(mapMs);
    const [rowMs] = await cold("/edb/transport-tracking-shipments", ['[role="grid"] [role="row"][data-rowindex] [role="gridcell"]']);
    row.push(rowMs);
  }
  console.log(`dashboard, first chart:       median ${Math.round(median(chart))} ms (${list(chart)} ms)`);
  console.log(`dashboard, map with points:   median ${Math.round(median(map))} ms (${list(map)} ms)`);
  console.log(`shipments list, first row:    median ${Math.round(median(row))} ms (${list(row)} ms)`);
  console.log(`(cold browser contexts holding a signed-in session, service worker install included; ${RUNS} runs each)`);
} finally {
  await browser.close();
}
