import { useCallback, useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useInvalidate } from "@refinedev/core";
import { INBOX_PATH } from "../../api/inbox";
import type { RobotProcessLog } from "../../api/contract";
import type { PlanningModule } from "../../api/planning";
import { useBackendClient } from "../../data/backend-clients";
import { useSessionFaults } from "../../crud/operations/shared-refine-calls";
import { isHttpError } from "../../data/http-error";
import { pollJob } from "../../data/operations/jobs";
import { fetchWaitingJob, startPlanningJob, type PlanningJob } from "./planning-calls";

const INBOX_RESOURCE = INBOX_PATH.slice(1);

export interface PlanningJobState {
  /** The job's log entry as last read: waiting, then how it ended. */
  entry: RobotProcessLog | null;
  /** What the last job was: a sync or a simulation. */
  kind: PlanningJob["kind"] | null;
  /** A start the server refused, or a follow-up that failed. */
  error: unknown;
  /** A start sent and not answered yet: the last job's entry no longer applies, and no second start goes out. */
  starting: boolean;
  /** The job's last status read failed in a way that may pass: it is read again, and the page says so. */
  unreadable?: boolean;
}

/**
 * Starts a module's SAP sync or simulation and follows it until success, error or empty (DESIGN §9.1). A job
 * already waiting when the page opens (another tab, a reload) is followed too, so the buttons stay blocked.
 */
export function usePlanningJob(setup: {
  module: PlanningModule;
  backend: "default" | "apiEfa";
  logResource: string;
  moduloId: number;
}) {
  const { module, backend, logResource, moduloId } = setup;
  const client = useBackendClient(backend);
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const [state, setState] = useState<PlanningJobState>({
    entry: null,
    kind: null,
    error: null,
    starting: false,
  });
  const starting = useRef(false);
  const following = useRef<AbortController | null>(null);
  const followedId = useRef<RobotProcessLog["id"] | null>(null);
  // A start answered after the page was left is not followed: nothing would show it, and its reads would go on.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const sessionFaults = useSessionFaults();

  const follow = useCallback(
    async (entry: RobotProcessLog, kind: PlanningJob["kind"] | null) => {
      following.current?.abort();
      const controller = new AbortController();
      following.current = controller;
      followedId.current = entry.id;
      setState({ entry, kind, error: null, starting: false });
      try {
        const ended = await pollJob(client, logResource, entry, {
          signal: controller.signal,
          onUpdate: (update) => setState((current) => ({ ...current, entry: update, unreadable: false })),
          onFault: () => setState((current) => ({ ...current, unreadable: true })),
        });
        setState({ entry: ended, kind, error: null, starting: false });
        // Freshness stamps, results and logs all moved on, and with the results the exception inbox's shortages.
        void queryClient.invalidateQueries({ queryKey: ["planning", module] });
        void invalidate({ resource: INBOX_RESOURCE, invalidates: ["list"] });
      } catch (error) {
        if (controller.signal.aborted) return;
        sessionFaults(error);
        setState((current) => ({ ...current, error }));
      }
    },
    [client, logResource, module, queryClient, invalidate, sessionFaults],
  );

  // A job of the module already waiting (started in another tab, by another planner, before a reload) is
  // followed too: looked for as the page opens, and again whenever the page's data is read again (another
  // tab of this browser saved a change, DESIGN §9.5). Without it the page works: a start is refused with the
  // waiting text, and that job is followed then.
  const waitingJob = useQuery({
    queryKey: ["planning", module, "waiting-job", moduloId],
    queryFn: () => fetchWaitingJob(client, logResource, moduloId),
    retry: false,
    // Not kept once the page is left: a job found waiting then may have ended since, and a page opened again
    // followed the kept entry at once, showing "Waiting" and its buttons disabled for a job long over.
    cacheTime: 0,
  });
  const waitingFound = waitingJob.data;
  useEffect(() => {
    if (
      !waitingFound ||
      (following.current?.signal.aborted === false && followedId.current === waitingFound.id)
    )
      return;
    void follow(waitingFound, waitingFound.robotprocess === "SAP_SYNC" ? "sync" : "simulation");
  }, [waitingFound, follow]);
  useEffect(() => () => following.current?.abort(), []);

  const start = useCallback(
    async (job: PlanningJob) => {
      // A second click before the page re-renders with its buttons disabled.
      if (starting.current) return;
      starting.current = true;
      // The last job's entry is not this job's: kept, a simulation's start would show the sync's success, and
      // the old result's link, until the server answers.
      setState({ entry: null, kind: job.kind, error: null, starting: true });
      let entry: RobotProcessLog;
      try {
        entry = await startPlanningJob(client, module, job);
      } catch (error) {
        sessionFaults(error);
        // Refused because a job of the module is under way (another planner, another tab): that job is the
        // one to show and follow, with its own name and log entry, until it ends and the page reads again.
        const running =
          isHttpError(error) && error.statusCode === 409
            ? await fetchWaitingJob(client, logResource, moduloId).catch(() => null)
            : null;
        starting.current = false;
        if (running && mounted.current)
          return follow(running, running.robotprocess === "SAP_SYNC" ? "sync" : "simulation");
        setState((current) => ({ ...current, error, starting: false }));
        return;
      }
      starting.current = false;
      if (mounted.current) await follow(entry, job.kind);
    },
    [client, module, logResource, moduloId, follow, sessionFaults],
  );

  /** Follows again a job whose following failed (the server unreachable for long, a read refused). */
  const resume = useCallback(() => {
    if (state.entry?.type === "waiting") void follow(state.entry, state.kind);
  }, [follow, state.entry, state.kind]);

  // A job whose following failed is no longer known to wait: the buttons are given back, a start the server
  // still refuses says so (its waiting text), and the job can be followed again.
  const waiting = state.starting || (state.entry?.type === "waiting" && !state.error);
  /** A job last seen waiting, whose following failed. */
  const lost = state.entry?.type === "waiting" && Boolean(state.error);
  return { ...state, waiting, lost, start, resume };
}
