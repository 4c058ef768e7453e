import { useEffect, useMemo, useState } from "react";
import { useMany, type BaseRecord } from "@refinedev/core";
import { DataGrid, type GridColDef, type GridFilterModel } from "@mui/x-data-grid";
import { enUS as gridEnUS, ptBR as gridPtBR } from "@mui/x-data-grid/locales";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import { Link } from "react-router-dom";
import { columnsFor } from "./grid-columns";
import { DeleteConfirmButton } from "./delete-confirm-button";
import { ActionLink } from "./action-link";
import { ResourceExportButton } from "./export/resource-export-button";
import { useResourceLabels } from "./use-resource-labels";
import type { FieldDefinition } from "../registry/fields";
import { isHttpError } from "../data/http-error";
import { useServerMessage } from "../data/server-messages";
import { useResourceList } from "./use-resource-list";
import { PAGE_SIZE_OPTIONS } from "./list-state";
import { fromFilterModel, fromSortModel, toFilterModel, toSortModel } from "./grid-models";

const SEARCH_DEBOUNCE_MS = 300;

/** The generic list (DESIGN §6): server-side paging, sorting, filtering and search, synced with the URL. */
export default function ResourceListPage() {
  const { definition, t, language, resourceLabel, fieldLabel } = useResourceLabels();
  const { state, update, query } = useResourceList(definition);
  const serverMessage = useServerMessage();
  const [search, setSearch] = useState(state.search);
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const total = query.data?.total ?? 0;
  const fields = useMemo(() => definition.fields ?? [], [definition]);
  const references = useReferenceLabels(fields, rows);

  const hasRowActions =
    definition.actions.includes("show") || definition.actions.includes("edit") || Boolean(definition.canDelete);
  const columns = useMemo<GridColDef[]>(() => {
    // Actions lead the row so they stay in view however many columns scroll off on a laptop screen; a
    // screen without row actions (a read-only list) gets no empty column.
    const actions: GridColDef = {
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
    };
    return [
      ...(hasRowActions ? [actions] : []),
      ...columnsFor(fields, { t, language, label: fieldLabel, references }),
    ];
  }, [fields, t, language, fieldLabel, references, definition, hasRowActions]);

  // The grid keeps a filter being typed (no value yet) in its panel; the address only gets complete ones.
  const [filterModel, setFilterModel] = useState<GridFilterModel>(() => toFilterModel(state.filters, columns));
  const sortModel = useMemo(() => toSortModel(state.sort), [state.sort]);

  // One request once typing pauses, not one per keystroke.
  useEffect(() => {
    if (search.trim() === state.search) return;
    const timer = window.setTimeout(() => update({ search: search.trim(), current: 1 }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, state.search, update]);

  const locale = language === "pt-BR" ? gridPtBR : gridEnUS;
  const error = query.error;

  return (
    <Card component="section" aria-labelledby="list-title">
      <CardHeader
        title={
          <Typography component="h1" variant="h5" id="list-title">
            {resourceLabel}
          </Typography>
        }
        action={
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
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
            <ResourceExportButton disabled={total === 0} />
            {definition.actions.includes("create") && <ActionLink action="create" variant="button" />}
          </Stack>
        }
        sx={{ flexWrap: "wrap", gap: 1, "& .MuiCardHeader-action": { m: 0 } }}
      />
      <CardContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {isHttpError(error) ? serverMessage(error.message) : t("errors.communication")}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" data-testid="list-total">
          {t("crud.total", { count: total })}
        </Typography>
        {/* Outside the grid (whose children may only be rows), and its space kept so nothing jumps. */}
        <Box sx={{ height: 4, my: 0.5 }}>{query.isFetching && <LinearProgress aria-label={t("loading")} />}</Box>
        <DataGrid
          rows={rows}
          columns={columns}
          rowCount={total}
          // The overlay only while there is nothing to show; a refresh keeps the rows readable.
          loading={query.isLoading}
          autoHeight
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={{ page: state.current - 1, pageSize: state.pageSize }}
          onPaginationModelChange={({ page, pageSize }) =>
            update({ current: pageSize === state.pageSize ? page + 1 : 1, pageSize })
          }
          pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
          sortModel={sortModel}
          // Asc and desc only: "unsorted" would fall back to the default order anyway.
          sortingOrder={["asc", "desc"]}
          onSortModelChange={(model) => update({ sort: fromSortModel(model), current: 1 })}
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model);
            update({ filters: fromFilterModel(model), current: 1 });
          }}
          slots={{ loadingOverlay: GridLoadingOverlay }}
          disableRowSelectionOnClick
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
      </CardContent>
    </Card>
  );
}

/**
 * The spinner over a grid that has no rows yet. Hidden from assistive technology: inside the grid only rows
 * may be; the progress bar above the grid is what announces loading.
 */
function GridLoadingOverlay() {
  return (
    <Box aria-hidden sx={{ display: "flex", alignItems: "center", justifyContent: "center", height: "100%" }}>
      <CircularProgress size={28} />
    </Box>
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
