import { abortReason } from "../../data/operations/abort";
import { SheetCheckError } from "./sheet-failure";
import type { SheetTask, SheetTaskAnswer, SheetTaskValue } from "./sheet-task";

/**
 * Runs a sheet task in a Web Worker of its own (its own chunk, loaded on the first check): one worker per
 * task, ended once it answers or the task is cancelled. Failures reject with a SheetCheckError, a cancel with
 * the signal's reason.
 */
export function runSheetTaskInWorker(task: SheetTask, signal: AbortSignal): Promise<SheetTaskValue> {
  return new Promise<SheetTaskValue>((resolve, reject) => {
    if (signal.aborted) return reject(abortReason(signal));
    const worker = new Worker(new URL("./sheet-check-worker.ts", import.meta.url), { type: "module" });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener("abort", onAbort);
    };
    const fail = (message: string) => {
      finish();
      reject(new SheetCheckError({ kind: "failed", message }));
    };
    const onAbort = () => {
      finish();
      reject(abortReason(signal));
    };
    signal.addEventListener("abort", onAbort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<SheetTaskAnswer>) => {
      finish();
      if (data.ok) resolve(data.value);
      else reject(new SheetCheckError(data.failure));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(event.message || "The sheet worker failed.");
    };
    worker.onmessageerror = () => fail("The sheet worker's answer could not be read.");
    try {
      worker.postMessage(task);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  });
}
