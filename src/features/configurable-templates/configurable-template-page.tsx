import { useEffect, useMemo, useRef, useState } from "react";
import { useList, useUpdate, useWarnAboutChange } from "@refinedev/core";
import { useLocation } from "react-router-dom";
import { useAccess } from "../../access/use-access";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import SaveOutlined from "@mui/icons-material/SaveOutlined";
import { recordVersion, VERSION_HEADER, versionTag } from "../../api/contract";
import { EditConflictPanel } from "../../crud/edit-conflict";
import { DraftOffer } from "../../crud/draft-offer";
import { formDrafts, type FormDraft } from "../../crud/form-drafts";
import { sessionStore } from "../../auth/session-store";
import { useErrorMessage } from "../../data/server-messages";
import { PageLoading } from "../../layout/page-loading";
import { RetryAlert } from "../../layout/retry-alert";
import { useEditConflict } from "../../crud/use-edit-conflict";
import { useResourceLabels } from "../../crud/use-resource-labels";
import { OptionSelect } from "../../crud/option-select";
import { ReorderableRows } from "../../crud/reorderable-rows";
import { visuallyHidden } from "../../crud/visually-hidden";
import {
  COLUMN_TYPES,
  columnProblems,
  parseColumns,
  type ColumnType,
  type TemplateColumn,
} from "../../domain/template-model";

/** A kept draft's template and columns, when it holds them (a draft is read from storage). */
function draftOf(draft: FormDraft): { templateId: number; columns: TemplateColumn[] } | null {
  const extra = draft.extra as { templateId?: unknown; columns?: unknown } | undefined;
  if (typeof extra?.templateId !== "number" || !Array.isArray(extra.columns)) return null;
  return { templateId: extra.templateId, columns: parseColumns(extra.columns) };
}

/**
 * The configurable templates of one module (EDB material capability, CTB or EFA): pick a template, edit its
 * columns in place and save. The same page serves the three registry entries; the entry picks the backend.
 */
