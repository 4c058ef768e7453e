import type { SheetProblem } from "../../domain/template-model";
import type { Translate } from "../../i18n/translate";
import type { WorkbookInput } from "../export/build-workbook";
import type { ExportColumn } from "../export/export-columns";
import { excelDateFormats } from "../export/export-rows";
import { sheetName } from "../export/export-file-name";
import { cellFormat, cellText, type CellFormat } from "./cell-text";
import { fillTemplate, problemMessage, problemTemplates, type ProblemTemplates } from "./problem-text";
import { problemPosition } from "./sheet-position";

/** The words of the error sheet, translated on the page: the worker that writes it has no i18n. */
export interface ErrorSheetTexts {
  sheetName: string;
  headers: Record<"row" | "column" | "header" | "problem" | "value", string>;
  templates: ProblemTemplates;
  format: CellFormat;
}

export function errorSheetTexts(t: Translate, language: string): ErrorSheetTexts {
  return {
    sheetName: sheetName(t("excelIn.errorSheet.sheetName")),
    headers: {
      row: t("excelIn.problems.row"),
      column: t("excelIn.problems.column"),
      header: t("excelIn.problems.header"),
      problem: t("excelIn.problems.problem"),
      value: t("excelIn.problems.value"),
    },
    templates: problemTemplates(t),
    format: cellFormat(t, language),
  };
}

/**
 * The error sheet (DESIGN §9.1: every problem, downloadable): one line per problem with where it is (row
 * number as a number, so Excel sorts and filters it; column letter), the template's header, what is wrong
 * and the value found. Made with the export's workbook (bold frozen header, fitted widths).
 */
export function errorSheetInput(problems: readonly SheetProblem[], texts: ErrorSheetTexts): WorkbookInput {
  const columns: ExportColumn[] = [
    { field: "row", header: texts.headers.row, kind: "number" },
    { field: "column", header: texts.headers.column, kind: "text" },
    { field: "header", header: texts.headers.header, kind: "text" },
    { field: "problem", header: texts.headers.problem, kind: "text" },
    { field: "value", header: texts.headers.value, kind: "text" },
  ];
  const records = problems.map((problem) => {
    const { row, column } = problemPosition(problem);
    const { key, values } = problemMessage(problem);
    return {
      row,
      column,
      header: "header" in problem ? problem.header : null,
      problem: fillTemplate(texts.templates[key], values),
      value: problem.kind === "wrongType" ? cellText(problem.value, texts.format) : null,
    };
  });
  return { columns, records, formats: excelDateFormats(texts.format.language), sheetName: texts.sheetName };
}
