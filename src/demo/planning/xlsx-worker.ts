/**
 * The demo backend's .xlsx files off the page's thread (DESIGN §9.1 "Excel out", §9.6: the result of 50,000
 * lines in ≤ 3 s in a worker): the demo backend answers on the page's own thread, so a file it writes there
 * would freeze the screens meanwhile.
 */
import { writeSheet, type XlsxValue } from "./xlsx";

export interface XlsxRequestMessage {
  headers: string[];
  rows: XlsxValue[][];
  sheet: string;
  dateFormat?: string;
}

export type XlsxAnswer = { ok: true; file: Blob } | { ok: false; message: string };

// The worker's global scope; typed by hand because the DOM and WebWorker libraries cannot share a program.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<XlsxRequestMessage>) => void) | null;
  postMessage(answer: XlsxAnswer): void;
};

scope.onmessage = (event) => {
  const { headers, rows, sheet, dateFormat } = event.data;
  writeSheet(headers, rows, sheet, dateFormat).then(
    (file) => scope.postMessage({ ok: true, file }),
    (error: unknown) => scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
