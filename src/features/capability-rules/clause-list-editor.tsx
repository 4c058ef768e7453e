import { useEffect, useRef } from "react";
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from "@mui/material";
import AddOutlined from "@mui/icons-material/AddOutlined";
import ArrowUpwardOutlined from "@mui/icons-material/ArrowUpwardOutlined";
import ArrowDownwardOutlined from "@mui/icons-material/ArrowDownwardOutlined";
import DeleteOutlineOutlined from "@mui/icons-material/DeleteOutlineOutlined";
import { useTranslation } from "react-i18next";
import {
  COLUMNS,
  CONNECTORS,
  OPERATORS,
  addClause,
  clauseProblem,
  moveClause,
  newClause,
  removeClause,
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

/** One list of clauses: a row per clause, every action a labelled button, so it works from the keyboard. */
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
  // After a move, add or remove, focus goes to where the person will act next instead of being lost.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const element = document.getElementById(focusNext.current);
    focusNext.current = null;
    element?.focus();
  });

  const move = (index: number, offset: number) => {
    const target = index + offset;
    const direction = offset < 0 ? "up" : "down";
    // Once at an edge the button disables itself, so focus moves to its sibling.
    const edge = target === 0 || target === clauses.length - 1;
    focusNext.current = `${list}-${target}-${edge ? (direction === "up" ? "down" : "up") : direction}`;
    onChange(
      moveClause(clauses, index, offset),
      t("capabilityRules.moved", { clause: label(index), position: target + 1 }),
    );
  };
  const remove = (index: number) => {
    focusNext.current =
      clauses.length > 1 ? `${list}-${Math.min(index, clauses.length - 2)}-value` : `${list}-add`;
    onChange(removeClause(clauses, index), t("capabilityRules.removed", { clause: label(index) }));
  };
  const add = () => {
    focusNext.current = `${list}-${clauses.length}-column`;
    onChange(
      addClause(clauses, newClause(list)),
      t("capabilityRules.added", { clause: label(clauses.length) }),
    );
  };

  const headingId = `${list}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ gridColumn: "1 / -1" }}>
      <Typography id={headingId} component="h2" variant="h6">
        {t(`capabilityRules.lists.${list}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`capabilityRules.listHelp.${list}`)}
      </Typography>
      {clauses.length === 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t("capabilityRules.noClauses")}
        </Typography>
      )}
      <Stack component="ol" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {clauses.map((clause, index) => {
          const problem = clauseProblem(clause);
          const message =
            problem?.kind === "forbidden"
              ? t("capabilityRules.notAllowedWord", { word: problem.word })
              : problem?.kind === "required" && showRequired
                ? t("validation.required")
                : serverErrors[index];
          const id = (part: string) => `${list}-${index}-${part}`;
          return (
            <li key={index}>
              <Box
                role="group"
                aria-label={label(index)}
                sx={{
                  display: "grid",
                  gap: 1,
                  alignItems: "start",
                  gridTemplateColumns: { xs: "1fr", md: "110px 1fr 1fr 1.5fr auto" },
                  p: 1,
                  border: 1,
                  borderColor: "divider",
                  borderRadius: 1,
                }}
              >
                {index === 0 ? (
                  <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
                    {label(index)}
                  </Typography>
                ) : (
                  <TextField
                    select
                    size="small"
                    id={id("connector")}
                    label={t("capabilityRules.connector")}
                    value={clause.connector}
                    disabled={disabled}
                    onChange={(event) =>
                      onChange(
                        updateClause(clauses, index, {
                          connector: event.target.value as Clause["connector"],
                        }),
                      )
                    }
                  >
                    {CONNECTORS.map((connector) => (
                      <MenuItem key={connector} value={connector}>
                        {t(`capabilityRules.connectorOptions.${connector}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                <TextField
                  select
                  size="small"
                  id={id("column")}
                  label={t("capabilityRules.column")}
                  value={clause.column}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(updateClause(clauses, index, { column: event.target.value as Clause["column"] }))
                  }
                >
                  {COLUMNS.map((column) => (
                    <MenuItem key={column} value={column}>
                      {t(`capabilityRules.columns.${column}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  id={id("operator")}
                  label={t("capabilityRules.operator")}
                  value={clause.operator}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(
                      updateClause(clauses, index, { operator: event.target.value as Clause["operator"] }),
                    )
                  }
                >
                  {OPERATORS.map((operator) => (
                    <MenuItem key={operator} value={operator}>
                      {t(`capabilityRules.operators.${operator}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  id={id("value")}
                  label={t("capabilityRules.value")}
                  value={clause.value}
                  required
                  disabled={disabled}
                  error={Boolean(message)}
                  helperText={message ?? " "}
                  inputProps={{ maxLength: 200 }}
                  onChange={(event) => onChange(updateClause(clauses, index, { value: event.target.value }))}
                />
                <Stack direction="row" spacing={0.5}>
                  <IconButton
                    id={id("up")}
                    aria-label={t("capabilityRules.moveUp", { clause: label(index) })}
                    title={t("capabilityRules.moveUp", { clause: label(index) })}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardOutlined />
                  </IconButton>
                  <IconButton
                    id={id("down")}
                    aria-label={t("capabilityRules.moveDown", { clause: label(index) })}
                    title={t("capabilityRules.moveDown", { clause: label(index) })}
                    disabled={disabled || index === clauses.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardOutlined />
                  </IconButton>
                  <IconButton
                    id={id("remove")}
                    aria-label={t("capabilityRules.remove", { clause: label(index) })}
                    title={t("capabilityRules.remove", { clause: label(index) })}
                    disabled={disabled}
                    onClick={() => remove(index)}
                  >
                    <DeleteOutlineOutlined />
                  </IconButton>
                </Stack>
              </Box>
            </li>
          );
        })}
      </Stack>
      <Button id={`${list}-add`} startIcon={<AddOutlined />} onClick={add} disabled={disabled} sx={{ mt: 1 }}>
        {t(`capabilityRules.add.${list}`)}
      </Button>
    </Box>
  );
}
