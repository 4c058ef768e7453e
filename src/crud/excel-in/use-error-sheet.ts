import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateColumn } from "../../domain/template-model";
import { isAbortError } from "../../data/operations/abort";
import { saveFile } from "../../data/operations/save-file";
import { exportFileName } from "../export/export-file-name";
import { buildErrorSheet } from "./check-sheet-file";
import { errorSheetTexts } from "./error-sheet";

export type ErrorSheetStatus = "idle" | "making" | "failed";

/** The file name of a workbook's error sheet: its own name, "problems" and the day. */
export const baseName = (fileName: string) => fileName.replace(/\.[^.]*$/, "");

/**
 * "Download error sheet" (DESIGN §9.1): the sheet of every problem of the file, made in the worker in the
 * page's language, then saved as any download is. Leaving the page cancels it.
 */
export function useErrorSheet(file: File, columns: readonly TemplateColumn[]) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<ErrorSheetStatus>("idle");
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);
  // Another file, another sheet: whatever was being made for the previous one is dropped.
  useEffect(() => {
    running.current?.abort();
    running.current = null;
    setStatus("idle");
  }, [file]);

  const download = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setStatus("making");
    try {
      const texts = errorSheetTexts(t, i18n.language);
      const blob = await buildErrorSheet(file, columns, texts, controller.signal);
      if (controller.signal.aborted) return;
      const label = t("excelIn.errorSheet.fileLabel", { name: baseName(file.name) });
      saveFile({ blob, fileName: exportFileName(label, new Date()) });
      setStatus("idle");
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return;
      setStatus("failed");
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [file, columns, t, i18n.language]);

  return { status, download };
}
