import { useShow } from "@refinedev/core";
import { Show } from "@refinedev/mui";
import { Alert, Box, Paper, Stack, Typography } from "@mui/material";
import { RecordFieldList } from "../../crud/record-field-list";
import { ActionLink } from "../../crud/action-link";
import { useResourceLabels } from "../../crud/use-resource-labels";
import { isHttpError } from "../../data/http-error";
import { CLAUSE_LISTS, clauseLines, parseClauses, ruleSentence } from "./clause-model";

/** A rule's details: its fields, then the rule read back as one sentence (the clauses are what it means). */
export default function RuleShowPage() {
  const { definition, t, resourceLabel, fieldLabel } = useResourceLabels();
  const { query } = useShow();
  const record = query.data?.data as Record<string, unknown> | undefined;
  const clauses = {
    updateClauses: parseClauses(record?.updateClauses),
    whereClauses: parseClauses(record?.whereClauses),
  };
  return (
    <Show
      title={
        <Typography component="h1" variant="h5">
          {t("crud.showTitle", { resource: resourceLabel })}
        </Typography>
      }
      breadcrumb={false}
      goBack={false}
      isLoading={query.isLoading}
      canEdit={false}
      canDelete={false}
      headerButtons={() => (
        <>
          <ActionLink action="list" variant="button" />
          {record?.id !== undefined && <ActionLink action="edit" id={record.id as number} variant="button" />}
        </>
      )}
    >
      {query.error ? (
        <Alert severity="error">
          {isHttpError(query.error) ? query.error.message : t("errors.communication")}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined" component="section" aria-labelledby="rule-sentence-heading" sx={{ p: 2 }}>
            <Typography
              id="rule-sentence-heading"
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 600 }}
            >
              {t("capabilityRules.preview")}
            </Typography>
            {record && <Typography data-testid="rule-sentence">{ruleSentence(clauses, t)}</Typography>}
          </Paper>
          <RecordFieldList fields={definition.fields ?? []} record={record} label={fieldLabel} columns={3} />
          {CLAUSE_LISTS.map((list) => (
            <Box component="section" key={list} aria-labelledby={`clauses-${list}`}>
              <Typography id={`clauses-${list}`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {fieldLabel(list)}
              </Typography>
              {clauses[list].length === 0 ? (
                <Typography color="text.secondary">{t("status.noData")}</Typography>
              ) : (
                <Box component="ol" sx={{ m: 0, pl: 3 }}>
                  {clauseLines(clauses[list], t).map((line, index) => (
                    <li key={index}>
                      <Typography component="span">{line}</Typography>
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Show>
  );
}
