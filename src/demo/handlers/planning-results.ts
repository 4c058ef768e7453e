/**
 * What a module's simulations produced (DESIGN §9.2): the latest result as a summary, its lines and the
 * components availability as generic lists, the result file, CTB's run-to-run changes, EFA's reports and the
 * rule dry-run. Paths and bodies are those of src/api/planning.ts.
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import type { RobotProcessLog } from "../../api/contract";
import {
  PLANNING_MODULES,
  planningEndpoints,
  type CapabilityByPlantRow,
  type ClearShareTrendRow,
  type ResultChange,
  type ResultSummary,
  type RuleDryRunRequest,
  type RuleDryRunResult,
  type ShortageByVendorRow,
} from "../../api/planning";
import {
  capabilityByPlant,
  clearShareTrend,
  compareRuns,
  demandForRules,
  dryRunRule,
  resultKpis,
  shortageByVendor,
  transitTimesFromRecords,
} from "../planning/calculation";
import { SIMULATION_ROBOT } from "../planning/job-names";
import { hasDueJobs, settleDueJobs, type SettleHooks } from "../planning/jobs";
import { planningModules, type PlanningModuleSetup } from "../planning/modules";
import {
  currentTables,
  demandOf,
  finishedRuns,
  latestUploadId,
  resultOf,
  TRANSIT_TIMES_COLLECTION,
  type RunResult,
} from "../planning/planning-store";
import { resultFileLanguage, resultFileSheet } from "../planning/result-file";
import { writeSheetSomewhere } from "../planning/write-sheet-somewhere";
import { ROBOT_STATUS_MESSAGES } from "../seed/robot-logs";
import type { HandlerContext } from "./context";
import { readObject } from "./requests";
import { attachment, error, listAnswer, rejected } from "./responses";

/** A line never clear has no clear-to-build date nor days late: later than any, so worst first puts it first. */
const NEVER_CLEAR_SORTS_LAST = { blanksLargest: ["clearDate", "daysLate"] } as const;
import { forbiddenClauses } from "../rules/capability-rules";
import { planningAccess } from "./planning-access";
import { localDay } from "../../domain/calendar-day";

const EMPTY_RESULT: RunResult = { lines: [], availability: [], shipments: [] };

const latestSimulation = (context: HandlerContext, module: PlanningModuleSetup): RobotProcessLog | null =>
  (context.db.list(module.logCollection, module.namespace) as unknown as RobotProcessLog[])
    .filter((entry) => entry.moduloId === module.moduloId && entry.robotprocess === SIMULATION_ROBOT)
    .reduce<RobotProcessLog | null>((newest, entry) => (!newest || entry.date > newest.date ? entry : newest), null);

