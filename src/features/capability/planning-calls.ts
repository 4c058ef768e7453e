/** The planners' loop calls of one module (src/api/planning.ts), on the module's backend. */
import type { AxiosInstance } from "axios";
import type { RobotProcessLog } from "../../api/contract";
import {
  planningBasePath,
  planningEndpoints,
  planningPath,
  RESULT_CHANGE_CAUSES,
  type PlanningModule,
  type ResultChange,
  type ResultChangeCause,
  type ResultChangeKind,
  type ResultSummary,
  type SapSource,
  type SimulationRequest,
  type SimulationVariant,
} from "../../api/planning";
import { downloadFile, type DownloadedFile } from "../../data/operations/download";
import { startJob } from "../../data/operations/jobs";
import { fetchPage } from "../../crud/uploads/upload-calls";
import type { UploadTarget } from "../../crud/uploads/upload-target";

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

/** The result file, its headers and statuses in the page's language. */
export const downloadResult = (client: AxiosInstance, module: PlanningModule, language: string): Promise<DownloadedFile> =>
  downloadFile(client, planningPath(module, planningEndpoints.resultFile), { fallbackName: `${module}-result.xlsx`, language });

/** A page of CTB's run-to-run changes, the largest moves first, optionally of one kind. */
export const fetchResultChanges = (
  client: AxiosInstance,
  module: PlanningModule,
  page: { start: number; end: number; kind: ResultChangeKind | ResultChangeCause | "all" },
) =>
  fetchPage<ResultChange>(client, planningPath(module, planningEndpoints.resultChanges), {
    start: page.start,
    end: page.end,
    params: {
      _sort: "days",
      // The largest moves first: improvements move the date back (negative days), so the most improved is the
      // lowest number.
      _order: page.kind === "improved" || page.kind === "resolvedShortage" ? "asc" : "desc",
      // A cause is one more way to narrow the changes down (the slipped ETAs), beside the kinds.
      ...(page.kind === "all"
        ? {}
        : (RESULT_CHANGE_CAUSES as readonly string[]).includes(page.kind)
          ? { cause: page.kind }
          : { kind: page.kind }),
    },
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

/** Where a module's template uploads live, for the shared upload card and history (src/crud/uploads). */
export const uploadTargetOf = (module: PlanningModule, backend: UploadTarget["backend"]): UploadTarget => ({
  queryKey: ["planning", module],
  backend,
  basePath: planningBasePath[module],
  id: module,
});
