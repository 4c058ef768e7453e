import { afterEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import type { AxiosAdapter, InternalAxiosRequestConfig } from "axios";
import { server } from "../../../msw-server";
import type { RobotProcessLog, RobotStatus } from "../../../../src/api/contract";
import { JobTimeoutError, pollJob, runJob, startJob } from "../../../../src/data/operations/jobs";
import { isAbortError } from "../../../../src/data/operations/abort";
import { BASE, testClient } from "./test-client";
import enUS from "../../../../src/i18n/locales/en-US.json";
import ptBR from "../../../../src/i18n/locales/pt-BR.json";

const waiting: RobotProcessLog = {
  id: 41,
  routine: "SAP sync EDB material capability",
  date: "2025-05-01T08:00:00.000Z",
  type: "waiting",
  message: "Waiting: Processing in progress",
  rows: 0,
  time: "",
  robotprocess: "ZMARD",
  moduloId: 1,
};
const ended = (type: RobotStatus, rows = 0): RobotProcessLog => ({ ...waiting, type, rows, message: type });

/**
 * A client whose log entry reads answer, one after another, the statuses given (the last one repeats),
 * without a network: the poll's timing is then the fake clock's alone.
 */
function logServer(statuses: RobotStatus[]) {
  const client = testClient();
  const reads: { url: string; at: number }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    reads.push({ url: config.url ?? "", at: Date.now() });
    const type = statuses[Math.min(reads.length - 1, statuses.length - 1)];
    return {
      data: ended(type, type === "success" ? 120 : 0),
      status: 200,
      statusText: "OK",
      headers: {},
      config,
    };
  };
  client.defaults.adapter = adapter;
  return { client, reads };
}

