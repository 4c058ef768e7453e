#!/usr/bin/env node
/**
 * Export to Excel at size (DESIGN §9.1, §9.6): the time buildWorkbook — what the export's Web Worker runs —
 * takes for 5,000 rows of a generic list (text, numbers, enum labels, dates, date-times), in Node, on this
 * machine. Prints figures; never fails on a budget. Run alone (`node test/bench/export-bench.mjs`) or from
 * bench.mjs.
 */
import { resolve } from "node:path";
import { runnerImport } from "vite";

const ROOT = resolve(import.meta.dirname, "../..");
const ROWS = 5_000;
const RUNS = 5;

// The TypeScript module as the app builds it, loaded through Vite's module runner.
const { module } = await runnerImport(resolve(ROOT, "src/crud/export/build-workbook.ts"), { root: ROOT, logLevel: "error" });
const { buildWorkbook } = module;

// Transit Time's columns (src/features/maintenance/resources.tsx), as exportColumns gives them.
const columns = [
  { field: "modal", header: "Modal", kind: "text", labels: { AIR: "Air", SEA: "Sea", ROAD: "Road" } },
  { field: "continent", header: "Continent", kind: "text", labels: { SA: "South America", NA: "North America", EU: "Europe", AS: "Asia" } },
  { field: "countryCode", header: "Country code", kind: "text" },
  { field: "country", header: "Country name", kind: "text" },
  { field: "transitTime", header: "Transit time (days)", kind: "number" },
  { field: "vendor", header: "Vendor", kind: "text" },
  { field: "vendorDescription", header: "Vendor description", kind: "text" },
  { field: "validFrom", header: "Valid from", kind: "date" },
  { field: "changeDate", header: "Change date", kind: "datetime" },
  { field: "changeUser", header: "Changed by", kind: "text" },
  { field: "obs", header: "Notes", kind: "text" },
];
const modals = ["AIR", "SEA", "ROAD"];
const continents = ["SA", "NA", "EU", "AS"];
const records = Array.from({ length: ROWS }, (_, i) => ({
  modal: modals[i % 3],
  continent: continents[i % 4],
  countryCode: ["BR", "US", "DE", "CN"][i % 4],
  country: ["Brazil", "United States", "Germany", "China"][i % 4],
  transitTime: 3 + (i % 45),
  vendor: String(100_000 + i),
  vendorDescription: `Vendor ${i} Industrial Ltda.`,
  validFrom: `2025-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
  changeDate: new Date(Date.UTC(2025, i % 12, 1 + (i % 28), i % 24, i % 60)).toISOString(),
  changeUser: ["ADMIN", "PLANNER", "ANA.SOUZA"][i % 3],
  obs: i % 5 === 0 ? "Includes customs clearance at Santos." : "",
}));
const input = { columns, records, formats: { date: "mm/dd/yyyy", datetime: "mm/dd/yyyy h:mm AM/PM" }, sheetName: "Transit Time" };

await buildWorkbook(input); // warm-up: module initialisation and JIT
const times = [];
let bytes = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const file = await buildWorkbook(input);
  times.push(performance.now() - started);
  bytes = file.size;
}
times.sort((a, b) => a - b);
console.log(
  `export of ${ROWS.toLocaleString("en-US")} rows: ${Math.round(times[Math.floor(RUNS / 2)])} ms` +
    ` (buildWorkbook in Node, ${columns.length} columns, median of ${RUNS}: ${times.map(Math.round).join(", ")} ms; file ${(bytes / 1024).toFixed(0)} KB)`,
);