export default function ConfigurableTemplatePage() {
  const { definition, t, resourceLabel } = useResourceLabels();
  const errorMessage = useErrorMessage();
  const { data, isLoading, error, refetch, isFetching } = useList({
    resource: definition.name,
    pagination: { mode: "off" },
    sorters: [{ field: "name", order: "asc" }],
  });
  const templates = useMemo(() => (data?.data ?? []) as Record<string, unknown>[], [data]);
  const [selectedId, setSelectedId] = useState<number>();
  const selected = templates.find((template) => template.id === selectedId) ?? templates[0];
  const canUpdate = useAccess({
    resource: definition.name,
    action: "edit",
    params: selected ? { id: selected.id as number } : undefined,
  });
  // Locked until the permission check answers, so nothing can be typed that could not be saved.
  const readOnly = canUpdate !== true;
  const { mutate, isLoading: saving } = useUpdate();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const [columns, setColumns] = useState<TemplateColumn[]>([]);
  const [dirty, setDirty] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const { conflict, current, refused, clear: clearConflict } = useEditConflict(definition);
  const [overwriteRequested, setOverwriteRequested] = useState(false);

  // Unsaved columns are kept as a draft of this page, as a form's fields are (crud/form-drafts.ts): a session
  // that ends mid-edit (DESIGN §8) or a reload offers them back to whoever typed them, for their template.
  const { pathname } = useLocation();
  const owner = sessionStore.user()?.userName ?? "";
  const [offer, setOffer] = useState<FormDraft | null>(() => formDrafts.read(pathname, owner));
  const offered = offer && draftOf(offer);
  const keepDraft = (next: TemplateColumn[]) => {
    if (!selected) return;
    const from = loaded.current;
    const version = from && from.id === selected.id ? from.version : undefined;
    formDrafts.write(pathname, {
      owner,
      savedAt: new Date().toISOString(),
      values: {},
      extra: { templateId: selected.id, columns: next },
      ...(version !== undefined && { version }),
    });
  };
  const dropDraft = () => formDrafts.remove(pathname);
  // A restored draft, applied once its template is the one the editor starts from.
  const restoring = useRef<{ id: unknown; columns: TemplateColumn[]; version?: string }>(undefined);

  // The template the editor started from: its id and the version (update date) its columns are saved
  // against (DESIGN §8). The editor starts from the stored columns when another template is picked, and when
  // the list reads them changed while nothing is being edited (a save of ours come back, another person's);
  // a change read while editing must not throw away what is being typed: the save meets it, as a 409.
  type Version = { id: unknown; version?: string };
  const versionOf = (template: Record<string, unknown> | undefined): Version | undefined =>
    template && { id: template.id, version: recordVersion(template) };
  const loaded = useRef<Version>(undefined);
  const listed = useRef<Version>(undefined);
  const startFrom = (template: Record<string, unknown> | undefined) => {
    const restored = restoring.current;
    if (restored && template && restored.id === template.id) {
      // Saved against the version the typing started from: a change someone saved since is met as a conflict.
      restoring.current = undefined;
      loaded.current = { id: template.id, version: restored.version ?? recordVersion(template) };
      setColumns(restored.columns);
      setDirty(true);
      setWarnWhen(true);
      setShowProblems(false);
      return;
    }
    loaded.current = versionOf(template);
    setColumns(parseColumns(template?.columns));
    setDirty(false);
    setShowProblems(false);
  };
  const restoreDraft = () => {
    if (!offered) return;
    setOffer(null);
    restoring.current = { id: offered.templateId, columns: offered.columns, version: offer?.version };
    const target = templates.find((template) => template.id === offered.templateId);
    if (target === selected) startFrom(target);
    else setSelectedId(offered.templateId);
  };
  useEffect(() => {
    const now = versionOf(selected);
    const other = now?.id !== listed.current?.id;
    const changed = other || now?.version !== listed.current?.version;
    listed.current = now;
    if (!changed || (!other && dirty)) return;
    if (other) clearConflict();
    startFrom(selected);
  }, [selected]); // eslint-disable-line react-hooks/exhaustive-deps

  const problems = columnProblems(columns);
  const change = (next: TemplateColumn[], message?: string) => {
    setColumns(next);
    keepDraft(next);
    setDirty(true);
    setWarnWhen(true);
    if (message) setAnnouncement(message);
  };
  const edit = (index: number, patch: Partial<TemplateColumn>) =>
    change(columns.map((column, i) => (i === index ? { ...column, ...patch } : column)));

  const pick = (id: number) => {
    if (dirty && warnWhen && !window.confirm(t("warnWhenUnsavedChanges"))) return;
    setWarnWhen(false);
    if (dirty) dropDraft();
    setSelectedId(id);
  };
  const discard = () => {
    dropDraft();
    startFrom(selected);
    clearConflict();
    setWarnWhen(false);
  };
  const save = () => {
    if (!selected || columns.length === 0 || problems.size > 0) {
      setShowProblems(true);
      return;
    }
    const payload = columns.map((column) => ({
      ...column,
      header: column.header.trim(),
      example: column.example.trim(),
    }));
    const version = loaded.current && loaded.current.id === selected.id ? loaded.current.version : undefined;
    mutate(
      {
        resource: definition.name,
        id: selected.id as number,
        values: { columns: payload },
        mutationMode: "pessimistic",
        meta: version ? { headers: { [VERSION_HEADER]: versionTag(version) } } : undefined,
      },
      {
        onSuccess: (answer) => {
          // The next save goes against the version this one made, even if typing resumes before the list is
          // read again (it was refused as a conflict with one's own save).
          const saved = versionOf(answer.data as Record<string, unknown>);
          if (saved && saved.id === selected.id && saved.version) loaded.current = saved;
          dropDraft();
          clearConflict();
          setDirty(false);
          setWarnWhen(false);
        },
        // Someone saved the template since it was read: the columns typed stay, beside theirs.
        onError: (error) => void refused(error, selected.id as number),
      },
    );
  };
  // "Save mine over it": the columns on screen again, now against the version just read. Sent once the
  // version has been taken.
  useEffect(() => {
    if (!overwriteRequested) return;
    setOverwriteRequested(false);
    save();
  }, [overwriteRequested]); // eslint-disable-line react-hooks/exhaustive-deps
  const headersOf = (list: readonly TemplateColumn[]) => list.map((column) => column.header.trim() || "—").join(", ");
  const conflictPanel = conflict && selected && (
    <EditConflictPanel
      conflict={conflict}
      fields={[{ name: "columns", type: "text" }]}
      yours={{ columns: headersOf(columns) }}
      current={current && { columns: headersOf(parseColumns(current.columns)) }}
      fieldLabel={() => t("configurableTemplates.columnsTitle")}
      busy={saving}
      onReload={() => {
        startFrom(current);
        clearConflict();
        setWarnWhen(false);
      }}
      onOverwrite={() => {
        loaded.current = { id: selected.id, version: recordVersion(current) };
        clearConflict();
        setOverwriteRequested(true);
      }}
    />
  );

  const columnLabel = (index: number) => t("configurableTemplates.columnLabel", { number: index + 1 });
  const problemText = (index: number) => {
    const problem = problems.get(index);
    return problem && (showProblems || problem !== "required")
      ? t(`configurableTemplates.problems.${problem}`)
      : undefined;
  };

  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5" tabIndex={-1}>
          {resourceLabel}
        </Typography>
        {isLoading && <PageLoading />}
        {error && (
          <RetryAlert onRetry={() => refetch()} busy={isFetching}>
            {errorMessage(error)}
          </RetryAlert>
        )}
        {!isLoading && !error && templates.length === 0 && (
          <Typography>{t("configurableTemplates.noTemplates")}</Typography>
        )}
        {selected && (
          <>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2} alignItems={{ sm: "center" }}>
              <TextField
                select
                id="template-picker"
                label={t("configurableTemplates.template")}
                value={selected.id as number}
                onChange={(event) => pick(Number(event.target.value))}
                sx={{ minWidth: { sm: 320 } }}
              >
                {templates.map((template) => (
                  <MenuItem key={String(template.id)} value={template.id as number}>
                    {String(template.name ?? "")}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="body2" color="text.secondary">
                {String(selected.description ?? "")}
              </Typography>
            </Stack>
            {canUpdate === false && <Alert severity="info" role="note">{t("configurableTemplates.readOnly")}</Alert>}
            {offer && offered && canUpdate === true && templates.some((template) => template.id === offered.templateId) && (
              <DraftOffer
                draft={offer}
                onRestore={restoreDraft}
                onDiscard={() => {
                  dropDraft();
                  setOffer(null);
                }}
              />
            )}
            {conflictPanel}
            <Box component="section" aria-labelledby="template-columns-heading">
              <Typography id="template-columns-heading" component="h2" variant="h6">
                {t("configurableTemplates.columnsTitle")} (
                {t("configurableTemplates.columnCount", { count: columns.length })})
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t("configurableTemplates.columnsHelp")}
              </Typography>
              <ReorderableRows
                idPrefix="template-column"
                items={columns}
                onChange={change}
                rowLabel={columnLabel}
                newItem={(): TemplateColumn => ({ header: "", type: "text", required: false, example: "" })}
                focusAfterAdd="header"
                focusAfterRemove="header"
                disabled={readOnly}
                texts={{
                  add: t("configurableTemplates.addColumn"),
                  moveUp: (index) => t("configurableTemplates.moveUp", { number: index + 1 }),
                  moveDown: (index) => t("configurableTemplates.moveDown", { number: index + 1 }),
                  remove: (index) => t("configurableTemplates.remove", { number: index + 1 }),
                  moved: (_index, position) => t("configurableTemplates.moved", { position }),
                  removed: (index) => t("configurableTemplates.removed", { number: index + 1 }),
                  added: (index) => t("configurableTemplates.added", { number: index + 1 }),
                }}
                removable={(column) => !column.locked}
                renderFields={(column, index, id) => {
                  const message = problemText(index);
                  // What the calculation reads by its header (DESIGN §9.2): only its example and place change.
                  const lockedHelp = column.locked ? t("configurableTemplates.locked") : " ";
                  return [
                    {
                      key: "number",
                      basis: "2rem",
                      grow: 0,
                      content: (
                        <Typography sx={{ pt: 1 }} aria-hidden>
                          {index + 1}
                        </Typography>
                      ),
                    },
                    {
                      key: "header",
                      basis: "160px",
                      grow: 2,
                      content: (
                        <TextField
                          size="small"
                          id={id("header")}
                          label={t("configurableTemplates.header")}
                          slotProps={{
                            htmlInput: {
                              "aria-label": `${columnLabel(index)}: ${t("configurableTemplates.header")}`,
                              maxLength: 80,
                              readOnly: column.locked,
                            },
                          }}
                          value={column.header}
                          required
                          disabled={readOnly}
                          error={problems.get(index) !== "example" && Boolean(message)}
                          helperText={problems.get(index) !== "example" ? (message ?? lockedHelp) : lockedHelp}
                          onChange={(event) => edit(index, { header: event.target.value })}
                        />
                      ),
                    },
                    {
                      key: "type",
                      grow: 1.4,
                      content: (
                        <OptionSelect
                          id={id("type")}
                          label={t("configurableTemplates.type")}
                          ariaLabel={`${columnLabel(index)}: ${t("configurableTemplates.type")}`}
                          value={column.type}
                          options={COLUMN_TYPES}
                          optionLabel={(type) => t(`configurableTemplates.types.${type}`)}
                          disabled={readOnly || column.locked}
                          helperText=" "
                          onChange={(type: ColumnType) => edit(index, { type })}
                        />
                      ),
                    },
                    {
                      key: "required",
                      grow: 0,
                      content: (
                        <FormControlLabel
                          control={
                            <Checkbox
                              id={id("required")}
                              checked={column.required}
                              disabled={readOnly || column.locked}
                              slotProps={{
                                input: {
                                  "aria-label": `${columnLabel(index)}: ${t("configurableTemplates.required")}`,
                                } as object,
                              }}
                              onChange={(event) => edit(index, { required: event.target.checked })}
                            />
                          }
                          label={t("configurableTemplates.required")}
                        />
                      ),
                    },
                    {
                      key: "example",
                      basis: "140px",
                      grow: 1.4,
                      content: (
                        <TextField
                          size="small"
                          id={id("example")}
                          label={t("configurableTemplates.example")}
                          slotProps={{
                            htmlInput: {
                              "aria-label": `${columnLabel(index)}: ${t("configurableTemplates.example")}`,
                              maxLength: 80,
                            },
                          }}
                          value={column.example}
                          disabled={readOnly}
                          error={problems.get(index) === "example"}
                          helperText={problems.get(index) === "example" ? message : " "}
                          onChange={(event) => edit(index, { example: event.target.value })}
                        />
                      ),
                    },
                  ];
                }}
                footer={
                  // Beside the add button while there is room, on a line of their own below it when not
                  // (a phone): never cut off at the card's edge.
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    flexWrap="wrap"
                    alignItems="center"
                    justifyContent="flex-end"
                    sx={{ ml: "auto" }}
                  >
                    {dirty && (
                      <Typography variant="body2" color="warning.main">
                        {t("configurableTemplates.unsaved")}
                      </Typography>
                    )}
                    <Button onClick={discard} disabled={readOnly || !dirty || saving}>
                      {t("configurableTemplates.discard")}
                    </Button>
                    <Button
                      variant="contained"
                      startIcon={<SaveOutlined />}
                      onClick={save}
                      disabled={readOnly || saving}
                    >
                      {t("buttons.save")}
                    </Button>
                  </Stack>
                }
              />
              {showProblems && columns.length === 0 && (
                <Alert severity="error">{t("configurableTemplates.atLeastOne")}</Alert>
              )}
              {showProblems && problems.size > 0 && (
                <Alert severity="error" role="alert">
                  {t("configurableTemplates.fixColumns")}
                </Alert>
              )}
            </Box>
          </>
        )}
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
      </Stack>
    </Paper>
  );
}
