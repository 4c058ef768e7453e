import { useState } from "react";
import { useWarnAboutChange } from "@refinedev/core";
import { Alert, Box, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ResourceForm } from "../../crud/resource-form";
import { visuallyHidden } from "../../crud/visually-hidden";
import { isHttpError } from "../../data/http-error";
import { ClauseListEditor } from "./clause-list-editor";
import { RuleDryRun } from "./rule-dry-run";
import {
  CLAUSE_LISTS,
  clauseProblem,
  ruleClausesOf,
  ruleSentence,
  type Clause,
  type ClauseList,
} from "../../domain/clause-model";
import { FILTER_HAS_FORBIDDEN_WORDS, NOT_ALLOWED_WORD, findForbiddenWordsIn } from "../../domain/forbidden-words";

type Clauses = Record<ClauseList, Clause[]>;
const noClauses: Clauses = { updateClauses: [], whereClauses: [] };

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The backend answers SPEC §5's texts in English; they are shown in the page's language, the words kept. */
function localise(message: string, t: Translate): string {
  if (message.startsWith(NOT_ALLOWED_WORD))
    return t("capabilityRules.notAllowedWord", { word: message.slice(NOT_ALLOWED_WORD.length) });
  if (message.startsWith(FILTER_HAS_FORBIDDEN_WORDS))
    return t("capabilityRules.forbiddenWords", { words: message.slice(FILTER_HAS_FORBIDDEN_WORDS.length) });
  return message;
}

/** Server field errors such as "whereClauses.2.value", by list and clause index. */
function clauseErrorsOf(error: unknown, t?: Translate): Record<ClauseList, Record<number, string>> {
  const result: Record<ClauseList, Record<number, string>> = { updateClauses: {}, whereClauses: {} };
  if (!isHttpError(error) || !error.errors) return result;
  for (const [key, value] of Object.entries(error.errors)) {
    const match = /^(updateClauses|whereClauses)\.(\d+)\.value$/.exec(key);
    const text = Array.isArray(value) ? value.join(" ") : typeof value === "string" ? value : undefined;
    if (match && text && t) result[match[1] as ClauseList][Number(match[2])] = localise(text, t);
  }
  return result;
}

/**
 * The Orders Book calculation rule editor: the generic form of the rule's fields, with its two clause lists
 * and the rule read back as a sentence after them.
 */
export default function RuleEditPage() {
  const { t } = useTranslation();
  const { setWarnWhen } = useWarnAboutChange();
  const [clauses, setClauses] = useState<Clauses>(noClauses);
  // As the record holds them: clauses that differ are kept in the page's draft with the typed fields.
  const [storedClauses, setStoredClauses] = useState<Clauses>(noClauses);
  const [announcement, setAnnouncement] = useState("");
  const [showRequired, setShowRequired] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [serverErrors, setServerErrors] = useState(clauseErrorsOf(undefined));

  const changeList = (list: ClauseList) => (next: Clause[], message?: string) => {
    setClauses((current) => ({ ...current, [list]: next }));
    setServerErrors(clauseErrorsOf(undefined));
    setSaveError(undefined);
    setWarnWhen(true);
    if (message) setAnnouncement(message);
  };

  /** The clauses go with the fields, once they hold no forbidden word and no empty value. */
  const withClauses = (payload: Record<string, unknown>) => {
    const all = [...clauses.updateClauses, ...clauses.whereClauses];
    const words = findForbiddenWordsIn(all.map((clause) => clause.value));
    if (words.length) {
      setSaveError(t("capabilityRules.forbiddenWords", { words: words.join(", ") }));
      return null;
    }
    if (all.some((clause) => clauseProblem(clause))) {
      setShowRequired(true);
      setSaveError(t("capabilityRules.fixClauses"));
      return null;
    }
    const trimmed = (list: Clause[]) => list.map((clause) => ({ ...clause, value: clause.value.trim() }));
    return {
      ...payload,
      updateClauses: trimmed(clauses.updateClauses),
      whereClauses: trimmed(clauses.whereClauses),
    };
  };

  return (
    <ResourceForm
      action="edit"
      columns={3}
      onRecord={(record) => {
        const stored = ruleClausesOf(record);
        setClauses(stored);
        setStoredClauses(stored);
      }}
      draftExtra={{
        value: clauses,
        changed: JSON.stringify(clauses) !== JSON.stringify(storedClauses),
        // Read back from storage: made safe to edit as a stored rule's are.
        restore: (value) => setClauses(ruleClausesOf(value && typeof value === "object" ? (value as Record<string, unknown>) : undefined)),
      }}
      extendPayload={withClauses}
      // The toast carries the server's message; its clause errors go beside their values. Nothing typed is lost.
      onSaveError={(error) => {
        setServerErrors(clauseErrorsOf(error, t));
        if (isHttpError(error)) setSaveError(localise(error.message, t));
      }}
      after={({ saving, control }) => (
        <Stack spacing={2}>
          {CLAUSE_LISTS.map((list) => (
            <ClauseListEditor
              key={list}
              list={list}
              clauses={clauses[list]}
              onChange={changeList(list)}
              showRequired={showRequired}
              serverErrors={serverErrors[list]}
              disabled={saving}
            />
          ))}
          <Paper variant="outlined" component="section" aria-labelledby="rule-sentence-heading" sx={{ p: 2 }}>
            <Typography id="rule-sentence-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t("capabilityRules.preview")}
            </Typography>
            <Typography data-testid="rule-sentence">{ruleSentence(clauses, t)}</Typography>
          </Paper>
          <RuleDryRun clauses={clauses} control={control} disabled={saving} />
          {saveError && (
            <Alert severity="error" role="alert">
              {saveError}
            </Alert>
          )}
          <Box role="status" aria-live="polite" sx={visuallyHidden}>
            {announcement}
          </Box>
        </Stack>
      )}
    />
  );
}
