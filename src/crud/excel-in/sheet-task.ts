import type { TemplateColumn } from "../../domain/template-model";
import { diffLines, linesOfSheet, type LineDiff, type TemplateLineRecord } from "../../domain/template-lines";
import { buildWorkbook } from "../export/build-workbook";
import { checkSheetRows, summariseCheck, type SheetCheckResult } from "./check-sheet";
import { errorSheetInput, type ErrorSheetTexts } from "./error-sheet";
import { readRows } from "./read-rows";
import { failureOf, type SheetFailure } from "./sheet-failure";

/** What the sheet worker is asked: plain data and the File (a handle: posting it copies no bytes). */
export type SheetTask =
  | { task: "check"; file: Blob; columns: readonly TemplateColumn[] }
  | { task: "errorSheet"; file: Blob; columns: readonly TemplateColumn[]; texts: ErrorSheetTexts }
  | {
      task: "diff";
      file: Blob;
      columns: readonly TemplateColumn[];
      previous: readonly TemplateLineRecord[];
      keyHeaders: readonly string[];
    };

export type SheetTaskValue =
  | { task: "check"; result: SheetCheckResult }
  | { task: "errorSheet"; file: Blob }
  | { task: "diff"; diff: LineDiff };

/** What the worker answers; it never throws across the boundary, it answers the failure. */
export type SheetTaskAnswer = { ok: true; value: SheetTaskValue } | { ok: false; failure: SheetFailure };

/**
 * Reads the file and checks it against the template; then answers the verdict (the first problems and the
 * count), or the error sheet of every problem. The error sheet is made again from the file when asked for,
 * not kept from the check: the verdict stays fast and small (writing 100,000s of problem lines takes
 * seconds), and no list of every problem waits in memory for a download that may never come.
 */
export async function runSheetTask(task: SheetTask): Promise<SheetTaskAnswer> {
  try {
    const rows = await readRows(task.file);
    if (task.task === "diff") {
      const { lines } = linesOfSheet(rows, task.columns);
      return { ok: true, value: { task: "diff", diff: diffLines(task.previous, lines, task.keyHeaders) } };
    }
    const check = checkSheetRows(rows, task.columns);
    if (task.task === "check") return { ok: true, value: { task: "check", result: summariseCheck(check) } };
    const file = await buildWorkbook(errorSheetInput(check.problems, task.texts));
    return { ok: true, value: { task: "errorSheet", file } };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}
