import { useId } from "react";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTranslation } from "react-i18next";
import { cellFormat, cellText } from "./cell-text";
import type { PreviewRow } from "./check-sheet";
import { columnLetter } from "./sheet-position";

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
  const number = (value: number) => value.toLocaleString(i18n.language);

  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <Table size="small" sx={{ captionSide: "top" }}>
        <caption id={captionId}>
          {t("excelIn.preview.caption", {
            count: rowCount,
            file: fileName,
            shown: number(preview.length),
            rows: number(rowCount),
          })}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t("excelIn.preview.row")}</TableCell>
            {columns.map((index) => (
              <TableCell key={index} scope="col">
                {/* A column without a header is still named, by its letter. */}
                {headers[index] || columnLetter(index)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.map((line) => (
            <TableRow key={line.row}>
              <TableCell component="th" scope="row">
                {line.row}
              </TableCell>
              {columns.map((index) => (
                <TableCell key={index}>{cellText(line.cells[index] ?? null, format)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
