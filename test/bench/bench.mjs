#!/usr/bin/env node
/**
 * `npm run bench` (issue 2 §11, DESIGN §8): builds the production demo bundle, serves it with `vite preview`
 * on a free loopback port, loads /main in Debian's Chromium and prints what the page costs:
 *   - the initial JS (gzip) of /main, split into app JS and demo-backend JS (MSW, demo handlers, demo identity),
 *   - the CSS (gzip), the largest chunk, whether any non-demo chunk carries MSW code,
 *   - the median over 9 cold loads (a fresh browser context each; BENCH_RUNS=n for another count) of
 *     navigation → first home table row,
 *     and of navigation → first grid row on a list page,
 *   - the first row of a reload of a signed-in tab, on a list page and on the exception inbox.
 * Issue 4 §5 compares the list page with a baseline: a minimal Refine v4 + MUI app with one list page of the
 * same resource over the same demo backend (test/bench/minimal/), built, served and loaded the same way.
 * The cold loads of the app and of the baseline are interleaved (alternating which goes first), so machine
 * load drifts hit both alike.
 * Then the time to make the .xlsx of a 5,000-row export (test/bench/export-bench.mjs), and the planners' loop
 * at size: simulations, the 50,000-line result file, and a 50,000-row sheet checked in the browser
 * (test/bench/planning-bench.mjs).
 * It prints figures and never fails on a budget; it exits non-zero only when the build or the browser fails.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const ROOT = resolve(import.meta.dirname, "../..");
const VITE = join(ROOT, "node_modules/.bin/vite");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// On a two-core machine, two medians of five cold loads taken one after the other differed by ~200 ms, more
// than most changes a target is about; nine rounds make the medians steadier.
const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? "9", 10);
if (!(RUNS > 0)) {
  console.error(`bench: BENCH_RUNS must be a positive whole number, not "${process.env.BENCH_RUNS}"`);
  process.exit(1);
}
// The app JS of /main: at most 360 KB gzip (the stricter of the two budgets set for it; 400 before). Printed in
// both readings of a kilobyte, 1,024 and 1,000 bytes.
const BUDGET_KB = 360;
// The cold first home row with the demo sign-in: at most 1,250 ms (it was about 1,620 ms with the sign-in's six
// calls one after the other). Absolute, so it is also printed against the baseline's first row in the same
// rounds: that app makes no sign-in round trip, and shows how fast this machine is at the time.
const COLD_HOME_TARGET_MS = 1250;
const LIST_PAGE = "/parameter-system";
const LIST_SELECTOR = '[role="grid"] [role="row"][data-rowindex], main table tbody tr';
const MINIMAL_CONFIG = join(ROOT, "test/bench/minimal/vite.config.ts");
// Built into directories of their own, so a bench never swaps the files under a running `vite preview` of dist/.
const OUT_DIR = mkdtempSync(join(tmpdir(), "scm-bench-"));
const MINIMAL_OUT_DIR = mkdtempSync(join(tmpdir(), "scm-bench-minimal-"));

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const header = (text) => console.log(`\n== ${text} ==`);

function fail(message) {
  console.error(`bench: ${message}`);
  cleanup();
  process.exit(1);
}

const previews = [];
function cleanup() {
  for (const preview of previews) if (preview.exitCode === null) preview.kill("SIGTERM");
  rmSync(OUT_DIR, { recursive: true, force: true });
  rmSync(MINIMAL_OUT_DIR, { recursive: true, force: true });
}
process.on("SIGINT", () => {
  cleanup();
  process.exit(130);
});

// ---- 1. build ------------------------------------------------------------------------------------------
header("build (vite build, production demo bundle)");
const build = spawnSync(
  VITE,
  ["build", "--outDir", OUT_DIR, "--emptyOutDir", "--manifest", "--logLevel", "warn"],
  {
    cwd: ROOT,
    stdio: "inherit",
  },
);
if (build.status !== 0) fail(`vite build failed (exit ${build.status})`);

header("build (vite build, minimal Refine v4 + MUI baseline: test/bench/minimal)");
const minimalBuild = spawnSync(
  VITE,
  [
    "build",
    "--config",
    MINIMAL_CONFIG,
    "--outDir",
    MINIMAL_OUT_DIR,
    "--emptyOutDir",
    "--manifest",
    "--logLevel",
    "warn",
  ],
  { cwd: ROOT, stdio: "inherit" },
);
if (minimalBuild.status !== 0)
  fail(`vite build of the minimal baseline failed (exit ${minimalBuild.status})`);

// ---- 2. what is in the build ---------------------------------------------------------------------------
/**
 * The JS and CSS files of a build and which of them are demo-only. Demo chunks: those whose source is demo
 * code, plus what only they import (MSW, the seed), plus the service worker script. Everything reachable from
 * the entry without passing through demo code is app code.
 */
