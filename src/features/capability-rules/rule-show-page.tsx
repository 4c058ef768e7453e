import { Box, Paper, Typography } from "@mui/material";
import { RecordShowPage } from "../../crud/resource-show-page";
import { useResourceLabels } from "../../crud/use-resource-labels";
import { CLAUSE_LISTS, clauseListLines, ruleClausesOf, ruleSentence } from "../../domain/clause-model";

/** A rule's details: the rule read back as one sentence, its fields, then each clause list. */
export default function RuleShowPage() {
  const { t, fieldLabel } = useResourceLabels();
  return (
    <RecordShowPage
      columns={3}
      before={(record) => (
        <Paper variant="outlined" component="section" aria-labelledby="rule-sentence-heading" sx={{ p: 2 }}>
          <Typography id="rule-sentence-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t("capabilityRules.preview")}
          </Typography>
          {record && (
            <Typography data-testid="rule-sentence">{ruleSentence(ruleClausesOf(record), t)}</Typography>
          )}
        </Paper>
      )}
      after={(record) => {
        const clauses = ruleClausesOf(record);
        return CLAUSE_LISTS.map((list) => (
          <Box component="section" key={list} aria-labelledby={`clauses-${list}`}>
            <Typography id={`clauses-${list}`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {fieldLabel(list)}
            </Typography>
            {clauses[list].length === 0 ? (
              <Typography color="text.secondary">{t("status.noData")}</Typography>
            ) : (
              <Box component="ol" sx={{ m: 0, pl: 3 }}>
                {clauseListLines(list, clauses[list], t).map((line, index) => (
                  <li key={index}>
                    <Typography component="span">{line}</Typography>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ));
      }}
    />
  );
}
