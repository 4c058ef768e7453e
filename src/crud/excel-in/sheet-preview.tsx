import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FactTable, type FactColumn } from "../../layout/fact-table";
import { cellFormat, cellText } from "./cell-text";
import type { PreviewRow } from "./check-sheet";
import { columnLetter } from "./sheet-position";
import { formatNumber } from "../../i18n/number-format";

export interface SheetPreviewProps {
  fileName: string;
  headers: readonly string[];
  /** The first data lines (up to PREVIEW_ROWS), with their Excel row numbers. */
  preview: readonly PreviewRow[];
  /** Data lines in the whole sheet. */
  rowCount: number;
}

/**
 * The first lines of a checked sheet under its own headers (DESIGN §9.2: a preview of the first rows), with
 * the row numbers Excel shows. The table scrolls sideways on its own, so it takes keyboard focus (WCAG 2.1.1).
 */
export function SheetPreview({ fileName, headers, preview, rowCount }: SheetPreviewProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const format = cellFormat(t, i18n.language);
  const width = preview.reduce((widest, line) => Math.max(widest, line.cells.length), headers.length);
  const columns = Array.from({ length: width }, (_, index) => index);
  const number = (value: number) => formatNumber(value, i18n.language);

  return (
    <FactTable
      caption={t("excelIn.preview.caption", {
        count: rowCount,
        file: fileName,
        shown: number(preview.length),
        rows: number(rowCount),
      })}
      captionId={captionId}
      outlined
      scrollable
      rows={preview}
      rowKey={(line) => line.row}
      columns={[
        { key: "row", header: t("excelIn.preview.row"), rowHeader: true, cell: (line) => line.row },
        ...columns.map((index): FactColumn<PreviewRow> => ({
          key: String(index),
          // A column without a header is still named, by its letter.
          header: headers[index] || columnLetter(index),
          cell: (line) => cellText(line.cells[index] ?? null, format),
        })),
      ]}
    />
  );
}
