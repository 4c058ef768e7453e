import { runSheetTaskInWorker } from "../../../../src/crud/excel-in/check-in-worker";
import { SheetCheckError } from "../../../../src/crud/excel-in/sheet-failure";
import type { SheetTask, SheetTaskAnswer } from "../../../../src/crud/excel-in/sheet-task";
import { templateColumns } from "../../../xlsx-fixtures";

/** A stand-in Worker (jsdom has none): it records what it was sent and answers when the test says. */
class FakeWorker {
  static last: FakeWorker | undefined;
  onmessage: ((event: MessageEvent<SheetTaskAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  posted: SheetTask[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.last = this;
  }
  postMessage(task: SheetTask) {
    this.posted.push(task);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: SheetTaskAnswer) {
    this.onmessage?.({ data } as MessageEvent<SheetTaskAnswer>);
  }
}

const task: SheetTask = { task: "check", file: new File(["x"], "a.xlsx"), columns: templateColumns };
const result = { headers: [], rowCount: 0, preview: [], problems: [], problemCount: 0 };

describe("runSheetTaskInWorker: one worker per task", () => {
  beforeEach(() => vi.stubGlobal("Worker", FakeWorker));
  afterEach(() => vi.unstubAllGlobals());

  it("posts the task to the sheet worker and answers its value, then ends the worker", async () => {
    const running = runSheetTaskInWorker(task, new AbortController().signal);
    const worker = FakeWorker.last!;
    expect(String(worker.url)).toMatch(/sheet-check-worker\.ts\b/);
    expect(worker.posted).toEqual([task]);
    worker.answer({ ok: true, value: { task: "check", result } });
    await expect(running).resolves.toEqual({ task: "check", result });
    expect(worker.terminated).toBe(true);
  });

  it("rejects with the worker's failure, or a failure when the worker itself fails", async () => {
    const unreadable = runSheetTaskInWorker(task, new AbortController().signal);
    FakeWorker.last!.answer({ ok: false, failure: { kind: "unreadable" } });
    await expect(unreadable).rejects.toEqual(new SheetCheckError({ kind: "unreadable" }));

    const broken = runSheetTaskInWorker(task, new AbortController().signal);
    const worker = FakeWorker.last!;
    worker.onerror?.({ message: "chunk failed to load", preventDefault: () => undefined } as ErrorEvent);
    const error = await broken.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SheetCheckError);
    expect((error as SheetCheckError).failure).toEqual({ kind: "failed", message: "chunk failed to load" });
    expect(worker.terminated).toBe(true);
  });

  it("ends the worker on a cancel, and starts none when already cancelled", async () => {
    const controller = new AbortController();
    const running = runSheetTaskInWorker(task, controller.signal);
    const worker = FakeWorker.last!;
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: "AbortError" });
    expect(worker.terminated).toBe(true);

    FakeWorker.last = undefined;
    await expect(runSheetTaskInWorker(task, controller.signal)).rejects.toMatchObject({ name: "AbortError" });
    expect(FakeWorker.last).toBeUndefined();
  });
});
