/** The planners' loop calls of one module (src/api/planning.ts), on the module's backend. */
import type { AxiosInstance } from "axios";
import type { RobotProcessLog } from "../../api/contract";
import {
  planningEndpoints,
  planningPath,
  type PlanningModule,
  type PlanningTemplate,
  type ResultChange,
  type ResultChangeKind,
  type ResultSummary,
  type SapSource,
  type SimulationRequest,
  type SimulationVariant,
  type UploadLines,
  type UploadRecord,
} from "../../api/planning";
import { parseColumns, type TemplateColumn } from "../../domain/template-model";
import { downloadFile, type DownloadedFile } from "../../data/operations/download";
import { startJob } from "../../data/operations/jobs";
import { uploadFile, type UploadOptions } from "../../data/operations/upload";

export async function fetchSapSources(client: AxiosInstance, module: PlanningModule): Promise<SapSource[]> {
  const { data } = await client.get<unknown>(planningPath(module, planningEndpoints.sapSources));
  return Array.isArray(data) ? (data as SapSource[]) : [];
}

export type PlanningJob = { kind: "sync" } | { kind: "simulation"; variant: SimulationVariant };

/** Starts the job: its log entry, waiting (DESIGN §9.1). A 409 means one is already waiting. */
export const startPlanningJob = (client: AxiosInstance, module: PlanningModule, job: PlanningJob): Promise<RobotProcessLog> =>
  job.kind === "sync"
    ? startJob(client, planningPath(module, planningEndpoints.sync))
    : startJob(client, planningPath(module, planningEndpoints.simulations), { variant: job.variant } satisfies SimulationRequest);

/** The module's job still waiting, if any (started in another tab, or before a reload). */
export async function fetchWaitingJob(
  client: AxiosInstance,
  logResource: string,
  moduloId: number,
): Promise<RobotProcessLog | null> {
  const { data } = await client.get<unknown>(`/${logResource}`, {
    params: { type: "waiting", moduloId, _sort: "date", _order: "desc", _start: 0, _end: 20 },
  });
  const rows = Array.isArray(data) ? (data as RobotProcessLog[]) : [];
  return rows.find((row) => row.robotprocess === "SAP_SYNC" || row.robotprocess === "SIMULATION") ?? null;
}

export async function fetchResultSummary(client: AxiosInstance, module: PlanningModule): Promise<ResultSummary> {
  const { data } = await client.get<ResultSummary>(planningPath(module, planningEndpoints.result));
  return data;
}

export const downloadResult = (client: AxiosInstance, module: PlanningModule): Promise<DownloadedFile> =>
  downloadFile(client, planningPath(module, planningEndpoints.resultFile), { fallbackName: `${module}-result.xlsx` });

export async function fetchTemplate(
  client: AxiosInstance,
  module: PlanningModule,
): Promise<Omit<PlanningTemplate, "columns"> & { columns: TemplateColumn[] }> {
  const { data } = await client.get<PlanningTemplate>(planningPath(module, planningEndpoints.template));
  return { ...data, columns: parseColumns(data.columns) };
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** A page of a planning list (uploads, CTB changes), with the total from x-total-count (SPEC §7). */
export async function fetchPage<T>(
  client: AxiosInstance,
  path: string,
  page: { start: number; end: number; params?: Record<string, string> },
): Promise<Page<T>> {
  const response = await client.get<unknown>(path, { params: { _start: page.start, _end: page.end, ...page.params } });
  const rows = Array.isArray(response.data) ? (response.data as T[]) : [];
  const total = Number(response.headers["x-total-count"]);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

export const fetchUploads = (client: AxiosInstance, module: PlanningModule, start: number, end: number) =>
  fetchPage<UploadRecord>(client, planningPath(module, planningEndpoints.uploads), { start, end });

export const downloadUpload = (client: AxiosInstance, module: PlanningModule, upload: UploadRecord) =>
  downloadFile(client, planningPath(module, planningEndpoints.uploadFile(upload.id)), { fallbackName: upload.filename });

export async function fetchUploadLines(client: AxiosInstance, module: PlanningModule, id: number): Promise<UploadLines> {
  const { data } = await client.get<UploadLines>(planningPath(module, planningEndpoints.uploadLines(id)));
  return data;
}

/** POST {base}/uploads: the file, and its name as a field of its own (see the README's endpoint list). */
export const sendTemplate = (client: AxiosInstance, module: PlanningModule, file: File, options: UploadOptions = {}) =>
  uploadFile(client, planningPath(module, planningEndpoints.uploads), file, {
    ...options,
    fields: { filename: file.name, ...options.fields },
  }) as Promise<UploadRecord>;

/** A page of CTB's run-to-run changes, the largest moves first, optionally of one kind. */
export const fetchResultChanges = (
  client: AxiosInstance,
  module: PlanningModule,
  page: { start: number; end: number; kind: ResultChangeKind | "all" },
) =>
  fetchPage<ResultChange>(client, planningPath(module, planningEndpoints.resultChanges), {
    start: page.start,
    end: page.end,
    params: { _sort: "days", _order: "desc", ...(page.kind === "all" ? {} : { kind: page.kind }) },
  });

/** One of EFA's reports (GET {base}/reports/…): its rows; anything but a list reads as none. */
export async function fetchReport<Row>(
  client: AxiosInstance,
  module: PlanningModule,
  report: keyof typeof planningEndpoints.reports,
): Promise<Row[]> {
  const { data } = await client.get<unknown>(planningPath(module, planningEndpoints.reports[report]));
  return Array.isArray(data) ? (data as Row[]) : [];
}
