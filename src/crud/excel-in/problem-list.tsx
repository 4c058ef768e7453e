import { useId } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import { useTranslation } from "react-i18next";
import { FactTable } from "../../layout/fact-table";
import type { SheetProblem, TemplateColumn } from "../../domain/template-model";
import { cellFormat, cellText } from "./cell-text";
import { problemText } from "./problem-text";
import { problemPosition } from "./sheet-position";
import { useErrorSheet } from "./use-error-sheet";
import { formatNumber } from "../../i18n/number-format";

export interface ProblemListProps {
  /** The checked file: the error sheet is made from it again. */
  file: File;
  columns: readonly TemplateColumn[];
  /** The first problems (PROBLEMS_SHOWN at most), in reading order. */
  problems: readonly SheetProblem[];
  /** How many problems the sheet has in all. */
  total: number;
}

/**
 * The problems of a sheet by row and column, as a person finds them in Excel (DESIGN §9.1: the first 200 on
 * screen, every one in the downloadable error sheet).
 */
export function ProblemList({ file, columns, problems, total }: ProblemListProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { status, download } = useErrorSheet(file, columns);
  const format = cellFormat(t, i18n.language);
  const number = (value: number) => formatNumber(value, i18n.language);
  const more = total - problems.length;

  return (
    <Stack spacing={1.5}>
      <FactTable
        caption={t("excelIn.problems.title", { total: number(total) })}
        captionId={titleId}
        outlined
        maxHeight={(theme) => theme.spacing(50)}
        rows={problems}
        rowKey={(_, index) => index}
        columns={[
          { key: "row", header: t("excelIn.problems.row"), cell: (problem) => problemPosition(problem).row ?? "" },
          { key: "column", header: t("excelIn.problems.column"), cell: (problem) => problemPosition(problem).column ?? "" },
          { key: "header", header: t("excelIn.problems.header"), cell: (problem) => ("header" in problem ? problem.header : "") },
          { key: "problem", header: t("excelIn.problems.problem"), cell: (problem) => problemText(t, problem) },
          {
            key: "value",
            header: t("excelIn.problems.value"),
            cell: (problem) => (problem.kind === "wrongType" ? cellText(problem.value, format) : ""),
          },
        ]}
      />
      {more > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t("excelIn.problems.more", { count: more, more: number(more) })}
        </Typography>
      )}
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
        <Button
          variant="outlined"
          startIcon={
            status === "making" ? <CircularProgress size="1em" color="inherit" /> : <FileDownloadOutlined />
          }
          onClick={() => void download()}
          disabled={status === "making"}
        >
          {t("excelIn.problems.download")}
        </Button>
        {/* Polite: said once the sheet is being made or has failed, without interrupting. */}
        <Typography
          variant="body2"
          role="status"
          aria-live="polite"
          color={status === "failed" ? "error" : "text.secondary"}
        >
          {status === "making"
            ? t("excelIn.problems.making")
            : status === "failed"
              ? t("excelIn.problems.failed")
              : ""}
        </Typography>
      </Box>
    </Stack>
  );
}
