/** The planners' loop calls of one module (src/api/planning.ts), on the module's backend. */
import type { AxiosInstance } from "axios";
import type { RobotProcessLog } from "../../api/contract";
import {
  planningEndpoints,
  planningPath,
  type PlanningModule,
  type SapSource,
  type SimulationVariant,
} from "../../api/planning";
import { pollJob, startJob, type PollJobOptions } from "../../data/operations/jobs";

export async function fetchSapSources(client: AxiosInstance, module: PlanningModule): Promise<SapSource[]> {
  const { data } = await client.get<unknown>(planningPath(module, planningEndpoints.sapSources));
  return Array.isArray(data) ? (data as SapSource[]) : [];
}

export type PlanningJob = { kind: "sync" } | { kind: "simulation"; variant: SimulationVariant };

/** Starts the job: its log entry, waiting (DESIGN §9.1). A 409 means one is already waiting. */
export const startPlanningJob = (client: AxiosInstance, module: PlanningModule, job: PlanningJob): Promise<RobotProcessLog> =>
  job.kind === "sync"
    ? startJob(client, planningPath(module, planningEndpoints.sync))
    : startJob(client, planningPath(module, planningEndpoints.simulations), { variant: job.variant });

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

export const followJob = (client: AxiosInstance, logResource: string, entry: RobotProcessLog, options: PollJobOptions) =>
  pollJob(client, logResource, entry, options);