export function planningResultHandlers(context: HandlerContext, hooks: SettleHooks): RequestHandler[] {
  const { db, now, pause } = context;
  const { url, refusal } = planningAccess(context);

  /** Waits the latency, ends due jobs, and answers 401/403 when the caller may not read. */
  async function open(request: Request, module: PlanningModuleSetup, screens: readonly (string | undefined)[]) {
    await pause();
    const refused = await refusal(request, screens, "list");
    if (refused) return refused;
    if (hasDueJobs(db, module, now())) await db.write((tx) => settleDueJobs(tx, module, now(), hooks));
    return null;
  }

  async function latest(module: PlanningModuleSetup) {
    const runs = finishedRuns(db, module);
    const last = runs[runs.length - 1];
    return { last, result: last ? await resultOf(db, module, last.run) : EMPTY_RESULT };
  }

  return PLANNING_MODULES.flatMap((name) => {
    const module = planningModules[name];
    const { result: resultScreen, availability: availabilityScreen, sync: syncScreen, reports: reportsScreen } = module.screens;
    const handlers: RequestHandler[] = [
      http.get(url(module, planningEndpoints.result), async ({ request }) => {
        const refused = await open(request, module, [resultScreen, syncScreen]);
        if (refused) return refused;
        const { last, result } = await latest(module);
        const summary: ResultSummary = {
          run: latestSimulation(context, module),
          resultRun: last?.entry ?? null,
          variant: last?.run.variant ?? null,
          kpis: resultKpis(result.lines),
          downloadable: last?.entry.type === "success" && result.lines.length > 0,
          lines: result.lines.length,
        };
        return HttpResponse.json(summary);
      }),
      http.get(url(module, planningEndpoints.resultLines), async ({ request }) => {
        const refused = await open(request, module, [resultScreen]);
        if (refused) return refused;
        return listAnswer((await latest(module)).result.lines, request, NEVER_CLEAR_SORTS_LAST);
      }),
      http.get(url(module, planningEndpoints.componentsAvailability), async ({ request }) => {
        const refused = await open(request, module, [availabilityScreen]);
        if (refused) return refused;
        return listAnswer((await latest(module)).result.availability, request);
      }),
      http.get(url(module, planningEndpoints.resultFile), async ({ request }) => {
        const refused = await open(request, module, [resultScreen]);
        if (refused) return refused;
        const { last, result } = await latest(module);
        if (!last || last.entry.type !== "success" || result.lines.length === 0)
          return error(409, ROBOT_STATUS_MESSAGES.empty);
        const language = resultFileLanguage(request.headers.get("accept-language"));
        const { headers, rows, dateFormat } = resultFileSheet(result.lines, module.followsShipments, language);
        const file = await writeSheetSomewhere(headers, rows, language === "pt-BR" ? "Resultado" : "Result", dateFormat);
        // The run's day as the person who downloads it lives it (the demo answers in their browser).
        const day = localDay(new Date(last.run.date));
        return new HttpResponse(file, {
          headers: {
            "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "content-disposition": attachment(`${module.module}-result-${day}.xlsx`),
            "Access-Control-Expose-Headers": "Content-Disposition",
          },
        });
      }),
    ];
    if (name === "ctb") {
      handlers.push(
        http.get(url(module, planningEndpoints.resultChanges), async ({ request }) => {
          const refused = await open(request, module, [resultScreen]);
          if (refused) return refused;
          const runs = finishedRuns(db, module);
          const [previous, current] = runs.slice(-2);
          if (!previous || !current) return listAnswer<ResultChange>([], request);
          const [before, after] = await Promise.all([resultOf(db, module, previous.run), resultOf(db, module, current.run)]);
          const changes = compareRuns(before.lines, after.lines, { previous: before.shipments, current: after.shipments }).map(
            (change, index) => ({ id: index + 1, ...change }),
          );
          return listAnswer<ResultChange>(changes, request);
        }),
      );
    }
    if (reportsScreen) {
      handlers.push(
        http.get(url(module, planningEndpoints.reports.capabilityByPlant), async ({ request }) => {
          const refused = await open(request, module, [reportsScreen]);
          if (refused) return refused;
          return HttpResponse.json<CapabilityByPlantRow[]>(capabilityByPlant((await latest(module)).result.lines));
        }),
        http.get(url(module, planningEndpoints.reports.shortageByVendor), async ({ request }) => {
          const refused = await open(request, module, [reportsScreen]);
          if (refused) return refused;
          const { result } = await latest(module);
          return HttpResponse.json<ShortageByVendorRow[]>(shortageByVendor(result.availability, result.lines));
        }),
        http.get(url(module, planningEndpoints.reports.clearShareTrend), async ({ request }) => {
          const refused = await open(request, module, [reportsScreen]);
          if (refused) return refused;
          const runs = await Promise.all(
            finishedRuns(db, module).map(async ({ run }) => ({
              runId: run.id,
              date: run.date,
              lines: (await resultOf(db, module, run)).lines,
            })),
          );
          return HttpResponse.json<ClearShareTrendRow[]>(clearShareTrend(runs));
        }),
      );
    }
    return handlers;
  }).concat(
    // The rule editor's dry run (edb/sys-roles): which current EDB demand lines a rule selects, before → after.
    http.post(`${context.apiUrl}${planningEndpoints.ruleDryRun}`, async ({ request }) => {
      await pause();
      const refused = await refusal(request, ["edb/sys-roles"], "list");
      if (refused) return refused;
      const body = await readObject(request);
      if (!body || !Array.isArray(body.updateClauses) || !Array.isArray(body.whereClauses))
        return error(400, "updateClauses and whereClauses must be lists");
      // SPEC §5: a rule with a forbidden word is refused here as its save is, with the same texts.
      const forbidden = forbiddenClauses(body, { rows: [], now: now() });
      if (!forbidden.ok) return rejected(forbidden);
      const module = planningModules.edb;
      const tables = currentTables(db, module);
      // Relative dates ("+5") count from today on the planner's clock, as a run's do.
      const at = localDay(now());
      const demand = demandForRules({
        now: at,
        demand: demandOf(db, module, tables, latestUploadId(db, module)),
        tables,
        transitTimes: transitTimesFromRecords(db.list(TRANSIT_TIMES_COLLECTION)),
      });
      return HttpResponse.json<RuleDryRunResult>(dryRunRule(body as unknown as RuleDryRunRequest, demand, at));
    }),
  );
}
