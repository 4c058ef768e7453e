import { useState } from "react";
import { useWatch, type Control, type FieldValues } from "react-hook-form";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import PreviewOutlined from "@mui/icons-material/PreviewOutlined";
import { useTranslation } from "react-i18next";
import type { RuleDryRunRequest, RuleDryRunResult } from "../../api/planning";
import type { Clause, ClauseList } from "../../domain/clause-model";
import { findForbiddenWordsIn } from "../../domain/forbidden-words";
import { useBackendClient } from "../../data/backend-clients";
import { useErrorMessage } from "../../data/server-messages";
import { formatDay } from "../../crud/field-types/date-formats";
import type { Translate } from "../../i18n/translate";
import { FactTable } from "../../layout/fact-table";
import { dryRunRule } from "./rule-dry-run-call";
import { formatNumber } from "../../i18n/number-format";

const SHOWN = 50;
/** The rule's fields the dry run reads besides its clauses: the overrides it applies to the lines it selects. */
const OVERRIDES = ["transitTime", "coverage", "priority", "availabilityDate", "modal", "origin"] as const;

const numberOrNull = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/** A changed value as the rule's own fields show it: numbers and dates in the page's language, modals by name. */
function changedValue(field: string, value: string | number | null, t: Translate, language: string): string {
  if (value === null) return "—";
  if (typeof value === "number") return formatNumber(value, language);
  if (field === "availabilityDate" && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatDay(value.slice(0, 10), language);
  if (field === "modal") return t(`enum.capabilityModal.${value}`, { defaultValue: value });
  return value;
}

/** What the dry run is asked: the overrides as the form holds them, and the clauses. */
function dryRunRequestOf(fields: readonly unknown[], clauses: Record<ClauseList, Clause[]>): RuleDryRunRequest {
  const [transitTime, coverage, priority, availabilityDate, modal, origin] = fields;
  return {
    transitTime: numberOrNull(transitTime),
    coverage: numberOrNull(coverage),
    priority: numberOrNull(priority),
    availabilityDate: textOrNull(availabilityDate),
    modal: textOrNull(modal),
    origin: textOrNull(origin),
    updateClauses: clauses.updateClauses,
    whereClauses: clauses.whereClauses,
  };
}

/**
 * The rule's dry run (DESIGN §9.2), before saving: which current demand lines its where clauses select, and
 * the fields its overrides and update clauses change on them, before → after.
 */
export function RuleDryRun({
  clauses,
  control,
  disabled,
}: {
  clauses: Record<ClauseList, Clause[]>;
  /** The rule's form: its overrides are watched, so a preview of a rule changed since is not shown as its own. */
  control: Control<FieldValues>;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const client = useBackendClient("default");
  const errorMessage = useErrorMessage();
  const [running, setRunning] = useState(false);
  const [preview, setPreview] = useState<{ answer: RuleDryRunResult; askedFor: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const request = dryRunRequestOf(useWatch({ control, name: [...OVERRIDES] }), clauses);
  const outdated = preview !== null && preview.askedFor !== JSON.stringify(request);
  const result = preview && !outdated ? preview.answer : null;

  const run = async () => {
    const all = [...clauses.updateClauses, ...clauses.whereClauses];
    const words = findForbiddenWordsIn(all.map((clause) => clause.value));
    setPreview(null);
    if (words.length) return setProblem(t("capabilityRules.forbiddenWords", { words: words.join(", ") }));
    setProblem(null);
    setRunning(true);
    const askedFor = JSON.stringify(request);
    try {
      setPreview({ answer: await dryRunRule(client, request), askedFor });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="rule-dry-run-heading" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap>
          <div>
            <Typography id="rule-dry-run-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t("capabilityRules.dryRun.title")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t("capabilityRules.dryRun.help")}
            </Typography>
          </div>
          <Button
            variant="outlined"
            startIcon={running ? <CircularProgress size={16} /> : <PreviewOutlined />}
            disabled={disabled || running}
            onClick={() => void run()}
          >
            {t("capabilityRules.dryRun.run")}
          </Button>
        </Stack>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {outdated && (
          <Alert severity="info" role="status" data-testid="dry-run-outdated">
            {t("capabilityRules.dryRun.outdated")}
          </Alert>
        )}
        {result && (
          <Stack spacing={1} aria-live="polite" data-testid="dry-run-result">
            <Typography variant="body2">
              {t("capabilityRules.dryRun.matched", { matched: result.matched, total: result.total })}
            </Typography>
            {result.lines.length > 0 && (
              <FactTable
                labelledBy="rule-dry-run-heading"
                maxHeight={320}
                rows={result.lines.slice(0, SHOWN)}
                rowKey={(line) => `${line.orderKey}|${line.material}|${line.plant}`}
                columns={[
                  { key: "orderKey", header: t("capabilityRules.dryRun.orderKey"), cell: (line) => line.orderKey },
                  { key: "material", header: t("capabilityRules.dryRun.material"), cell: (line) => line.material },
                  { key: "plant", header: t("capabilityRules.dryRun.plant"), cell: (line) => line.plant },
                  {
                    key: "changes",
                    header: t("capabilityRules.dryRun.changes"),
                    cell: (line) =>
                      line.changes.length === 0
                        ? t("capabilityRules.dryRun.noChange")
                        : line.changes
                            .map(
                              (change) =>
                                `${t(`capabilityRules.columns.${change.field}`, { defaultValue: change.field })}: ${changedValue(change.field, change.before, t, i18n.language)} → ${changedValue(change.field, change.after, t, i18n.language)}`,
                            )
                            .join("; "),
                  },
                ]}
              />
            )}
            {result.matched > SHOWN && (
              <Typography variant="body2" color="text.secondary">
                {t("capabilityRules.dryRun.more", { shown: Math.min(SHOWN, result.lines.length), matched: result.matched })}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
