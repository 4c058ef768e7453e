// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readSheet } from "read-excel-file/node";
import writeXlsxFile from "write-excel-file/node";
import type {
  ClearShareTrendRow,
  ComponentAvailability,
  ResultChange,
  ResultLine,
  ResultSummary,
  RuleDryRunResult,
  SapSource,
  UploadLines,
  UploadRecord,
} from "../../../../src/api/planning";
import type { RobotProcessLog } from "../../../../src/api/contract";
import { PLANNING_TEMPLATE_COLUMNS } from "../../../../src/demo/planning/calculation";
import { fileNameFromContentDisposition } from "../../../../src/data/operations/content-disposition";
import { localDay } from "../../../../src/domain/calendar-day";
import { body, call, demoUrls, login, serveDemoBackend } from "./demo-server";

serveDemoBackend();

const { apiEfaUrl } = demoUrls;

async function xlsx(rows: (string | number | Date | null)[][], name: string): Promise<File> {
  const data = rows.map((row) => row.map((value) => (value === null ? null : { value })));
  return new File([Uint8Array.from(await writeXlsxFile(data, { dateFormat: "yyyy-mm-dd" }).toBuffer())], name);
}

async function upload(file: File, as?: string) {
  const token = as ? await login(as) : await login();
  const form = new FormData();
  form.append("file", file, file.name);
  return fetch(`${demoUrls.apiUrl}/material-capability/uploads`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

describe("the planners' loop in the demo backend", () => {
  it("answers the latest EDB result: its KPIs add up to its lines, and the lines page with a total", async () => {
    const summary = await body<ResultSummary>(await call("/material-capability/result"));
    expect(summary.resultRun?.robotprocess).toBe("SIMULATION");
    expect(summary.downloadable).toBe(true);
    expect(summary.lines).toBe(5000);
    expect(summary.kpis.clear + summary.kpis.partial + summary.kpis.short).toBe(5000);
    expect(summary.kpis.short).toBeGreaterThan(0);

    const response = await call("/material-capability/result-lines?_start=0&_end=10&status=short&_sort=needDate&_order=asc");
    expect(Number(response.headers.get("x-total-count"))).toBe(summary.kpis.short);
    const lines = await body<ResultLine[]>(response);
    expect(lines).toHaveLength(10);
    expect(lines.every((line) => line.status === "short" && line.buildableNow < line.quantity)).toBe(true);
    expect(lines.map((line) => line.needDate)).toEqual([...lines.map((line) => line.needDate)].sort());

    // Worst first: a line never clear (no date, no days late) comes before any line clear late.
    const worst = await body<ResultLine[]>(await call("/material-capability/result-lines?_start=0&_end=5&_sort=daysLate&_order=desc"));
    expect(worst[0]).toMatchObject({ daysLate: null, clearDate: null, status: "short" });

    const availability = await body<ComponentAvailability[]>(
      await call("/material-capability/components-availability?_start=0&_end=5&shortageQuantity_gte=1"),
    );
    expect(availability.length).toBeGreaterThan(0);
    expect(availability.every((row) => row.shortageQuantity >= 1 && row.firstShortageDate !== null)).toBe(true);
  });

  it("counts each SAP source's rows as its newest successful download's log entry does, in every module", async () => {
    for (const [path, base, moduloId] of [
      ["/material-capability", demoUrls.apiUrl, 1],
      ["/ctb", demoUrls.apiUrl, 2],
      ["/material-capability", apiEfaUrl, 4],
    ] as const) {
      const sources = await body<SapSource[]>(await call(`${path}/sap-sources`, {}, base));
      const logPath = base === apiEfaUrl ? "/robot-process-log" : "/edb/robot-process-log";
      for (const source of sources) {
        const entries = await body<RobotProcessLog[]>(
          await call(`${logPath}?robotprocess=${source.transaction}&moduloId=${moduloId}&type=success&_sort=date&_order=desc&_start=0&_end=1`, {}, base),
        );
        expect([source.transaction, source.rows, source.rowsDate]).toEqual([source.transaction, entries[0]!.rows, entries[0]!.date]);
      }
      // The orders booked the newest download brought are the demand lines the module's simulations read.
      const summary = await body<ResultSummary>(await call(`${path}/result`, {}, base));
      expect(sources.find((source) => source.transaction === "VA05")?.rows).toBe(summary.lines);
    }
  });

  it("serves the result as a real .xlsx named in Content-Disposition, one row per line", async () => {
    const response = await call("/material-capability/result/file");
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="edb-result-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = await readSheet(Buffer.from(await response.arrayBuffer()));
    // EDB follows tracked shipments: a line a late shipment moved says by how much, and which shipment.
    // The grid's headers and status words, in English unless the request asks for Portuguese.
    expect(rows[0]).toEqual(["Order", "Material", "Plant", "Need date", "Priority", "Quantity", "Buildable now", "Clear-to-build date", "Days late", "Limiting components", "Status", "MRP controller", "ETA shift", "Shipment"]);
    expect(rows).toHaveLength(5001);
    expect(new Set(rows.slice(1).map((row) => row[10]))).toEqual(new Set(["Clear", "Partial", "Short"]));
    const portuguese = await readSheet(
      Buffer.from(await (await call("/material-capability/result/file", { headers: { "accept-language": "pt-BR" } })).arrayBuffer()),
    );
    expect(portuguese[0]!.slice(0, 4)).toEqual(["Ordem", "Material", "Centro", "Data de necessidade"]);
    expect(portuguese[0]!.slice(-2)).toEqual(["Impacto do ETA", "Embarque"]);
    expect(new Set(portuguese.slice(1).map((row) => row[10]))).toEqual(new Set(["Liberada", "Parcial", "Em falta"]));
    expect(portuguese.slice(1).map((row) => row[0])).toEqual(rows.slice(1).map((row) => row[0]));
    // Need dates are date cells in both files (each in its language's format).
    expect([rows[1]![3], portuguese[1]![3]].every((cell) => cell instanceof Date)).toBe(true);
    const moved = rows.slice(1).filter((row) => row[12] !== null && row[12] !== undefined && row[12] !== "");
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((row) => typeof row[12] === "number" && typeof row[13] === "string")).toBe(true);
    const efa = await readSheet(Buffer.from(await (await call("/material-capability/result/file", {}, apiEfaUrl)).arrayBuffer()));
    expect(efa[0]).toHaveLength(12);
  });

  it("names the result file with the run's day on the clock of the person downloading it", async () => {
    const run = (await body<ResultSummary>(await call("/material-capability/result"))).resultRun!;
    const at = new Date(run.date);
    // A zone whose day differs from UTC's at the run's hour: UTC+14 from 10:00 UTC, UTC-11 before 11:00.
    const zone = process.env.TZ;
    process.env.TZ = at.getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
    try {
      const local = localDay(at);
      expect(local).not.toBe(run.date.slice(0, 10));
      const response = await call("/material-capability/result/file");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="edb-result-${local}.xlsx"`);
    } finally {
      process.env.TZ = zone;
    }
  });

  it("compares CTB's two latest runs, and serves EFA's reports from the EFA backend", async () => {
    const changes = await body<ResultChange[]>(await call("/ctb/result-changes?_start=0&_end=1000"));
    expect(changes.every((change) => ["newShortage", "resolvedShortage", "slipped", "improved"].includes(change.kind))).toBe(true);

    const trend = await body<ClearShareTrendRow[]>(await call("/material-capability/reports/clear-share-trend", {}, apiEfaUrl));
    expect(trend).toHaveLength(8);
    expect(trend.every((row) => row.clearShare >= 0 && row.clearShare <= 1 && row.lines === 800)).toBe(true);
    const byPlant = await body<{ plant: string }[]>(await call("/material-capability/reports/capability-by-plant", {}, apiEfaUrl));
    expect(byPlant.length).toBeGreaterThan(0);
  });

  it("dry-runs a rule: the lines its where clauses select, before → after its updates", async () => {
    const result = await body<RuleDryRunResult>(
      await call("/edb/sys-roles/dry-run", {
        method: "POST",
        json: {
          updateClauses: [{ column: "priority", operator: "eq", connector: "AND", value: "1" }],
          whereClauses: [{ column: "plant", operator: "eq", connector: "AND", value: "BR10" }],
        },
      }),
    );
    expect(result.total).toBe(5000);
    expect(result.matched).toBeGreaterThan(0);
    expect(result.lines.length).toBeLessThanOrEqual(200);
    expect(result.lines.every((line) => line.plant === "BR10")).toBe(true);

    const refused = await call("/edb/sys-roles/dry-run", {
      method: "POST",
      json: { updateClauses: [], whereClauses: [{ column: "plant", operator: "eq", connector: "AND", value: "BR10; DROP" }] },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: "The filter contains forbidden words such as ;, DROP" });
  });

  it("takes an upload that fits the template, keeps its lines, and lists it first; refuses one that does not", async () => {
    const columns = PLANNING_TEMPLATE_COLUMNS.edb;
    const headers = columns.map((column) => column.header);
    const line = (order: string) =>
      columns.map((column) =>
        column.header === "Order" ? order : column.type === "number" ? Number(column.example) : column.type === "date" ? new Date(`${column.example}T00:00:00Z`) : column.example,
      );
    const created = await upload(await xlsx([headers, line("SO 1/10"), line("SO 2/10")], "week-48.xlsx"));
    expect(created.status).toBe(201);
    const record = await body<UploadRecord>(created);
    expect(record).toMatchObject({ filename: "week-48.xlsx", rows: 2, username: "ADMIN" });

    const history = await body<UploadRecord[]>(await call("/material-capability/uploads?_start=0&_end=10"));
    expect(history[0]?.id).toBe(record.id);
    const stored = await body<UploadLines>(await call(`/material-capability/uploads/${record.id}/lines`));
    expect(stored.lines.map((row) => row.Order)).toEqual(["SO 1/10", "SO 2/10"]);
    expect(stored.keyHeaders.length).toBeGreaterThan(0);
    const again = await readSheet(Buffer.from(await (await call(`/material-capability/uploads/${record.id}/file`)).arrayBuffer()));
    expect(again[0]).toEqual(headers);
    expect(again).toHaveLength(3);

    const wrong = await upload(await xlsx([["Material", "Plant"], ["X", "BR10"]], "wrong.xlsx"));
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ message: expect.stringMatching(/does not match the template/) });
    const refused = await upload(await xlsx([headers, line("SO 3/10")], "viewer.xlsx"), "VIEWER");
    expect(refused.status).toBe(403);
  });

  it("gives an upload back under its own name, whatever its characters (filename* first, an ASCII filename beside it)", async () => {
    const columns = PLANNING_TEMPLATE_COLUMNS.edb;
    const headers = columns.map((column) => column.header);
    const values = columns.map((column) =>
      column.header === "Order" ? "SO 9/10" : column.type === "number" ? Number(column.example) : column.type === "date" ? new Date(`${column.example}T00:00:00Z`) : column.example,
    );
    const name = "Plano – semana 48 (João’s).xlsx";
    const record = await body<UploadRecord>(await upload(await xlsx([headers, values], name)));
    expect(record.filename).toBe(name);

    const again = await call(`/material-capability/uploads/${record.id}/file`);
    expect(again.status).toBe(200);
    const disposition = again.headers.get("content-disposition");
    expect(fileNameFromContentDisposition(disposition, "fallback.xlsx")).toBe(name);
    expect(disposition).toContain('filename="Plano _ semana 48 (Jo_o_s).xlsx"');
    expect(await readSheet(Buffer.from(await again.arrayBuffer()))).toHaveLength(2);
  });
});
