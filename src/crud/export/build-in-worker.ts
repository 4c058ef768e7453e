import type { WorkbookInput } from "./build-workbook";
import type { WorkerAnswer } from "./export-worker";
import { abortReason } from "../../data/operations/abort";

/** Makes the file of an export; cancelled through the signal. */
export type WorkbookBuilder = (input: WorkbookInput, signal: AbortSignal) => Promise<Blob>;

/** The worker could not make the file (it failed to load, or the library refused the data). */
export class WorkbookBuildError extends Error {
  override name = "WorkbookBuildError";
}

/**
 * buildWorkbook in a Web Worker of its own (its own chunk, loaded on the first export). One worker per
 * export, ended once the file is made or the export is cancelled.
 */
export const buildWorkbookInWorker: WorkbookBuilder = (input, signal) =>
  new Promise<Blob>((resolve, reject) => {
    if (signal.aborted) return reject(abortReason(signal));
    const worker = new Worker(new URL("./export-worker.ts", import.meta.url), { type: "module" });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortReason(signal));
    };
    signal.addEventListener("abort", onAbort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      finish();
      if (data.ok) resolve(data.file);
      else reject(new WorkbookBuildError(data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new WorkbookBuildError(event.message || "The export worker failed."));
    };
    worker.onmessageerror = () => {
      finish();
      reject(new WorkbookBuildError("The export worker's answer could not be read."));
    };
    try {
      worker.postMessage(input);
    } catch (error) {
      // Data the structured clone refuses: the export's fault, reported like any other build failure.
      finish();
      reject(new WorkbookBuildError(error instanceof Error ? error.message : String(error)));
    }
  });
