#!/usr/bin/env node
/**
 * The planners' loop at size (DESIGN §9.6): figures, never a budget enforced.
 * - In Node: a simulation over the seeded EDB data (5,000 order lines × the bill of materials), each variant;
 *   and the result .xlsx of 50,000 lines, as the demo backend writes it.
 * - In Chromium, against a served production build (`--origin http://…`, given by bench.mjs): a generated
 *   50,000-row × 12-column .xlsx checked against its template, from file chosen to verdict, and the longest
 *   task on the page's main thread meanwhile.
 * Run alone (`node test/bench/planning-bench.mjs [--origin URL]`) or from bench.mjs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { runnerImport } from "vite";

const ROOT = resolve(import.meta.dirname, "../..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const originArg = process.argv.indexOf("--origin");
const origin = originArg > 0 ? process.argv[originArg + 1] : undefined;
const load = async (path) => (await runnerImport(resolve(ROOT, path), { root: ROOT, logLevel: "error" })).module;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// ---- a simulation over the seeded data -------------------------------------------------------------------
const { sapTables } = await load("src/demo/planning/sap-tables.ts");
const calculation = await load("src/demo/planning/calculation/index.ts");
const { seedSnapshot } = await load("src/demo/store/seed-snapshot.ts");
const now = new Date();
const seed = seedSnapshot(now);
const tables = sapTables({ seededAt: now.toISOString(), module: "edb", syncCount: 1 });
const input = {
  now: now.toISOString(),
  demand: calculation.demandFromOrdersBooked(tables),
  tables,
  transitTimes: calculation.transitTimesFromRecords(seed.api["edb/edb-transit-time"]),
  rules: calculation.planningRules(seed.api["edb/sys-roles"]),
};
calculation.simulate(input, "purchaseOrder"); // warm-up: JIT
for (const variant of ["purchaseOrder", "zmardZpovis", "mrp"]) {
  const times = [];
  let lines = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    lines = calculation.simulate(input, variant).lines.length;
    times.push(performance.now() - started);
  }
  console.log(
    `simulation ${variant.padEnd(13)} ${Math.round(median(times))} ms (median of 3: ${times.map(Math.round).join(", ")} ms; ` +
      `${lines.toLocaleString("en-US")} lines, ${tables.bom.length.toLocaleString("en-US")} BOM rows, in Node)`,
  );
}

// ---- the result .xlsx of 50,000 lines --------------------------------------------------------------------
const { writeSheet } = await load("src/demo/planning/xlsx.ts");
const result = calculation.simulate(input, "purchaseOrder").lines;
const columns = Object.keys(result[0]);
const rows = Array.from({ length: 50_000 }, (_, i) => {
  const line = result[i % result.length];
  return columns.map((column) => line[column] ?? null);
});
await writeSheet(columns, rows.slice(0, 100), "Result"); // warm-up
const xlsxTimes = [];
let size = 0;
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  size = (await writeSheet(columns, rows, "Result")).size;
  xlsxTimes.push(performance.now() - started);
}
console.log(
  `result .xlsx of 50,000 lines: ${Math.round(median(xlsxTimes))} ms (median of 3: ${xlsxTimes.map(Math.round).join(", ")} ms; ` +
    `${columns.length} columns, ${(size / 1024 / 1024).toFixed(1)} MB, write-excel-file in Node)`,
);

// ---- checking a 50,000-row × 12-column .xlsx in the browser ----------------------------------------------
if (!origin) {
  console.log("sheet check in the browser: skipped (no --origin; bench.mjs passes its served build)");
  process.exit(0);
}
const { chromium } = await import("@playwright/test");
const writeXlsxFile = (await import("write-excel-file/node")).default;
const { PLANNING_TEMPLATE_COLUMNS } = calculation;
const template = [...PLANNING_TEMPLATE_COLUMNS.edb];
// Twelve columns: the template's own, then optional text columns the bench adds to it.
for (let extra = 1; template.length < 12; extra++) template.push({ header: `Note ${extra}`, type: "text", required: false, example: "x" });
const dir = mkdtempSync(join(tmpdir(), "scm-bench-"));
const file = join(dir, "capability-50000.xlsx");
const cell = (column, i) => {
  if (column.header === "Order") return { value: `SO ${4_100_000 + i}/10`, type: String };
  if (column.type === "number") return { value: 1 + (i % 500), type: Number };
  if (column.type === "date") return { value: new Date(Date.UTC(2026, i % 12, 1 + (i % 28))), type: Date, format: "yyyy-mm-dd" };
  return { value: column.example, type: String };
};
await writeXlsxFile([
  template.map((column) => ({ value: column.header })),
  ...Array.from({ length: 50_000 }, (_, i) => template.map((column) => cell(column, i))),
]).toFile(file);

const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await page.addInitScript(() => {
    window.__longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longestTask = Math.max(window.__longestTask, entry.duration);
    }).observe({ type: "longtask", buffered: false });
  });
  await page.goto(`${origin}/login?as=admin&to=${encodeURIComponent("/material-capability/upload-of-template")}`);
  await page.waitForURL("**/material-capability/upload-of-template");
  // The template gets the twelve columns, as an administrator would set it.
  await page.evaluate(async (columns) => {
    const token = sessionStorage.getItem("scm.accessToken");
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const current = await (await fetch("/api/edb/configurable-template/1", { headers })).json();
    const response = await fetch("/api/edb/configurable-template/1", {
      method: "PATCH",
      headers: { ...headers, "if-match": `"${current.updateDate}"` },
      body: JSON.stringify({ columns }),
    });
    if (!response.ok) throw new Error(`template update: ${response.status}`);
  }, template);
  await page.reload();
  await page.getByTestId("excel-file-input").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Download blank template" }).waitFor();
  await page.waitForTimeout(500);
  await page.evaluate(() => (window.__longestTask = 0));
  const started = Date.now();
  await page.getByTestId("excel-file-input").setInputFiles(file);
  await page.getByText(/passed the check \(50,?000 lines\)/).waitFor({ timeout: 120_000 });
  const verdictMs = Date.now() - started;
  const longest = await page.evaluate(() => window.__longestTask);
  console.log(
    `sheet check of 50,000 rows × 12 columns: ${verdictMs} ms from file chosen to verdict; longest main-thread task meanwhile ${longest === 0 ? "none over 50 ms (the long-task threshold)" : `${Math.round(longest)} ms`} (Chromium, production build)`,
  );
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
