import { useCallback, useEffect, useReducer, useRef } from "react";
import type { TemplateColumn } from "../../domain/template-model";
import { isAbortError } from "../../data/operations/abort";
import type { SheetCheckResult } from "./check-sheet";
import { checkSheet, type SheetChecker } from "./check-sheet-file";
import { excelCheckReducer, initialExcelCheckState, passes, type ExcelCheckState } from "./excel-check-state";
import { checkUploadFiles } from "./file-checks";
import { SheetCheckError } from "./sheet-failure";

export interface UseExcelCheckOptions {
  /** The template the sheet must follow. */
  columns: readonly TemplateColumn[];
  /** parameter-system `uploadMaxMb`. */
  maxMb: number;
  /** A file passed the check: the page may now send it. */
  onAccepted?: (file: File, result: SheetCheckResult) => void;
  /**
   * The accepted file was removed: there is none to send. Another file offered does not take it back: it
   * stays the one to send until another passes (CheckVerdictView says "Still selected").
   */
  onCleared?: () => void;
  /** Reads and checks the sheet; by default in a Web Worker (checkSheet). */
  check?: SheetChecker;
}

export interface ExcelCheck {
  state: ExcelCheckState;
  /** Checks what was dropped or picked; a check under way is cancelled by the newer one. */
  offer: (files: readonly File[]) => void;
  /** Cancels a check under way: what was shown before it comes back. */
  cancel: () => void;
  /** Forgets the accepted file and the verdict. */
  clear: () => void;
}

/**
 * The Excel-in check of one upload (DESIGN §9.1): file checks, then the sheet against the template, nothing
 * sent. The state machine is excelCheckReducer; this hook runs the checks and cancels the stale ones.
 */
export function useExcelCheck(options: UseExcelCheckOptions): ExcelCheck {
  const [state, dispatch] = useReducer(excelCheckReducer, initialExcelCheckState);
  // The latest options, read when a check ends (the page may have re-rendered with new callbacks meanwhile).
  const latest = useRef(options);
  latest.current = options;
  const running = useRef<{ id: number; controller: AbortController } | null>(null);
  const nextId = useRef(0);

  // Leaving the page cancels a check under way.
  useEffect(() => () => running.current?.controller.abort(), []);

  const offer = useCallback((files: readonly File[]) => {
    running.current?.controller.abort();
    nextId.current += 1;
    const id = nextId.current;
    const controller = new AbortController();
    running.current = { id, controller };
    const { signal } = controller;
    dispatch({ type: "start", id, fileName: files.length === 1 ? files[0].name : undefined });

    void (async () => {
      const { columns, maxMb, check = checkSheet } = latest.current;
      let fileName = files[0]?.name ?? "";
      try {
        const checked = await checkUploadFiles(files, { maxMb });
        if (signal.aborted) return;
        if (!checked.ok) return dispatch({ type: "refused", id, refusal: checked.reason });
        fileName = checked.file.name;
        const result = await check(checked.file, columns, signal);
        if (signal.aborted) return;
        dispatch({ type: "checked", id, file: checked.file, result });
        if (passes(result)) latest.current.onAccepted?.(checked.file, result);
      } catch (error) {
        if (signal.aborted || isAbortError(error)) return;
        const failure =
          error instanceof SheetCheckError
            ? error.failure
            : { kind: "failed" as const, message: error instanceof Error ? error.message : String(error) };
        dispatch({ type: "refused", id, refusal: { ...failure, fileName } });
      } finally {
        if (running.current?.id === id) running.current = null;
      }
    })();
  }, []);

  const cancel = useCallback(() => {
    const current = running.current;
    if (!current) return;
    current.controller.abort();
    running.current = null;
    dispatch({ type: "cancelled", id: current.id });
  }, []);

  const clear = useCallback(() => {
    running.current?.controller.abort();
    running.current = null;
    dispatch({ type: "clear" });
    latest.current.onCleared?.();
  }, []);

  return { state, offer, cancel, clear };
}
