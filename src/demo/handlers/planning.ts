/**
 * The planners' loop of the demo backend (DESIGN §9.1, §9.2): each module's SAP sources with their freshness,
 * the manual SAP sync and the simulations as jobs. Paths and bodies are those of src/api/planning.ts.
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { RobotProcessLog } from "../../api/contract";
import {
  PLANNING_MODULES,
  planningEndpoints,
  SIMULATION_VARIANTS,
  type JobBusyBody,
  type SapSource,
  type SimulationVariant,
} from "../../api/planning";
import { jobFaults, type JobFaults } from "../planning/job-faults";
import { planningModules, type PlanningModuleSetup } from "../planning/modules";
import {
  DEFAULT_JOB_DURATIONS,
  hasDueJobs,
  settleDueJobs,
  startJob,
  waitingJob,
  type JobDurations,
  type SettleHooks,
} from "../planning/jobs";
import { ROBOT_STATUS_MESSAGES } from "../seed/robot-logs";
import { latestUploadId } from "../planning/planning-store";
import type { DemoReader } from "../store";
import type { HandlerContext } from "./context";
import { planningAccess } from "./planning-access";
import { readObject } from "./requests";
import { error } from "./responses";
import { transact } from "./transact";
import { sapUserOfModule } from "../sap-users";
import { compareCodeUnits } from "../code-unit-order";


export interface PlanningHandlerOptions {
  durations?: Partial<JobDurations>;
  faults?: JobFaults;
  hooks: SettleHooks;
}

const isVariant = (value: unknown): value is SimulationVariant =>
  (SIMULATION_VARIANTS as readonly unknown[]).includes(value);

function sapSources(db: DemoReader, module: PlanningModuleSetup): SapSource[] {
  const log = db.list(module.logCollection, module.namespace) as unknown as RobotProcessLog[];
  const pipelines = db.list("robot-pipeline");
  return module.sources.map((transaction) => {
    const runs = log
      .filter((entry) => entry.moduloId === module.moduloId && entry.robotprocess === transaction)
      .sort((a, b) => compareCodeUnits(b.date, a.date));
    const pipeline = pipelines.find((row) => row.transactionname === transaction);
    // What the last successful download brought, as its log entry says: the card and the entry it links to
    // agree (a sync writes its tables' counts there; the seed's orders booked are the simulations' demand).
    const held = runs.find((entry) => entry.type === "success");
    return {
      transaction,
      pipelineId: pipeline?.id ?? 0,
      name: typeof pipeline?.name === "string" ? pipeline.name : transaction,
      rows: held?.rows ?? 0,
      rowsDate: held?.date ?? null,
      lastRun: runs[0] ?? null,
      sapUser: sapUserOfModule(module.moduloId),
    };
  });
}

export function planningHandlers(context: HandlerContext, options: PlanningHandlerOptions): RequestHandler[] {
  const { db, now, pause } = context;
  // Read at each start, so a test can lengthen a job it wants to catch waiting.
  const durationOf = (kind: keyof JobDurations) => options.durations?.[kind] ?? DEFAULT_JOB_DURATIONS[kind];
  const faults = options.faults ?? jobFaults();
  const { baseOf, url, refusal } = planningAccess(context);

  /** Ends the jobs that are due before a read answers, so every reader sees the same outcome. */
  async function settle(module: PlanningModuleSetup): Promise<void> {
    if (!hasDueJobs(db, module, now())) return;
    await db.write((tx) => settleDueJobs(tx, module, now(), options.hooks));
  }

  const busy = (waiting: RobotProcessLog) =>
    HttpResponse.json<JobBusyBody>({ message: ROBOT_STATUS_MESSAGES.waiting, waiting }, { status: 409 });

  return PLANNING_MODULES.flatMap((name) => {
    const module = planningModules[name];
    const allScreens = Object.values(module.screens).filter((screen): screen is string => screen !== undefined);
    const start = (kind: "sync" | "simulation", variant?: SimulationVariant) =>
      transact(context, (tx) => {
        settleDueJobs(tx, module, now(), options.hooks);
        const waiting = waitingJob(tx, module);
        if (waiting) return busy(waiting);
        const entry = startJob(tx, module, {
          kind,
          now: now(),
          durationMs: durationOf(kind),
          fails: faults.take(),
          variant,
          uploadId: latestUploadId(tx, module),
        });
        return HttpResponse.json(entry, { status: 202 });
      });
    return [
      http.get(url(module, planningEndpoints.sapSources), async ({ request }) => {
        await pause();
        const refused = await refusal(request, allScreens, "list");
        if (refused) return refused;
        await settle(module);
        return HttpResponse.json<SapSource[]>(sapSources(db, module));
      }),
      http.post(url(module, planningEndpoints.sync), async ({ request }) => {
        await pause();
        const refused = await refusal(request, [module.screens.sync], "create");
        return refused ?? start("sync");
      }),
      http.post(url(module, planningEndpoints.simulations), async ({ request }) => {
        await pause();
        const refused = await refusal(request, [module.screens.sync], "create");
        if (refused) return refused;
        const body = await readObject(request);
        if (!isVariant(body?.variant)) return error(400, `variant must be one of ${SIMULATION_VARIANTS.join(", ")}`);
        return start("simulation", body.variant);
      }),
      // A log read (list or entry) first ends the module's due jobs, then the generic handler answers it.
      // Only the stored revision is read here: the generic handler adds the latency once.
      http.get(`${baseOf(module)}/${module.logCollection}*`, async () => {
        await db.sync();
        await settle(module);
        return undefined;
      }),
    ];
  });
}