function analyzeBuild(outDir, isDemoSource) {
  const files = new Map(); // "/assets/x.js" → { bytes, gzip, text }
  (function walk(dir) {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(js|css)$/.test(name)) {
        const content = readFileSync(path);
        files.set(`/${relative(outDir, path)}`, {
          bytes: content.length,
          gzip: gzipSync(content).length,
          text: content.toString(),
        });
      }
    }
  })(outDir);

  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));
  const appFiles = new Set();
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const seen = new Set();
  const stack = [...entries];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || isDemoSource(key) || !manifest[key]) continue;
    seen.add(key);
    const chunk = manifest[key];
    appFiles.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) appFiles.add(`/${css}`);
    stack.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  // Files outside the app's graph are demo-only; the service worker script is one of them.
  const isDemoFile = (path) => !appFiles.has(path);
  return { files, appFiles, isDemoFile, demoFileSet: new Set([...files.keys()].filter(isDemoFile)) };
}

// The demo identity is demo-only too, though it lives beside MSAL's in src/auth (DESIGN §2).
const { files, appFiles, isDemoFile, demoFileSet } = analyzeBuild(
  OUT_DIR,
  (key) => key.startsWith("src/demo/") || key === "src/auth/demo-identity.ts",
);
// The baseline's manifest keys are relative to its root (test/bench/minimal): its demo-backend.ts and the
// app's src/demo modules it reuses.
const minimal = analyzeBuild(
  MINIMAL_OUT_DIR,
  (key) => key === "demo-backend.ts" || key.includes("src/demo/"),
);

// MSW markers that must never appear in app chunks.
const MSW_MARKERS =
  /mockServiceWorker|\[MSW\]|setupWorker|MOCK_DEACTIVATE|INTEGRITY_CHECK_REQUEST|msw\/browser/;
const leaks = [...appFiles].filter((path) => files.has(path) && MSW_MARKERS.test(files.get(path).text));

