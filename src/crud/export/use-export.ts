import { useCallback, useEffect, useRef, useState } from "react";
import { useDataProvider, useNotification, type BaseRecord, type CrudFilter, type CrudSort } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { isHttpError } from "../../data/http-error";
import { isAbortError } from "../../data/operations/abort";
import { buildWorkbookInWorker, WorkbookBuildError, type WorkbookBuilder } from "./build-in-worker";
import type { ExportColumn } from "./export-columns";
import { excelDateFormats, exportRecords } from "./export-rows";
import { exportFileName, sheetName } from "./export-file-name";
import { EXPORT_PAGE_SIZE, fetchAllPages } from "./fetch-all-pages";
import { withReferenceLabels } from "./reference-labels";
import { saveFile } from "../../data/operations/save-file";
import { translateServerMessage } from "../../data/server-messages";
import { formatNumber } from "../../i18n/number-format";

/** What to export: a list as the server filters and sorts it, and the columns to write. */
export interface ExportRequest {
  /** The resource as the data provider names it (its API path). */
  resource: string;
  dataProviderName?: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  columns: readonly ExportColumn[];
  /** The translated name of what is exported: the file's and the sheet's name. */
  label: string;
  /** Columns whose cell the screen draws: the text it shows, per row (ListConfig.exportText). */
  texts?: Readonly<Record<string, (row: BaseRecord) => string>>;
}

/** A row with the text the screen shows in place of the values of the columns it draws itself. */
const withTexts = (row: BaseRecord, texts: Readonly<Record<string, (row: BaseRecord) => string>>): BaseRecord => ({
  ...row,
  ...Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, text(row)])),
});

export type ExportProgress =
  | { phase: "idle" }
  /** total is unknown until the first page arrives. */
  | { phase: "fetching"; fetched: number; total?: number }
  | { phase: "building"; total: number };

export interface UseExportOptions {
  /** Makes the file; by default in a Web Worker. */
  build?: WorkbookBuilder;
  /** Hands the file to the user; by default a browser download. */
  save?: (file: Blob, fileName: string) => void;
  pageSize?: number;
}

/**
 * Export to Excel (DESIGN §9.1): every page of the list from the server, with progress and a cancel, then
 * the file made off the page's thread and downloaded. A cancel leaves everything as it was; a failure says
 * what went wrong in a toast (SPEC §8) and downloads nothing.
 */
/** The file goes to the browser's downloads as any downloaded file does (data/operations). */
const saveDownload = (file: Blob, fileName: string) => saveFile({ blob: file, fileName });

export function useExport({ build = buildWorkbookInWorker, save = saveDownload, pageSize = EXPORT_PAGE_SIZE }: UseExportOptions = {}) {
  const { t, i18n } = useTranslation();
  const dataProviders = useDataProvider();
  const { open } = useNotification();
  const [progress, setProgress] = useState<ExportProgress>({ phase: "idle" });
  const running = useRef<AbortController | null>(null);

  // Leaving the page cancels an export under way.
  useEffect(() => () => running.current?.abort(), []);

  const cancel = useCallback(() => running.current?.abort(), []);

  const start = useCallback(
    async (request: ExportRequest) => {
      if (running.current) return;
      const controller = new AbortController();
      const { signal } = controller;
      running.current = controller;
      setProgress({ phase: "fetching", fetched: 0 });
      try {
        const provider = dataProviders(request.dataProviderName ?? "default");
        const rows: BaseRecord[] = await fetchAllPages(
          async (current, size) =>
            provider.getList({
              resource: request.resource,
              pagination: { current, pageSize: size, mode: "server" },
              filters: request.filters,
              sorters: request.sorters,
            }),
          { pageSize, signal, onProgress: (fetched, total) => setProgress({ phase: "fetching", fetched, total }) },
        );
        const columns = await withReferenceLabels(
          request.columns,
          rows,
          async (reference, ids) => {
            const referenced = dataProviders(reference.dataProviderName ?? "default");
            return referenced.getMany ? (await referenced.getMany({ resource: reference.resource, ids })).data : [];
          },
          signal,
        );
        setProgress({ phase: "building", total: rows.length });
        const file = await build(
          {
            columns,
            records: exportRecords(
              columns,
              request.texts ? rows.map((row) => withTexts(row, request.texts!)) : rows,
              (message) => translateServerMessage(message, t),
            ),
            formats: excelDateFormats(i18n.language),
            sheetName: sheetName(request.label),
          },
          signal,
        );
        if (signal.aborted) return;
        const fileName = exportFileName(request.label, new Date());
        save(file, fileName);
        const count = rows.length;
        const message = t("crud.export.done", { count, rows: formatNumber(count, i18n.language), file: fileName });
        open?.({ type: "success", message, key: "export" });
      } catch (error) {
        if (isAbortError(error)) return;
        const reason = isHttpError(error)
          ? error.message
          : error instanceof WorkbookBuildError
            ? t("crud.export.buildFailed")
            : t("errors.communication");
        open?.({ type: "error", message: t("crud.export.failed"), description: reason, key: "export" });
      } finally {
        if (running.current === controller) running.current = null;
        setProgress({ phase: "idle" });
      }
    },
    [build, save, pageSize, dataProviders, open, t, i18n.language],
  );

  return { progress, start, cancel };
}
