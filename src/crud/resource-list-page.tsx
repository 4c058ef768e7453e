import { useEffect, useMemo, useState } from "react";
import { useMany, type BaseRecord, type CrudFilters } from "@refinedev/core";
import { List, useDataGrid } from "@refinedev/mui";
import { DataGrid, type GridColDef } from "@mui/x-data-grid";
import { enUS as gridEnUS, ptBR as gridPtBR } from "@mui/x-data-grid/locales";
import { Alert, Box, Button, InputAdornment, Stack, TextField, Typography } from "@mui/material";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import { Link, useSearchParams } from "react-router-dom";
import { columnsFor } from "./grid-columns";
import { DeleteConfirmButton } from "./delete-confirm-button";
import { ActionLink } from "./action-link";
import { useResourceLabels } from "./use-resource-labels";
import type { FieldDefinition } from "./fields";
import { isHttpError } from "../data/http-error";

export const DEFAULT_PAGE_SIZE = 10;
const SEARCH_PARAM = "q";
const SEARCH_DEBOUNCE_MS = 300;

/** The generic list (DESIGN §6): server-side paging, sorting, filtering and search, synced with the URL. */
export default function ResourceListPage() {
  const { definition, t, language, resourceLabel, fieldLabel } = useResourceLabels();
  const [params, setParams] = useSearchParams();
  // The address is the search's source of truth, so a searched page can be bookmarked and reloaded.
  const query = params.get(SEARCH_PARAM)?.trim() ?? "";
  const [search, setSearch] = useState(query);
  const searchFilter: CrudFilters = query ? [{ field: "q", operator: "eq", value: query }] : [];
  const { dataGridProps, tableQuery } = useDataGrid({
    syncWithLocation: true,
    pagination: { pageSize: DEFAULT_PAGE_SIZE, current: 1 },
    sorters: { initial: definition.defaultSort ? [definition.defaultSort] : [] },
    // The free-text search rides along as a permanent filter so the grid's own filter model stays per column.
    filters: { permanent: searchFilter },
  });
  const fields = useMemo(() => definition.fields ?? [], [definition]);
  const references = useReferenceLabels(fields, dataGridProps.rows as BaseRecord[]);

  const columns = useMemo<GridColDef[]>(
    // Actions lead the row so they stay in view however many columns scroll off on a laptop screen.
    () => [
      {
        field: "__actions",
        headerName: t("crud.actions"),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        minWidth: 124,
        width: 124,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} alignItems="center" sx={{ height: "100%" }}>
            {definition.actions.includes("show") && <ActionLink action="show" id={row.id} variant="icon" />}
            {definition.actions.includes("edit") && <ActionLink action="edit" id={row.id} variant="icon" />}
            {definition.canDelete && <DeleteConfirmButton id={row.id} variant="icon" />}
          </Stack>
        ),
      },
      ...columnsFor(fields, { t, language, label: fieldLabel, references }),
    ],
    [fields, t, language, fieldLabel, references, definition],
  );

  // One request once typing pauses, not one per keystroke.
  useEffect(() => {
    if (search.trim() === query) return;
    const timer = window.setTimeout(() => {
      const next = new URLSearchParams(window.location.search);
      if (search.trim()) next.set(SEARCH_PARAM, search.trim());
      else next.delete(SEARCH_PARAM);
      next.set("current", "1");
      setParams(next, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, query, setParams]);

  const locale = language === "pt-BR" ? gridPtBR : gridEnUS;
  const error = tableQuery.error;

  return (
    <List
      title={
        <Typography component="h1" variant="h5">
          {resourceLabel}
        </Typography>
      }
      breadcrumb={false}
      headerButtons={
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            size="small"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("crud.search")}
            slotProps={{
              htmlInput: { "aria-label": t("crud.search") },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {(definition.extraPages ?? []).map((extra) => (
            <Button
              key={extra.path}
              variant="outlined"
              component={Link}
              to={`/${definition.name}/${extra.path}`}
            >
              {t(extra.labelKey)}
            </Button>
          ))}
          {definition.actions.includes("create") && <ActionLink action="create" variant="button" />}
        </Stack>
      }
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {isHttpError(error) ? error.message : t("errors.communication")}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="list-total">
        {t("crud.total", { count: dataGridProps.rowCount ?? 0 })}
      </Typography>
      <Box sx={{ width: "100%" }}>
        <DataGrid
          {...dataGridProps}
          columns={columns}
          rowCount={tableQuery.data?.total ?? 0}
          autoHeight
          pageSizeOptions={[10, 25, 50]}
          localeText={{
            ...locale.components.MuiDataGrid.defaultProps.localeText,
            noRowsLabel: t("status.noData"),
            noResultsOverlayLabel: t("status.noData"),
          }}
          aria-label={resourceLabel}
          density="compact"
          // Pages hold at most 50 rows: every cell stays in the DOM, for screen readers and find-in-page.
          disableVirtualization
        />
      </Box>
    </List>
  );
}

/** For reference columns: the referenced records' labels, fetched once per page of rows. */
function useReferenceLabels(fields: readonly FieldDefinition[], rows: readonly BaseRecord[]) {
  const reference = fields.find((field) => field.type === "reference" && field.reference);
  const ids = reference
    ? [...new Set(rows.map((row) => row[reference.name]).filter((id) => id !== null && id !== undefined))]
    : [];
  const { data } = useMany({
    resource: reference?.reference?.resource ?? "",
    ids: ids as (string | number)[],
    queryOptions: { enabled: Boolean(reference) && ids.length > 0 },
  });
  return useMemo(() => {
    if (!reference?.reference) return {};
    const labels = Object.fromEntries(
      (data?.data ?? []).map((record) => [
        String(record.id),
        String(record[reference.reference!.labelField] ?? record.id),
      ]),
    );
    return { [reference.name]: labels };
  }, [data, reference]);
}
