import { useEffect, useRef, useState, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import { useTranslation } from "react-i18next";
import { buildWorkbookInWorker, type WorkbookBuilder } from "../../crud/export/build-in-worker";
import { exportFileName, sheetName } from "../../crud/export/export-file-name";
import { excelDateFormats } from "../../crud/export/export-rows";
import { saveFile } from "../../data/operations/save-file";
import { FactTable, type FactColumn } from "../../layout/fact-table";
import { formatNumber } from "../../i18n/number-format";

export interface ReportColumn<Row extends object> {
  field: keyof Row & string;
  headerKey: string;
  kind: "text" | "number" | "date" | "datetime";
  format?: (value: unknown) => string;
  /** The Excel number format of the exported cell, so it reads as the table does (a share as "62.5%"). */
  excelFormat?: string;
}

/** In a worker where the browser has them; inline otherwise (jsdom), loaded only then. */
const buildSomewhere: WorkbookBuilder = async (input, signal) =>
  typeof Worker === "function" ? buildWorkbookInWorker(input, signal) : (await import("../../crud/export/build-workbook")).buildWorkbook(input);

/**
 * One report of EFA (DESIGN §9.2): its chart, the same figures as a table under it (what a screen reader
 * and a person who wants the numbers read), and an Excel export of the table.
 */
export function ReportSection<Row extends object>({
  id,
  titleKey,
  subtitleKey,
  columns,
  rows,
  chart,
}: {
  id: string;
  titleKey: string;
  subtitleKey: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  chart: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  // One export at a time: a double click made and saved the file twice. Leaving the page stops it.
  const [exporting, setExporting] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const exportTable = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setExporting(true);
    setFailed(false);
    try {
      const blob = await buildSomewhere(
        {
          columns: columns.map((column) => ({
            field: column.field,
            header: t(column.headerKey),
            kind: column.kind,
            numberFormat: column.excelFormat,
          })),
          records: rows.map((row) => ({ ...row }) as Record<string, unknown>),
          formats: excelDateFormats(i18n.language),
          sheetName: sheetName(t(titleKey)),
        },
        controller.signal,
      );
      // Named as a list's export is: what it is, in the page's language, and the day it was made.
      if (!controller.signal.aborted) saveFile({ blob, fileName: exportFileName(t(titleKey), new Date()) });
    } catch {
      if (!controller.signal.aborted) setFailed(true);
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setExporting(false);
    }
  };
  return (
    <Card component="section" aria-labelledby={id}>
      <CardHeader
        id={id}
        title={t(titleKey)}
        subheader={t(subtitleKey)}
        titleTypographyProps={{ component: "h2", variant: "h6" }}
        action={
          <Button
            startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />}
            disabled={rows.length === 0 || exporting}
            onClick={() => void exportTable()}
          >
            {t("planning.reports.export")}
          </Button>
        }
      />
      <CardContent>
        {failed && <Alert severity="error">{t("planning.reports.exportFailed")}</Alert>}
        {rows.length === 0 ? (
          <Typography variant="body2">{t("status.noData")}</Typography>
        ) : (
          <>
            {chart}
            <FactTable
              labelledBy={id}
              maxHeight={360}
              rows={rows}
              rowKey={(_, index) => index}
              columns={columns.map((column): FactColumn<Row> => ({
                key: column.field,
                header: t(column.headerKey),
                align: column.kind === "number" ? "right" : "left",
                cell: (row) => {
                  const value: unknown = row[column.field];
                  return column.format ? column.format(value) : typeof value === "number" ? formatNumber(value, i18n.language) : String(value ?? "—");
                },
              }))}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