describe("startJob", () => {
  it("posts the job and answers the log entry the server created, waiting (202)", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/edb/material-capability/sync`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(waiting, { status: 202 });
      }),
    );
    const entry = await startJob(testClient(), "/edb/material-capability/sync", { sources: ["ZMARD"] });
    expect(entry).toEqual(waiting);
    expect(bodies).toEqual([{ sources: ["ZMARD"] }]);
  });

  it("rejects with the server's refusal when a job of the module is already waiting (409)", async () => {
    server.use(
      http.post(`${BASE}/edb/material-capability/sync`, () =>
        HttpResponse.json({ message: "Waiting: Processing in progress" }, { status: 409 }),
      ),
    );
    await expect(startJob(testClient(), "/edb/material-capability/sync")).rejects.toEqual({
      message: "Waiting: Processing in progress",
      statusCode: 409,
    });
  });

  it("rejects an answer that is not a log entry instead of polling nothing", async () => {
    server.use(
      http.post(`${BASE}/edb/material-capability/sync`, () =>
        HttpResponse.json({ ok: true }, { status: 202 }),
      ),
    );
    await expect(startJob(testClient(), "/edb/material-capability/sync")).rejects.toBeInstanceOf(TypeError);
  });
});

describe("pollJob", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(["success", "error", "empty"] as const)(
    "reads the entry every interval and stops at %s",
    async (status) => {
      vi.useFakeTimers();
      const { client, reads } = logServer(["waiting", "waiting", status]);
      const updates: RobotStatus[] = [];
      let result: RobotProcessLog | undefined;
      void pollJob(client, "edb/robot-process-log", waiting, {
        intervalMs: 1_000,
        onUpdate: (entry) => updates.push(entry.type),
      }).then((entry) => (result = entry));

      await vi.advanceTimersByTimeAsync(999);
      expect(reads).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(reads).toEqual([{ url: "/edb/robot-process-log/41", at: expect.any(Number) }]);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(reads).toHaveLength(3);
      expect(result).toEqual(ended(status, status === "success" ? 120 : 0));
      expect(updates).toEqual(["waiting", "waiting", status]);

      // Nothing more is read once the status moved on.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(reads).toHaveLength(3);
    },
  );

  it("answers at once, reading nothing, an entry that is no longer waiting", async () => {
    const { client, reads } = logServer(["success"]);
    await expect(pollJob(client, "edb/robot-process-log", ended("empty"))).resolves.toEqual(ended("empty"));
    expect(reads).toEqual([]);
  });

  it("stops when aborted, rejecting with the abort and reading nothing more", async () => {
    vi.useFakeTimers();
    const { client, reads } = logServer(["waiting"]);
    const controller = new AbortController();
    const poll = pollJob(client, "edb/robot-process-log", waiting, {
      intervalMs: 1_000,
      signal: controller.signal,
    }).catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(reads).toHaveLength(1);
    controller.abort();
    expect(isAbortError(await poll)).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads).toHaveLength(1);
  });

  it("rejects with the abort at once when the signal already fired", async () => {
    const { client, reads } = logServer(["waiting"]);
    const controller = new AbortController();
    controller.abort(new DOMException("Left the page", "AbortError"));
    const error = await pollJob(client, "edb/robot-process-log", waiting, {
      signal: controller.signal,
    }).catch((reason: unknown) => reason);
    expect(error).toBe(controller.signal.reason);
    expect(reads).toEqual([]);
  });

  it("gives up with JobTimeoutError after the longest wait, the last read falling on the deadline", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const { client, reads } = logServer(["waiting"]);
    const poll = pollJob(client, "edb/robot-process-log", waiting, {
      intervalMs: 2_000,
      maxWaitMs: 5_000,
    }).catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(5_000);
    const error = await poll;
    expect(error).toBeInstanceOf(JobTimeoutError);
    expect(error).toMatchObject({
      messageKey: "errors.jobTimedOut",
      waitedMs: 5_000,
      entry: { id: 41, type: "waiting" },
    });
    expect(reads.map((read) => read.at - started)).toEqual([2_000, 4_000, 5_000]);
    // What the screen shows for it exists in both languages.
    expect(enUS.errors.jobTimedOut).toMatch(/longer than expected/);
    expect(ptBR.errors.jobTimedOut).toMatch(/mais que o esperado/);
  });

  it("still sees a job that ends on the deadline's read", async () => {
    vi.useFakeTimers();
    const { client } = logServer(["waiting", "waiting", "success"]);
    const poll = pollJob(client, "edb/robot-process-log", waiting, { intervalMs: 2_000, maxWaitMs: 5_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(poll).resolves.toMatchObject({ type: "success", rows: 120 });
  });

  it.each([
    ["the network drops", () => HttpResponse.error()],
    ["a proxy answers 502", () => HttpResponse.json({ message: "Bad gateway" }, { status: 502 })],
  ])("reads again at the next turn when %s once, and follows the job to its end", async (_case, fault) => {
    let reads = 0;
    server.use(
      http.get(`${BASE}/edb/robot-process-log/41`, () => {
        reads += 1;
        if (reads === 1) return fault();
        return HttpResponse.json(reads < 3 ? waiting : ended("success", 120));
      }),
    );
    await expect(pollJob(testClient(), "edb/robot-process-log", waiting, { intervalMs: 1 })).resolves.toMatchObject({
      type: "success",
      rows: 120,
    });
    expect(reads).toBe(3);
  });

  it("still gives up at the deadline when every read fails", async () => {
    server.use(http.get(`${BASE}/edb/robot-process-log/41`, () => HttpResponse.error()));
    await expect(
      pollJob(testClient(), "edb/robot-process-log", waiting, { intervalMs: 1, maxWaitMs: 40 }),
    ).rejects.toBeInstanceOf(JobTimeoutError);
  });

  it("rejects with the server's error when a read fails", async () => {
    server.use(
      http.get(`${BASE}/edb/robot-process-log/41`, () =>
        HttpResponse.json({ message: "Record not found." }, { status: 404 }),
      ),
    );
    await expect(pollJob(testClient(), "edb/robot-process-log", waiting, { intervalMs: 1 })).rejects.toEqual({
      message: "Record not found.",
      statusCode: 404,
    });
  });
});

describe("runJob", () => {
  it("starts the job over HTTP and follows its log entry to the end", async () => {
    const statuses: RobotStatus[] = ["waiting", "success"];
    const asked: string[] = [];
    server.use(
      http.post(`${BASE}/simulation/md06`, ({ request }) => {
        asked.push(`POST ${new URL(request.url).pathname}`);
        return HttpResponse.json(waiting, { status: 202 });
      }),
      http.get(`${BASE}/robot-process-log/:id`, ({ request }) => {
        asked.push(`GET ${new URL(request.url).pathname}`);
        return HttpResponse.json(ended(statuses.shift() ?? "success", 300));
      }),
    );
    const updates: RobotStatus[] = [];
    const entry = await runJob(
      testClient(),
      { url: "/simulation/md06", payload: { plant: "BR10" }, logResource: "robot-process-log" },
      { intervalMs: 1, onUpdate: (next) => updates.push(next.type) },
    );
    expect(entry).toMatchObject({ id: 41, type: "success", rows: 300 });
    expect(updates).toEqual(["waiting", "waiting", "success"]);
    expect(asked).toEqual([
      "POST /unit-operations/simulation/md06",
      "GET /unit-operations/robot-process-log/41",
      "GET /unit-operations/robot-process-log/41",
    ]);
  });
});
