import type { AxiosInstance } from "axios";
import type { RobotProcessLog, RobotStatus } from "../../api/contract";
import { robotStatuses } from "../../domain/maintenance-options";
import { NO_RESPONSE_STATUS } from "../http-error";
import { abortable, pause } from "./abort";

/** How often a waiting job's log entry is read again. */
export const JOB_POLL_INTERVAL_MS = 2_000;
/** How long a job may stay waiting before the screen stops asking (the job itself goes on server-side). */
export const JOB_MAX_WAIT_MS = 10 * 60_000;

// The Maintenance screens' option list, typed here so it cannot hold a status the contract lacks.
const statuses: readonly RobotStatus[] = robotStatuses;

/** A job still waiting when the screen gave up on it; its log entry tells how it ends. */
export class JobTimeoutError extends Error {
  /** The translation key of what the screen says (both locales). */
  readonly messageKey = "errors.jobTimedOut";

  constructor(
    readonly entry: RobotProcessLog,
    readonly waitedMs: number,
  ) {
    super(`Robot process log entry ${entry.id} was still waiting after ${waitedMs} ms.`);
    this.name = "JobTimeoutError";
  }
}

/**
 * A read that did not reach the server (the network dropped) or that a gateway failed (5xx): it says nothing
 * of the job, which goes on server-side, so the next turn reads again instead of giving up on it.
 */
function isPassingFault(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && (status === NO_RESPONSE_STATUS || status >= 500);
}

/** A job answer that is not a log entry cannot be followed: failing here beats polling a wrong URL. */
function logEntry(body: unknown): RobotProcessLog {
  const entry = body as Partial<RobotProcessLog> | null;
  if (
    !entry ||
    typeof entry !== "object" ||
    typeof entry.id !== "number" ||
    !statuses.includes(entry.type!)
  ) {
    throw new TypeError("The job's answer is not a robot process log entry.");
  }
  return entry as RobotProcessLog;
}

/** Starts a job (SAP sync, simulation): the server answers at once (202) with its log entry, waiting. */
export async function startJob(
  client: AxiosInstance,
  url: string,
  payload?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<RobotProcessLog> {
  const { signal } = options;
  const response = await abortable(signal, () => client.post<unknown>(url, payload, { signal }));
  return logEntry(response.data);
}

export interface PollJobOptions {
  intervalMs?: number;
  /** After this long still waiting, the poll rejects with JobTimeoutError. */
  maxWaitMs?: number;
  signal?: AbortSignal;
  /** Each entry read while polling, so the screen can show its message and rows. */
  onUpdate?: (entry: RobotProcessLog) => void;
  /** A read that failed in a way that may pass (network loss, a server error): the poll goes on. */
  onFault?: (error: unknown) => void;
}

/**
 * Reads the job's log entry (`{logResource}/{id}`, e.g. "edb/robot-process-log") until its status is no
 * longer waiting, and answers that entry: success, error or empty (SPEC §4, DESIGN §9.1).
 */
export async function pollJob(
  client: AxiosInstance,
  logResource: string,
  entry: RobotProcessLog,
  options: PollJobOptions = {},
): Promise<RobotProcessLog> {
  const { intervalMs = JOB_POLL_INTERVAL_MS, maxWaitMs = JOB_MAX_WAIT_MS, signal, onUpdate, onFault } = options;
  const deadline = Date.now() + maxWaitMs;
  let current = entry;
  while (current.type === "waiting") {
    const left = deadline - Date.now();
    if (left <= 0) throw new JobTimeoutError(current, maxWaitMs);
    // The last read falls on the deadline itself, so a job ending just in time is still seen.
    await pause(Math.min(intervalMs, left), signal);
    let body: unknown;
    try {
      const response = await abortable(signal, () =>
        client.get<unknown>(`/${logResource.replace(/^\/+/, "")}/${current.id}`, { signal }),
      );
      body = response.data;
    } catch (error) {
      if (signal?.aborted || !isPassingFault(error)) throw error;
      onFault?.(error);
      continue;
    }
    current = logEntry(body);
    onUpdate?.(current);
  }
  return current;
}

/** startJob then pollJob: the finished log entry of a new job. */
export async function runJob(
  client: AxiosInstance,
  job: { url: string; payload?: unknown; logResource: string },
  options: PollJobOptions = {},
): Promise<RobotProcessLog> {
  const entry = await startJob(client, job.url, job.payload, { signal: options.signal });
  options.onUpdate?.(entry);
  return pollJob(client, job.logResource, entry, options);
}
