import { useEffect, useMemo, useRef, useState } from "react";
import { useList, useUpdate, useWarnAboutChange } from "@refinedev/core";
import { useAccess } from "../../access/use-access";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import AddOutlined from "@mui/icons-material/AddOutlined";
import ArrowUpwardOutlined from "@mui/icons-material/ArrowUpwardOutlined";
import ArrowDownwardOutlined from "@mui/icons-material/ArrowDownwardOutlined";
import DeleteOutlineOutlined from "@mui/icons-material/DeleteOutlineOutlined";
import SaveOutlined from "@mui/icons-material/SaveOutlined";
import { useResourceLabels } from "../../crud/use-resource-labels";
import {
  COLUMN_TYPES,
  columnProblems,
  moveItem,
  parseColumns,
  type ColumnType,
  type TemplateColumn,
} from "../../domain/template-model";

/**
 * The configurable templates of one module (EDB material capability, CTB or EFA): pick a template, edit its
 * columns in place and save. The same page serves the three registry entries; the entry picks the backend.
 */
export default function ConfigurableTemplatePage() {
  const { definition, t, resourceLabel } = useResourceLabels();
  const { data, isLoading, isError } = useList({
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
  const focusNext = useRef<string | null>(null);

  // The editor starts from the stored columns when another template is picked or a save comes back; a
  // background refetch of the same template must not throw away what is being typed.
  const loaded = useRef<unknown>(undefined);
  useEffect(() => {
    const key = selected ? `${String(selected.id)}:${String(selected.updateDate ?? "")}` : undefined;
    if (key === loaded.current) return;
    loaded.current = key;
    setColumns(parseColumns(selected?.columns));
    setDirty(false);
    setShowProblems(false);
  }, [selected]);
  useEffect(() => {
    if (!focusNext.current) return;
    const element = document.getElementById(focusNext.current);
    focusNext.current = null;
    element?.focus();
  });

  const problems = columnProblems(columns);
  const change = (next: TemplateColumn[], message?: string) => {
    setColumns(next);
    setDirty(true);
    setWarnWhen(true);
    if (message) setAnnouncement(message);
  };
  const edit = (index: number, patch: Partial<TemplateColumn>) =>
    change(columns.map((column, i) => (i === index ? { ...column, ...patch } : column)));

  const pick = (id: number) => {
    if (dirty && warnWhen && !window.confirm(t("warnWhenUnsavedChanges"))) return;
    setWarnWhen(false);
    setSelectedId(id);
  };
  const discard = () => {
    setColumns(parseColumns(selected?.columns));
    setDirty(false);
    setShowProblems(false);
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
    mutate(
      {
        resource: definition.name,
        id: selected.id as number,
        values: { columns: payload },
        mutationMode: "pessimistic",
      },
      {
        onSuccess: () => {
          setDirty(false);
          setWarnWhen(false);
        },
      },
    );
  };

  const columnLabel = (index: number) => t("configurableTemplates.columnLabel", { number: index + 1 });
  const move = (index: number, offset: number) => {
    const target = index + offset;
    const edge = target === 0 || target === columns.length - 1;
    const direction = offset < 0 ? "up" : "down";
    focusNext.current = `template-column-${target}-${edge ? (direction === "up" ? "down" : "up") : direction}`;
    change(moveItem(columns, index, offset), t("configurableTemplates.moved", { position: target + 1 }));
  };
  const remove = (index: number) => {
    focusNext.current =
      columns.length > 1
        ? `template-column-${Math.min(index, columns.length - 2)}-header`
        : "template-add-column";
    change(columns.filter((_, i) => i !== index));
  };
  const add = () => {
    focusNext.current = `template-column-${columns.length}-header`;
    change([...columns, { header: "", type: "text", required: false, example: "" }]);
  };
  const problemText = (index: number) => {
    const problem = problems.get(index);
    return problem && (showProblems || problem !== "required")
      ? t(`configurableTemplates.problems.${problem}`)
      : undefined;
  };

  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {resourceLabel}
        </Typography>
        {isError && <Alert severity="error">{t("errors.communication")}</Alert>}
        {!isLoading && !isError && templates.length === 0 && (
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
                sx={{ minWidth: 320 }}
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
            {canUpdate === false && <Alert severity="info">{t("configurableTemplates.readOnly")}</Alert>}
            <Box component="section" aria-labelledby="template-columns-heading">
              <Typography id="template-columns-heading" component="h2" variant="h6">
                {t("configurableTemplates.columnsTitle")} (
                {t("configurableTemplates.columnCount", { count: columns.length })})
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t("configurableTemplates.columnsHelp")}
              </Typography>
              <TableContainer>
                <Table size="small" aria-labelledby="template-columns-heading">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t("configurableTemplates.position")}</TableCell>
                      <TableCell>{t("configurableTemplates.header")}</TableCell>
                      <TableCell>{t("configurableTemplates.type")}</TableCell>
                      <TableCell>{t("configurableTemplates.required")}</TableCell>
                      <TableCell>{t("configurableTemplates.example")}</TableCell>
                      <TableCell>{t("configurableTemplates.actions")}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {columns.map((column, index) => {
                      const id = (part: string) => `template-column-${index}-${part}`;
                      const message = problemText(index);
                      return (
                        <TableRow key={index}>
                          <TableCell>{index + 1}</TableCell>
                          <TableCell sx={{ minWidth: 200 }}>
                            <TextField
                              size="small"
                              id={id("header")}
                              label={t("configurableTemplates.header")}
                              inputProps={{
                                "aria-label": `${columnLabel(index)}: ${t("configurableTemplates.header")}`,
                                maxLength: 80,
                              }}
                              value={column.header}
                              required
                              disabled={readOnly}
                              error={problems.get(index) !== "example" && Boolean(message)}
                              helperText={problems.get(index) !== "example" ? (message ?? " ") : " "}
                              onChange={(event) => edit(index, { header: event.target.value })}
                              fullWidth
                            />
                          </TableCell>
                          <TableCell sx={{ minWidth: 170 }}>
                            <TextField
                              select
                              size="small"
                              id={id("type")}
                              label={t("configurableTemplates.type")}
                              SelectProps={{
                                SelectDisplayProps: {
                                  "aria-label": `${columnLabel(index)}: ${t("configurableTemplates.type")}`,
                                },
                              }}
                              value={column.type}
                              disabled={readOnly}
                              helperText=" "
                              onChange={(event) => edit(index, { type: event.target.value as ColumnType })}
                              fullWidth
                            >
                              {COLUMN_TYPES.map((type) => (
                                <MenuItem key={type} value={type}>
                                  {t(`configurableTemplates.types.${type}`)}
                                </MenuItem>
                              ))}
                            </TextField>
                          </TableCell>
                          <TableCell>
                            <Checkbox
                              id={id("required")}
                              checked={column.required}
                              disabled={readOnly}
                              inputProps={{
                                "aria-label": `${columnLabel(index)}: ${t("configurableTemplates.required")}`,
                              }}
                              onChange={(event) => edit(index, { required: event.target.checked })}
                            />
                          </TableCell>
                          <TableCell sx={{ minWidth: 160 }}>
                            <TextField
                              size="small"
                              id={id("example")}
                              label={t("configurableTemplates.example")}
                              inputProps={{
                                "aria-label": `${columnLabel(index)}: ${t("configurableTemplates.example")}`,
                                maxLength: 80,
                              }}
                              value={column.example}
                              disabled={readOnly}
                              error={problems.get(index) === "example"}
                              helperText={problems.get(index) === "example" ? message : " "}
                              onChange={(event) => edit(index, { example: event.target.value })}
                              fullWidth
                            />
                          </TableCell>
                          <TableCell sx={{ whiteSpace: "nowrap" }}>
                            <IconButton
                              id={id("up")}
                              aria-label={t("configurableTemplates.moveUp", { number: index + 1 })}
                              title={t("configurableTemplates.moveUp", { number: index + 1 })}
                              disabled={readOnly || index === 0}
                              onClick={() => move(index, -1)}
                            >
                              <ArrowUpwardOutlined />
                            </IconButton>
                            <IconButton
                              id={id("down")}
                              aria-label={t("configurableTemplates.moveDown", { number: index + 1 })}
                              title={t("configurableTemplates.moveDown", { number: index + 1 })}
                              disabled={readOnly || index === columns.length - 1}
                              onClick={() => move(index, 1)}
                            >
                              <ArrowDownwardOutlined />
                            </IconButton>
                            <IconButton
                              id={id("remove")}
                              aria-label={t("configurableTemplates.remove", { number: index + 1 })}
                              title={t("configurableTemplates.remove", { number: index + 1 })}
                              disabled={readOnly}
                              onClick={() => remove(index)}
                            >
                              <DeleteOutlineOutlined />
                            </IconButton>
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
              {showProblems && columns.length === 0 && (
                <Alert severity="error">{t("configurableTemplates.atLeastOne")}</Alert>
              )}
              {showProblems && problems.size > 0 && (
                <Alert severity="error" role="alert">
                  {t("configurableTemplates.fixColumns")}
                </Alert>
              )}
            </Box>
            <Stack direction="row" spacing={1} alignItems="center">
              <Button id="template-add-column" startIcon={<AddOutlined />} onClick={add} disabled={readOnly}>
                {t("configurableTemplates.addColumn")}
              </Button>
              <Box sx={{ flex: 1 }} />
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
          </>
        )}
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
      </Stack>
    </Paper>
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
