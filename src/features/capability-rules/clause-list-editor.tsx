import { Box, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { OptionSelect } from "../../crud/option-select";
import { ReorderableRows } from "../../crud/reorderable-rows";
import {
  COLUMNS,
  CONNECTORS,
  OPERATORS,
  clauseProblem,
  isAssignmentList,
  newClause,
  updateClause,
  type Clause,
  type ClauseList,
} from "../../domain/clause-model";

interface ClauseListEditorProps {
  list: ClauseList;
  clauses: readonly Clause[];
  onChange: (next: Clause[], announcement?: string) => void;
  /** Empty values are flagged only once a save was tried, not while a clause is being filled in. */
  showRequired: boolean;
  /** Field errors the server gave, keyed by clause index. */
  serverErrors: Record<number, string>;
  disabled?: boolean;
}

/** One list of clauses: a row per clause, on the shared reorderable-row editor. */
export function ClauseListEditor({
  list,
  clauses,
  onChange,
  showRequired,
  serverErrors,
  disabled,
}: ClauseListEditorProps) {
  const { t } = useTranslation();
  const label = (index: number) => t(`capabilityRules.clauseLabel.${list}`, { number: index + 1 });
  const headingId = `${list}-heading`;
  const assignments = isAssignmentList(list);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ gridColumn: "1 / -1" }}>
      <Typography id={headingId} component="h2" variant="h6">
        {t(`capabilityRules.lists.${list}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`capabilityRules.listHelp.${list}`)}
      </Typography>
      <ReorderableRows
        idPrefix={list}
        items={clauses}
        onChange={onChange}
        rowLabel={label}
        newItem={() => newClause(list)}
        focusAfterAdd="column"
        focusAfterRemove="value"
        disabled={disabled}
        empty={
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t("capabilityRules.noClauses")}
          </Typography>
        }
        texts={{
          add: t(`capabilityRules.add.${list}`),
          moveUp: (index) => t("capabilityRules.moveUp", { clause: label(index) }),
          moveDown: (index) => t("capabilityRules.moveDown", { clause: label(index) }),
          remove: (index) => t("capabilityRules.remove", { clause: label(index) }),
          moved: (index, position) => t("capabilityRules.moved", { clause: label(index), position }),
          removed: (index) => t("capabilityRules.removed", { clause: label(index) }),
          added: (index) => t("capabilityRules.added", { clause: label(index) }),
        }}
        renderFields={(clause, index, id) => {
          const problem = clauseProblem(clause);
          const message =
            problem?.kind === "forbidden"
              ? t("capabilityRules.notAllowedWord", { word: problem.word })
              : problem?.kind === "required" && showRequired
                ? t("validation.required")
                : serverErrors[index];
          const change = (patch: Partial<Clause>) => onChange(updateClause(clauses, index, patch));
          return [
            {
              // As wide in every row, label or connector, so the rows line up.
              key: "connector",
              basis: "110px",
              grow: 0,
              content:
                index === 0 || assignments ? (
                  <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
                    {index === 0 ? label(index) : t("capabilityRules.connectors.AND")}
                  </Typography>
                ) : (
                  <OptionSelect
                    id={id("connector")}
                    label={t("capabilityRules.connector")}
                    value={clause.connector}
                    options={CONNECTORS}
                    optionLabel={(connector) => t(`capabilityRules.connectorOptions.${connector}`)}
                    disabled={disabled}
                    onChange={(connector) => change({ connector })}
                  />
                ),
            },
            {
              key: "column",
              // A set clause's middle is fixed text ("set to"): its column select gets the room instead.
              grow: assignments ? 2 : 1,
              content: (
                <OptionSelect
                  id={id("column")}
                  label={t("capabilityRules.column")}
                  value={clause.column}
                  options={COLUMNS}
                  optionLabel={(column) => t(`capabilityRules.columns.${column}`)}
                  disabled={disabled}
                  onChange={(column) => change({ column })}
                />
              ),
            },
            assignments
              ? {
                  // A set clause only sets: no comparison to choose.
                  key: "operator",
                  grow: 0,
                  content: (
                    <Typography variant="body2" sx={{ pt: 1, whiteSpace: "nowrap" }} id={id("operator")}>
                      {t("capabilityRules.setTo")}
                    </Typography>
                  ),
                }
              : {
                  key: "operator",
                  content: (
                    <OptionSelect
                      id={id("operator")}
                      label={t("capabilityRules.operator")}
                      value={clause.operator}
                      options={OPERATORS}
                      optionLabel={(operator) => t(`capabilityRules.operators.${operator}`)}
                      disabled={disabled}
                      onChange={(operator) => change({ operator })}
                    />
                  ),
                },
            {
              key: "value",
              basis: "160px",
              grow: 1.5,
              content: (
                <TextField
                  size="small"
                  id={id("value")}
                  label={t("capabilityRules.value")}
                  value={clause.value}
                  required
                  disabled={disabled}
                  error={Boolean(message)}
                  helperText={message ?? " "}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                  onChange={(event) => change({ value: event.target.value })}
                />
              ),
            },
          ];
        }}
      />
    </Box>
  );
}
