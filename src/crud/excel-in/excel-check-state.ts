import type { SheetCheckResult } from "./check-sheet";
import type { Refusal } from "./refusal-message";

/** A file that passed the check: what a page may send. */
export interface AcceptedFile {
  file: File;
  result: SheetCheckResult;
}

/** What the latest file offered came to (DESIGN §9.1): idle → checking → refused | invalid | passed. */
export type CheckVerdict =
  | { status: "idle" }
  /** fileName: absent when several files or none were offered. previous: the verdict a cancel goes back to. */
  | { status: "checking"; id: number; fileName?: string; previous: SettledVerdict }
  | { status: "refused"; refusal: Refusal }
  /** Read and checked, with problems: nothing of it may be sent. */
  | { status: "invalid"; file: File; result: SheetCheckResult }
  | { status: "passed"; file: File; result: SheetCheckResult };

export type SettledVerdict = Exclude<CheckVerdict, { status: "checking" }>;

export interface ExcelCheckState {
  verdict: CheckVerdict;
  /**
   * The last file that passed. A later file that is refused or has problems does not replace it (DESIGN §8:
   * bad input loses nothing): only a file that passes, or clearing, does.
   */
  accepted: AcceptedFile | null;
}

export type ExcelCheckEvent =
  | { type: "start"; id: number; fileName?: string }
  | { type: "refused"; id: number; refusal: Refusal }
  | { type: "checked"; id: number; file: File; result: SheetCheckResult }
  | { type: "cancelled"; id: number }
  | { type: "clear" };

export const initialExcelCheckState: ExcelCheckState = { verdict: { status: "idle" }, accepted: null };

/** Whether a check found nothing wrong: the file may be sent. */
export const passes = (result: SheetCheckResult) => result.problemCount === 0;

/**
 * The check's state machine. Each check has an id; an answer for any check but the one under way (a file
 * replaced by a newer one before its check ended) changes nothing.
 */
export function excelCheckReducer(state: ExcelCheckState, event: ExcelCheckEvent): ExcelCheckState {
  if (event.type === "clear") return initialExcelCheckState;
  if (event.type === "start") {
    const previous = state.verdict.status === "checking" ? state.verdict.previous : state.verdict;
    return { ...state, verdict: { status: "checking", id: event.id, fileName: event.fileName, previous } };
  }
  const current = state.verdict;
  if (current.status !== "checking" || current.id !== event.id) return state;
  switch (event.type) {
    case "cancelled":
      return { ...state, verdict: current.previous };
    case "refused":
      return { ...state, verdict: { status: "refused", refusal: event.refusal } };
    case "checked": {
      const { file, result } = event;
      return passes(result)
        ? { verdict: { status: "passed", file, result }, accepted: { file, result } }
        : { ...state, verdict: { status: "invalid", file, result } };
    }
  }
}
