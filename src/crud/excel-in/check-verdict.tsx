import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { TemplateColumn } from "../../domain/template-model";
import type { Translate } from "../../i18n/translate";
import type { CheckVerdict } from "./excel-check-state";
import { ProblemList } from "./problem-list";
import { refusalMessage } from "./refusal-message";
import { SheetPreview } from "./sheet-preview";
import type { ExcelCheck } from "./use-excel-check";
import { formatNumber } from "../../i18n/number-format";

/** The one-line verdict that is read out, in the page's language. */
function summaryOf(verdict: CheckVerdict, t: Translate, number: (value: number) => string): string {
  switch (verdict.status) {
    case "idle":
      return "";
    case "checking":
      return verdict.fileName
        ? t("excelIn.verdict.checking", { file: verdict.fileName })
        : t("excelIn.verdict.checkingFiles");
    case "refused":
      return refusalMessage(t, verdict.refusal);
    case "invalid":
      return t("excelIn.verdict.invalid", {
        count: verdict.result.problemCount,
        problems: number(verdict.result.problemCount),
        file: verdict.file.name,
      });
    case "passed":
      return t("excelIn.verdict.passed", {
        count: verdict.result.rowCount,
        rows: number(verdict.result.rowCount),
        file: verdict.file.name,
      });
  }
}

const SEVERITY = { refused: "error", invalid: "warning", passed: "success" } as const;

export interface CheckVerdictViewProps {
  check: ExcelCheck;
  columns: readonly TemplateColumn[];
}

/**
 * What came of the latest file (DESIGN §9.1): progress while it is checked, then why it was refused, its
 * problems, or its preview. The verdict line sits in a polite live region so a screen reader says it once;
 * the tables below it are read on demand. The last file that passed stays in view, and stays the one to
 * send, until another passes or it is removed (DESIGN §8: bad input loses nothing).
 */
export function CheckVerdictView({ check, columns }: CheckVerdictViewProps) {
  const { t, i18n } = useTranslation();
  const { verdict, accepted } = check.state;
  const number = (value: number) => formatNumber(value, i18n.language);
  const summary = summaryOf(verdict, t, number);
  const keptAside = accepted !== null && verdict.status !== "passed";

  return (
    <Stack spacing={2}>
      <Box aria-live="polite" aria-atomic="true">
        {verdict.status === "checking" ? (
          <Typography variant="body2">{summary}</Typography>
        ) : verdict.status !== "idle" ? (
          // role="none": the live region around it says it; an alert role inside would say it twice.
          <Alert severity={SEVERITY[verdict.status]} role="none">
            {summary}
          </Alert>
        ) : null}
      </Box>
      {verdict.status === "checking" && (
        <Stack direction="row" spacing={2} alignItems="center">
          <LinearProgress aria-label={t("excelIn.verdict.progress")} sx={{ flexGrow: 1 }} />
          <Button size="small" onClick={check.cancel}>
            {t("buttons.cancel")}
          </Button>
        </Stack>
      )}
      {verdict.status === "invalid" && (
        <ProblemList
          file={verdict.file}
          columns={columns}
          problems={verdict.result.problems}
          total={verdict.result.problemCount}
        />
      )}
      {keptAside && (
        <Typography variant="body2" data-testid="excel-kept">
          {t("excelIn.verdict.kept", {
            count: accepted.result.rowCount,
            rows: number(accepted.result.rowCount),
            file: accepted.file.name,
          })}
        </Typography>
      )}
      {accepted && (
        <>
          <SheetPreview
            fileName={accepted.file.name}
            headers={accepted.result.headers}
            preview={accepted.result.preview}
            rowCount={accepted.result.rowCount}
          />
          <Box>
            <Button size="small" color="inherit" onClick={check.clear}>
              {t("excelIn.zone.remove", { file: accepted.file.name })}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
