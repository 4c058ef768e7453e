import { buildWorkbook, type WorkbookInput } from "./build-workbook";

/** What the worker answers: the file, or why it could not be made. */
export type WorkerAnswer = { ok: true; file: Blob } | { ok: false; message: string };

// The worker's global scope; typed by hand because the DOM and WebWorker libraries cannot share a program.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<WorkbookInput>) => void) | null;
  postMessage(answer: WorkerAnswer): void;
};

/** Builds the workbook off the page's thread (DESIGN §9.1): a large export never freezes the screen. */
scope.onmessage = (event) => {
  buildWorkbook(event.data).then(
    (file) => scope.postMessage({ ok: true, file }),
    (error: unknown) => scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