// ---- 3. serve ------------------------------------------------------------------------------------------
/** `vite preview` of a build on a free loopback port; resolves with its origin once `probePath` answers. */
async function serve(outDir, configArgs, probePath) {
  const port = await new Promise((done, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port: free } = server.address();
      server.close(() => done(free));
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  const preview = spawn(
    VITE,
    [
      "preview",
      ...configArgs,
      "--outDir",
      outDir,
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      "--strictPort",
    ],
    {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  previews.push(preview);
  let previewErr = "";
  preview.stderr.on("data", (chunk) => (previewErr += chunk));
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}${probePath}`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (preview.exitCode !== null || attempt > 150)
      fail(`vite preview did not start on ${origin}\n${previewErr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return origin;
}
const origin = await serve(OUT_DIR, [], "/login");
const minimalOrigin = await serve(MINIMAL_OUT_DIR, ["--config", MINIMAL_CONFIG], LIST_PAGE);

// ---- 4. cold loads -------------------------------------------------------------------------------------
if (!existsSync(CHROMIUM)) fail(`${CHROMIUM} not found (apt-get install chromium)`);
let browser;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
} catch (error) {
  fail(`Chromium did not start: ${error.message}`);
}

// Records, in the page, the wall-clock time the first matching row exists (survives full-page reloads); with
// `armedOnly`, only once the tab has been armed (the rows of a reload, not of the visit before it).
const firstRowProbe = ({ selector, armedOnly = false }) => {
  if (armedOnly && sessionStorage.getItem("__bench.armed") !== "1") return;
  const check = () => {
    if (localStorage.getItem("__bench.firstRowAt")) return true;
    const row = [...document.querySelectorAll(selector)].find(
      (r) => r.querySelectorAll('td:not([colspan]),[role="gridcell"]').length > 1,
    );
    if (!row) return false;
    localStorage.setItem("__bench.firstRowAt", String(performance.timeOrigin + performance.now()));
    return true;
  };
  new MutationObserver((_, observer) => check() && observer.disconnect()).observe(document, {
    childList: true,
    subtree: true,
  });
};

/** Signs in once and keeps what a signed-in tab holds, to replay it into cold contexts. */
async function captureSession(origin) {
  const context = await browser.newContext({ serviceWorkers: "allow" });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login?as=admin&to=/main`);
    await page.waitForSelector('[data-testid="user-name"]', { timeout: 60_000 });
    return await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  } finally {
    await context.close();
  }
}

const restoreSession = (storage) => {
  if (sessionStorage.getItem("scm.accessToken")) return;
  for (const [key, value] of Object.entries(storage.local)) localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(storage.session)) sessionStorage.setItem(key, value);
};

async function coldLoad(origin, path, selector, storage) {
  const context = await browser.newContext({
    serviceWorkers: "allow",
    viewport: { width: 1366, height: 768 },
  });
  try {
    const page = await context.newPage();
    if (storage) await page.addInitScript(restoreSession, storage);
    await page.addInitScript(firstRowProbe, { selector });
    const responses = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && /\.(js|css)$/.test(url.pathname))
        responses.push({ path: url.pathname, startedAt: response.request().timing().startTime });
    });
    const startedAt = Date.now();
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => localStorage.getItem("__bench.firstRowAt") !== null, null, {
      timeout: 60_000,
      polling: 50,
    });
    const firstRowAt = Number(await page.evaluate(() => localStorage.getItem("__bench.firstRowAt")));
    if (new URL(page.url()).pathname !== path) throw new Error(`ended on ${page.url()} instead of ${path}`);
    return {
      ms: firstRowAt - startedAt,
      loaded: [...new Set(responses.filter((r) => r.startedAt <= firstRowAt).map((r) => r.path))],
    };
  } finally {
    await context.close();
  }
}

/**
 * A tab that opened `path` signed in (a first start: the demo seeds its database and computes the newest
 * results), reloaded: the first row of the reload. The demo's database is then seeded, and the results the
 * first visit computed are kept (src/demo/planning/stored-results.ts), as a real backend has them stored.
 */
async function reloadLoad(origin, path, selector) {
  const context = await browser.newContext({ serviceWorkers: "allow", viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(firstRowProbe, { selector, armedOnly: true });
    await page.goto(`${origin}/login?as=admin&to=${encodeURIComponent(path)}`);
    await page.waitForSelector(selector, { timeout: 60_000 });
    // What the first visit computes in the background (the bell's count, the kept results) has settled.
    await page.waitForTimeout(2_000);
    await page.evaluate(() => sessionStorage.setItem("__bench.armed", "1"));
    const startedAt = Date.now();
    await page.reload();
    await page.waitForFunction(() => localStorage.getItem("__bench.firstRowAt") !== null, null, {
      timeout: 60_000,
      polling: 50,
    });
    const firstRowAt = Number(await page.evaluate(() => localStorage.getItem("__bench.firstRowAt")));
    if (new URL(page.url()).pathname !== path) throw new Error(`ended on ${page.url()} instead of ${path}`);
    return { ms: firstRowAt - startedAt };
  } finally {
    await context.close();
  }
}

// Other browser tests running at the same time would distort the timings: say so (figures are still printed).
const busy = spawnSync("pgrep", ["-f", "playwright test|vite preview"], { encoding: "utf8" })
  .stdout?.split("\n")
  .map(Number)
  .filter((pid) => pid && !previews.some((p) => p.pid === pid));
if (busy?.length)
  console.warn(
    `bench: other playwright / vite preview processes are running (${busy.join(", ")}); timings may be noisy`,
  );

const session = await captureSession(origin);
const homeRuns = [];
const listRuns = [];
const signedInRuns = [];
const inboxRuns = [];
const minimalRuns = [];
try {
  // Interleaved: app home, then the two list pages in alternating order, so drifts in machine load fall
  // on the app and on the baseline alike.
  for (let run = 0; run < RUNS; run++) {
    homeRuns.push(await coldLoad(origin, "/main", "main table tbody tr"));
    const appList = async () => {
      listRuns.push(await coldLoad(origin, LIST_PAGE, LIST_SELECTOR));
      signedInRuns.push(await coldLoad(origin, LIST_PAGE, LIST_SELECTOR, session));
      // The exception inbox: its items are computed over every source (three results, shipments, logs).
      inboxRuns.push(await coldLoad(origin, "/inbox", LIST_SELECTOR, session));
    };
    const minimalList = async () => minimalRuns.push(await coldLoad(minimalOrigin, LIST_PAGE, LIST_SELECTOR));
    for (const load of run % 2 === 0 ? [appList, minimalList] : [minimalList, appList]) await load();
  }
} catch (error) {
  await browser.close();
  fail(`a cold load failed: ${error.message}`);
}
const listReloads = [];
const inboxReloads = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const list = async () => listReloads.push(await reloadLoad(origin, LIST_PAGE, LIST_SELECTOR));
    const inbox = async () => inboxReloads.push(await reloadLoad(origin, "/inbox", LIST_SELECTOR));
    for (const load of run % 2 === 0 ? [list, inbox] : [inbox, list]) await load();
  }
} catch (error) {
  await browser.close();
  fail(`a reload failed: ${error.message}`);
}
await browser.close();
for (const preview of previews) preview.kill("SIGTERM");

// ---- 5. report -----------------------------------------------------------------------------------------
// The service worker script is fetched by the browser for the worker, not by the page: counted when present.
const loaded = [...new Set([...homeRuns.flatMap((r) => r.loaded), "/mockServiceWorker.js"])].filter((path) =>
  files.has(path),
);
const rows = loaded.map((path) => ({
  path,
  demo: isDemoFile(path),
  bytes: files.get(path).bytes,
  gzip: files.get(path).gzip,
}));
const sum = (list) => list.reduce((total, r) => total + r.gzip, 0);
const appJs = rows.filter((r) => r.path.endsWith(".js") && !r.demo);
const demoJs = rows.filter((r) => r.path.endsWith(".js") && r.demo);
const css = rows.filter((r) => r.path.endsWith(".css"));
const largest = [...files.entries()]
  .filter(([p]) => p.startsWith("/assets/") && p.endsWith(".js"))
  .sort((a, b) => b[1].gzip - a[1].gzip)[0];

header(`initial load of /main (${origin}, files requested before the first home table row)`);
for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(
    `  ${r.demo ? "demo" : "app "}  ${r.path.padEnd(44)} ${kb(r.bytes).padStart(8)} KB raw  ${kb(r.gzip).padStart(7)} KB gzip`,
  );
}
header("figures");
console.log(
  `Initial JS of /main (gzip):       ${kb(sum(appJs) + sum(demoJs))} KB total   (KB = 1024 bytes throughout)`,
);
console.log(
  `  app JS:                         ${kb(sum(appJs))} KB = ${(sum(appJs) / 1000).toFixed(1)} kB (1000 bytes)   (budget ${BUDGET_KB} KB: ${sum(appJs) / 1024 <= BUDGET_KB ? "within" : "OVER"}; ${BUDGET_KB} kB: ${sum(appJs) / 1000 <= BUDGET_KB ? "within" : "OVER"})`,
);
console.log(
  `  demo-backend JS (MSW + demo):   ${kb(sum(demoJs))} KB   (demo builds only; absent from a real deployment's start-up)`,
);
console.log(
  `CSS of /main (gzip):              ${kb(sum(css))} KB${css.length ? "" : "   (no CSS files: styles are emitted at runtime by emotion)"}`,
);
console.log(
  `Largest chunk in the build:       ${largest[0].replace(/^\//, "")}  ${kb(largest[1].gzip)} KB gzip (${kb(largest[1].bytes)} KB raw)`,
);
console.log(
  `Chunks in the build:              ${[...files.keys()].filter((p) => p.startsWith("/assets/") && p.endsWith(".js")).length} JS, ${[...files.keys()].filter((p) => p.endsWith(".css")).length} CSS; demo-only: ${[...demoFileSet].map((p) => p.replace(/^\/assets\//, "")).join(", ") || "none"}`,
);
console.log(`MSW code in a non-demo chunk:     ${leaks.length ? `YES: ${leaks.join(", ")}` : "no"}`);
const homeMs = median(homeRuns.map((r) => r.ms));
console.log(
  `Navigation → first home row:      median ${Math.round(homeMs)} ms over ${RUNS} cold loads (${homeRuns.map((r) => Math.round(r.ms)).join(", ")} ms)`,
);
console.log(
  `Navigation → first grid row:      median ${Math.round(median(listRuns.map((r) => r.ms)))} ms over ${RUNS} cold loads of ${LIST_PAGE} (${listRuns.map((r) => Math.round(r.ms)).join(", ")} ms)`,
);

// ---- 6. against the baseline (issue 4 §5) --------------------------------------------------------------
/** Initial JS (gzip) of a list page: the JS requested before the first grid row, plus the worker script. */
function initialJs(runs, build) {
  const paths = [...new Set([...runs.flatMap((r) => r.loaded), "/mockServiceWorker.js"])].filter(
    (path) => path.endsWith(".js") && build.files.has(path),
  );
  const gzipOf = (list) => list.reduce((total, path) => total + build.files.get(path).gzip, 0);
  const demo = paths.filter((path) => build.isDemoFile(path));
  const app = paths.filter((path) => !build.isDemoFile(path));
  return { total: gzipOf(paths), app: gzipOf(app), demo: gzipOf(demo), count: paths.length };
}
const appListJs = initialJs(listRuns, { files, isDemoFile });
const minimalListJs = initialJs(minimalRuns, minimal);
const appListMs = median(listRuns.map((r) => r.ms));
const minimalListMs = median(minimalRuns.map((r) => r.ms));
const signed = (value, digits = 0) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(digits)}`;
const jsLine = (js) =>
  `initial JS ${kb(js.total)} KB gzip (app ${kb(js.app)} + demo backend ${kb(js.demo)}; ${js.count} files)`;

header(
  `${LIST_PAGE} against a minimal Refine v4 + MUI app with one list page (test/bench/minimal, ${minimalOrigin})`,
);
console.log(
  `${`This app, ${LIST_PAGE}:`.padEnd(36)}first grid row median ${Math.round(appListMs)} ms (${listRuns.map((r) => Math.round(r.ms)).join(", ")} ms), ${jsLine(appListJs)}`,
);
const signedInMs = median(signedInRuns.map((r) => r.ms));
console.log(
  `${"This app, signed-in session:".padEnd(36)}first grid row median ${Math.round(signedInMs)} ms (${signedInRuns.map((r) => Math.round(r.ms)).join(", ")} ms): a cold browser whose tab already holds the session, as a bookmark opened while signed in; no sign-in round trips`,
);
console.log(
  `${"Minimal Refine+MUI list page:".padEnd(36)}first grid row median ${Math.round(minimalListMs)} ms (${minimalRuns.map((r) => Math.round(r.ms)).join(", ")} ms), ${jsLine(minimalListJs)}`,
);
console.log(
  `${"Difference (app − minimal):".padEnd(36)}${signed(appListMs - minimalListMs)} ms (${signed(((appListMs - minimalListMs) / minimalListMs) * 100, 1)} %) to the first grid row; ${signed((appListJs.total - minimalListJs.total) / 1024, 1)} KB initial JS gzip (app JS ${signed((appListJs.app - minimalListJs.app) / 1024, 1)} KB)`,
);
console.log(
  `${"Difference (signed in − minimal):".padEnd(36)}${signed(signedInMs - minimalListMs)} ms (${signed(((signedInMs - minimalListMs) / minimalListMs) * 100, 1)} %)`,
);
const inboxMs = median(inboxRuns.map((r) => r.ms));
console.log(
  `${"Exception inbox, signed-in session:".padEnd(36)}first grid row median ${Math.round(inboxMs)} ms (${inboxRuns.map((r) => Math.round(r.ms)).join(", ")} ms); ${signed(inboxMs - signedInMs)} ms against ${LIST_PAGE} signed in (target: no slower than a generic list: ${inboxMs <= signedInMs ? "met" : "not met"})`,
);
const listReloadMs = median(listReloads.map((r) => r.ms));
const inboxReloadMs = median(inboxReloads.map((r) => r.ms));
console.log(
  `${"Reload of a signed-in tab:".padEnd(36)}first grid row median ${Math.round(listReloadMs)} ms on ${LIST_PAGE} (${listReloads.map((r) => Math.round(r.ms)).join(", ")} ms), ${Math.round(inboxReloadMs)} ms on the exception inbox (${inboxReloads.map((r) => Math.round(r.ms)).join(", ")} ms): ${signed(inboxReloadMs - listReloadMs)} ms; the database seeded and the newest results kept by the first visit (target: no slower than a generic list: ${inboxReloadMs <= listReloadMs ? "met" : "not met"})`,
);
console.log(
  `${"Cold first home row, demo sign-in:".padEnd(36)}median ${Math.round(homeMs)} ms (target ${COLD_HOME_TARGET_MS.toLocaleString("en-US")} ms: ${homeMs <= COLD_HOME_TARGET_MS ? "met" : "not met"}); ${signed(homeMs - minimalListMs)} ms (${(homeMs / minimalListMs).toFixed(2)}×) against the minimal app's first row in the same rounds, which makes no sign-in round trip (the demo answers each after 120 ms; the sign-in needs three in a row, SPEC §7)`,
);
console.log(
  `Target (issue 4 §5): no slower than the minimal app → signed-in: ${signedInMs <= minimalListMs ? "met" : "not met"}; with the demo sign-in in the load: ${appListMs <= minimalListMs ? "met" : "not met"} (medians; figures only, no budget enforced).`,
);

console.log(
  `\nEach cold load: a fresh browser context, service worker install included; for the app, demo sign-in as admin (default account).`,
);
console.log(
  `The minimal app: same installed packages (Refine core, ThemedLayoutV2, List + useDataGrid, simple-rest, MUI), same demo backend (MSW, 120 ms latency), no sign-in (fixed demo bearer token).`,
);
console.log(
  `Cold loads interleaved: per round, /main of the app, then both ${LIST_PAGE} pages in alternating order; ${RUNS} rounds.`,
);
console.log(
  `Reloads: a fresh browser context signs in on the page, waits 2 s, and reloads it; ${LIST_PAGE} and the inbox alternate which goes first; ${RUNS} rounds.`,
);

// ---- 7. Export to Excel (DESIGN §9.1) ------------------------------------------------------------------
header("Export to Excel (test/bench/export-bench.mjs)");
const exportBench = spawnSync(process.execPath, [join(ROOT, "test/bench/export-bench.mjs")], { cwd: ROOT, stdio: "inherit" });
if (exportBench.status !== 0) console.warn(`bench: the export measurement did not run (exit ${exportBench.status})`);

// ---- 8. The planners' loop (DESIGN §9.6) ---------------------------------------------------------------
header("The planners' loop (test/bench/planning-bench.mjs)");
// The cold-load servers are stopped by now: the build is served again for the browser part.
const planningOrigin = await serve(OUT_DIR, [], "/login");
const planningBench = spawnSync(process.execPath, [join(ROOT, "test/bench/planning-bench.mjs"), "--origin", planningOrigin], {
  cwd: ROOT,
  stdio: "inherit",
});
if (planningBench.status !== 0) console.warn(`bench: the planning measurement did not run (exit ${planningBench.status})`);

// ---- 9. Transport tracking (DESIGN §9.3) -----------------------------------------------------------------
header("Transport tracking (test/bench/tracking-bench.mjs)");
const trackingBench = spawnSync(
  process.execPath,
  [join(ROOT, "test/bench/tracking-bench.mjs"), "--origin", planningOrigin, "--dist", OUT_DIR],
  { cwd: ROOT, stdio: "inherit" },
);
if (trackingBench.status !== 0) console.warn(`bench: the tracking measurement did not run (exit ${trackingBench.status})`);
cleanup();
