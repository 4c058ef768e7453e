import { useEffect, useMemo, useState } from "react";
import { useWarnAboutChange } from "@refinedev/core";
import { useAccess } from "../../access/use-access";
import { Edit } from "@refinedev/mui";
import { useForm } from "@refinedev/react-hook-form";
import { Alert, Box, Paper, Typography } from "@mui/material";
import type { Control, FieldValues } from "react-hook-form";
import { FieldInput } from "../../crud/field-input";
import { useResourceLabels } from "../../crud/use-resource-labels";
import { initialValues, toPayload } from "../../crud/validation";
import { ActionLink } from "../../crud/action-link";
import { isHttpError } from "../../data/http-error";
import { ClauseListEditor } from "./clause-list-editor";
import {
  CLAUSE_LISTS,
  clauseProblem,
  parseClauses,
  ruleSentence,
  type Clause,
  type ClauseList,
} from "../../domain/clause-model";
import { FILTER_HAS_FORBIDDEN_WORDS, NOT_ALLOWED_WORD, findForbiddenWordsIn } from "../../domain/forbidden-words";
import { SaveButton } from "../../crud/save-button";

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

/** The Orders Book calculation rule editor: the rule's fields, its two clause lists and the rule as a sentence. */
export default function RuleEditPage() {
  const { definition, t, resourceLabel, fieldLabel } = useResourceLabels();
  const fields = useMemo(() => definition.fields ?? [], [definition]);
  const {
    refineCore: { onFinish, formLoading, query, id },
    control,
    handleSubmit,
    reset,
    saveButtonProps,
  } = useForm({
    defaultValues: initialValues(fields) as FieldValues,
    refineCoreProps: { action: "edit", redirect: "show" },
  });
  const record = query?.data?.data as Record<string, unknown> | undefined;
  const canUpdate = useAccess({ resource: definition.name, action: "edit", params: { id } });
  const locked = formLoading || canUpdate === false;
  const { setWarnWhen } = useWarnAboutChange();
  const [clauses, setClauses] = useState<Clauses>(noClauses);
  const [announcement, setAnnouncement] = useState("");
  const [showRequired, setShowRequired] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [serverErrors, setServerErrors] = useState(clauseErrorsOf(undefined));

  useEffect(() => {
    if (!record) return;
    reset(initialValues(fields, record) as FieldValues);
    setClauses({
      updateClauses: parseClauses(record.updateClauses),
      whereClauses: parseClauses(record.whereClauses),
    });
  }, [record, fields, reset]);

  const changeList = (list: ClauseList) => (next: Clause[], message?: string) => {
    setClauses((current) => ({ ...current, [list]: next }));
    setServerErrors(clauseErrorsOf(undefined));
    setSaveError(undefined);
    setWarnWhen(true);
    if (message) setAnnouncement(message);
  };

  const submit = handleSubmit(async (values) => {
    const all = [...clauses.updateClauses, ...clauses.whereClauses];
    const words = findForbiddenWordsIn(all.map((clause) => clause.value));
    if (words.length) {
      setSaveError(t("capabilityRules.forbiddenWords", { words: words.join(", ") }));
      return;
    }
    if (all.some((clause) => clauseProblem(clause))) {
      setShowRequired(true);
      setSaveError(t("capabilityRules.fixClauses"));
      return;
    }
    const trimmed = (list: Clause[]) => list.map((clause) => ({ ...clause, value: clause.value.trim() }));
    try {
      await onFinish({
        ...toPayload(fields, values, true),
        updateClauses: trimmed(clauses.updateClauses),
        whereClauses: trimmed(clauses.whereClauses),
      });
    } catch (error) {
      // The toast carries the server's message; its clause errors go beside their values. Nothing typed is lost.
      setServerErrors(clauseErrorsOf(error, t));
      if (isHttpError(error)) setSaveError(localise(error.message, t));
    }
  });

  return (
    <Edit
      title={
        <Typography component="h1" variant="h5">
          {t("crud.editTitle", { resource: resourceLabel })}
        </Typography>
      }
      breadcrumb={false}
      goBack={false}
      isLoading={formLoading}
      footerButtons={() => (
        <SaveButton onClick={() => void submit()} disabled={locked || saveButtonProps.disabled} loading={formLoading} />
      )}
      canDelete={false}
      headerButtons={() => <ActionLink action="list" variant="button" />}
    >
      <Box
        component="form"
        noValidate
        autoComplete="off"
        onSubmit={submit}
        sx={{
          display: "grid",
          gap: 1,
          gridTemplateColumns: { xs: "1fr", md: "1fr 1fr 1fr" },
          maxWidth: 1200,
        }}
      >
        {fields.map((field) => (
          <Box key={field.name} sx={{ gridColumn: field.type === "multiline" ? "1 / -1" : undefined }}>
            <FieldInput
              field={field}
              label={fieldLabel(field.name)}
              control={control as unknown as Control<FieldValues>}
              disabled={locked}
            />
          </Box>
        ))}
        {CLAUSE_LISTS.map((list) => (
          <ClauseListEditor
            key={list}
            list={list}
            clauses={clauses[list]}
            onChange={changeList(list)}
            showRequired={showRequired}
            serverErrors={serverErrors[list]}
            disabled={locked}
          />
        ))}
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="rule-sentence-heading"
          sx={{ gridColumn: "1 / -1", p: 2 }}
        >
          <Typography id="rule-sentence-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t("capabilityRules.preview")}
          </Typography>
          <Typography data-testid="rule-sentence">{ruleSentence(clauses, t)}</Typography>
        </Paper>
        {saveError && (
          <Alert severity="error" role="alert" sx={{ gridColumn: "1 / -1" }}>
            {saveError}
          </Alert>
        )}
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Box>
    </Edit>
  );
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
