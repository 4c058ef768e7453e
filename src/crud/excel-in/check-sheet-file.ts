import type { TemplateColumn } from "../../domain/template-model";
import type { LineDiff, TemplateLineRecord } from "../../domain/template-lines";
import { abortReason, unlessAborted } from "../../data/operations/abort";
import type { SheetCheckResult } from "./check-sheet";
import { runSheetTaskInWorker } from "./check-in-worker";
import type { ErrorSheetTexts } from "./error-sheet";
import { SheetCheckError } from "./sheet-failure";
import type { SheetTask, SheetTaskValue } from "./sheet-task";

/**
 * A sheet task in a Web Worker where the browser has them; on the calling thread otherwise (jsdom, where
 * the component tests run, has no Worker: they exercise this same reading and checking for real). The
 * inline code is its own chunk, loaded only then.
 */
async function runSheetTaskSomewhere(task: SheetTask, signal: AbortSignal): Promise<SheetTaskValue> {
  if (typeof Worker === "function") return runSheetTaskInWorker(task, signal);
  if (signal.aborted) throw abortReason(signal);
  const { runSheetTask } = await import("./sheet-task");
  const answer = await unlessAborted(runSheetTask(task), signal);
  if (!answer.ok) throw new SheetCheckError(answer.failure);
  return answer.value;
}

/** How a file is checked; a page or a test may give its own. */
export type SheetChecker = (
  file: File,
  columns: readonly TemplateColumn[],
  signal: AbortSignal,
) => Promise<SheetCheckResult>;

/**
 * Reads the first sheet of an .xlsx that passed checkUploadFiles and checks it against the template's
 * columns (DESIGN §9.1). Rejects with a SheetCheckError (an unreadable workbook, a cell that cannot be read,
 * a failure), or the signal's reason once cancelled.
 */
export const checkSheet: SheetChecker = async (file, columns, signal) => {
  const value = await runSheetTaskSomewhere({ task: "check", file, columns }, signal);
  if (value.task !== "check")
    throw new SheetCheckError({ kind: "failed", message: "The worker answered another task." });
  return value.result;
};

/** The .xlsx listing every problem of the file (DESIGN §9.1), made off the page's thread as the check is. */
export async function buildErrorSheet(
  file: File,
  columns: readonly TemplateColumn[],
  texts: ErrorSheetTexts,
  signal: AbortSignal,
): Promise<Blob> {
  const value = await runSheetTaskSomewhere({ task: "errorSheet", file, columns, texts }, signal);
  if (value.task !== "errorSheet")
    throw new SheetCheckError({ kind: "failed", message: "The worker answered another task." });
  return value.file;
}

/**
 * What changed from the previous upload's lines to the file's, by the template's key headers (DESIGN §9.2),
 * read off the page's thread as the check is.
 */
export async function diffWithPrevious(
  file: File,
  columns: readonly TemplateColumn[],
  previous: readonly TemplateLineRecord[],
  keyHeaders: readonly string[],
  signal: AbortSignal,
): Promise<LineDiff> {
  const value = await runSheetTaskSomewhere({ task: "diff", file, columns, previous, keyHeaders }, signal);
  if (value.task !== "diff") throw new SheetCheckError({ kind: "failed", message: "The worker answered another task." });
  return value.diff;
}
