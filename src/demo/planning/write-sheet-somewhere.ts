/**
 * writeSheet in a Web Worker of its own where the browser has them (one per file, ended with its answer);
 * on the calling thread otherwise (Node, Vitest's jsdom), with the same file.
 */
import type { XlsxValue } from "./xlsx";
import type { XlsxAnswer, XlsxRequestMessage } from "./xlsx-worker";

export function writeSheetSomewhere(
  headers: readonly string[],
  rows: readonly (readonly XlsxValue[])[],
  sheet: string,
  dateFormat?: string,
): Promise<Blob> {
  // Loaded when a file is first asked for, not with the demo backend (DESIGN §9.6: start-up).
  if (typeof Worker === "undefined") return import("./xlsx").then(({ writeSheet }) => writeSheet(headers, rows, sheet, dateFormat));
  return new Promise<Blob>((resolve, reject) => {
    const worker = new Worker(new URL("./xlsx-worker.ts", import.meta.url), { type: "module" });
    const fail = (message: string) => {
      worker.terminate();
      reject(new Error(message));
    };
    worker.onmessage = ({ data }: MessageEvent<XlsxAnswer>) => {
      worker.terminate();
      if (data.ok) resolve(data.file);
      else reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(event.message || "The file worker failed.");
    };
    worker.onmessageerror = () => fail("The file worker's answer could not be read.");
    try {
      worker.postMessage({ headers: [...headers], rows: rows.map((row) => [...row]), sheet, dateFormat } satisfies XlsxRequestMessage);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  });
}
