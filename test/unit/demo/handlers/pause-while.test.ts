// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { handlerContext } from "../../../../src/demo/handlers/context";
import { createMemoryDemoDb } from "../../../../src/demo/store";

/** What an answer made during the latency does, on a database whose sync the test holds (DESIGN §9.6). */
function contextWithHeldSync(latencyMs: number) {
  const db = createMemoryDemoDb();
  let releaseSync!: () => void;
  const synced = new Promise<void>((resolve) => (releaseSync = resolve));
  vi.spyOn(db, "sync").mockReturnValue(synced);
  return { context: handlerContext({ apiUrl: "http://localhost/api", apiEfaUrl: "http://localhost/efa", db, latencyMs }), releaseSync };
}

describe("an answer made while the latency runs", () => {
  it("is made once the database is current, and leaves no sooner than the latency", async () => {
    vi.useFakeTimers();
    try {
      const { context, releaseSync } = contextWithHeldSync(120);
      const events: string[] = [];
      const answer = context.pauseWhile(async () => {
        events.push("made");
        return "answer";
      });
      void answer.then(() => events.push("sent"));
      await vi.advanceTimersByTimeAsync(50);
      // Not before the database has read what other tabs stored.
      expect(events).toEqual([]);
      releaseSync();
      await vi.advanceTimersByTimeAsync(1);
      expect(events).toEqual(["made"]);
      await vi.advanceTimersByTimeAsync(60);
      expect(events).toEqual(["made"]);
      await vi.advanceTimersByTimeAsync(10);
      expect(events).toEqual(["made", "sent"]);
      await expect(answer).resolves.toBe("answer");
    } finally {
      vi.useRealTimers();
    }
  });

  it("a failed answer fails after the latency too, not at once", async () => {
    vi.useFakeTimers();
    try {
      const { context, releaseSync } = contextWithHeldSync(120);
      releaseSync();
      let failedAt: number | undefined;
      const answer = context.pauseWhile(() => Promise.reject(new Error("worker lost")));
      answer.catch(() => (failedAt = Date.now()));
      const start = Date.now();
      await vi.advanceTimersByTimeAsync(100);
      expect(failedAt).toBeUndefined();
      await vi.advanceTimersByTimeAsync(20);
      expect(failedAt! - start).toBe(120);
      await expect(answer).rejects.toThrow("worker lost");
    } finally {
      vi.useRealTimers();
    }
  });
});
