import { useMemo, type ComponentType, type ReactNode } from "react";
import type { BaseRecord } from "@refinedev/core";
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from "@mui/x-data-grid";
import { enUS as gridEnUS, ptBR as gridPtBR } from "@mui/x-data-grid/locales";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { PAGE_SIZE_OPTIONS, type ListState } from "./list-state";
import { fromSortModel, toSortModel } from "./grid-models";
import { ListToolbar } from "./list-toolbar";
import type { ExportRequest } from "./export/use-export";

export interface ListGridProps {
  /** The grid's accessible name: the screen's title. */
  label: string;
  columns: GridColDef[];
  rows: readonly BaseRecord[];
  total: number;
  /** Nothing to show yet: the in-grid spinner. */
  loading: boolean;
  /** A request in flight: the progress bar above the grid, the rows on screen stay readable. */
  fetching: boolean;
  state: ListState;
  update: (change: Partial<ListState>) => void;
  /** The screen's own toolbar buttons, beside the column chooser and density. */
  toolbar?: ComponentType;
  /** What Export to Excel writes (all pages of what the grid shows); the toolbar offers it when given. */
  exportRequest?: () => ExportRequest;
  /** What a click or Enter on a row opens (its detail page); rows do not open when omitted. */
  onOpenRow?: (row: BaseRecord) => void;
  /** The list's saved views menu, in the toolbar beside Export. */
  views?: ReactNode;
  /** Rows grow to fit cells that wrap (a sentence) instead of cutting them. */
  autoRowHeight?: boolean;
}

/**
 * The grid of every list (DESIGN §6): server-side paging and sorting, columns and density from the list state
 * in the address. Generic lists and feature grids with their own columns share it (and so the address).
 */
export function ListGrid({
  label,
  columns,
  rows,
  total,
  loading,
  fetching,
  state,
  update,
  toolbar,
  exportRequest,
  onOpenRow,
  views,
  autoRowHeight,
}: ListGridProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "pt-BR" ? gridPtBR : gridEnUS;
  const sortModel = useMemo(() => toSortModel(state.sort), [state.sort]);
  const visibility = useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries(state.hidden.map((field) => [field, false])),
    [state.hidden],
  );
  // A header names its column in full (SPEC §2: columns follow the translated field labels): wrapped onto
  // more lines when narrow, and in a tooltip as well.
  const described = useMemo(
    () =>
      columns.map((column) =>
        column.description || !column.headerName || column.type === "actions"
          ? column
          : { ...column, description: column.headerName },
      ),
    [columns],
  );
  // Links and buttons inside a cell do their own thing, and so does the cell around them: a disabled button
  // (one whose work is under way) lets clicks through to its cell, and a second click on it must not open the
  // row. The actions cell never opens the row.
  const opensRow = (field: string, target: EventTarget) =>
    onOpenRow !== undefined &&
    field !== "__actions" &&
    !(target instanceof Element && (target.closest("a, button") ?? target.closest('[role="gridcell"]')?.querySelector("a, button")));

  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="list-total">
        {/* No count before the first answer: "0 records" would be read as an empty list. */}
        {loading ? "\u00a0" : t("crud.total", { count: total })}
      </Typography>
      {/* Outside the grid (whose children may only be rows), and its space kept so nothing jumps. */}
      <Box sx={{ height: 4, my: 0.5 }}>{fetching && <LinearProgress aria-label={t("loading")} />}</Box>
      <DataGrid
        rows={rows}
        columns={described}
        rowCount={total}
        // The overlay only while there is nothing to show; a refresh keeps the rows readable.
        loading={loading}
        autoHeight
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        paginationModel={{ page: state.current - 1, pageSize: state.pageSize }}
        onPaginationModelChange={({ page, pageSize }) =>
          update({ current: pageSize === state.pageSize ? page + 1 : 1, pageSize })
        }
        pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
        sortModel={sortModel}
        // Asc and desc only: "unsorted" would fall back to the default order anyway.
        sortingOrder={["asc", "desc"]}
        onSortModelChange={(model) => update({ sort: fromSortModel(model), current: 1 })}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={(model) =>
          update({ hidden: Object.entries(model).flatMap(([field, shown]) => (shown ? [] : [field])) })
        }
        density={state.density}
        getRowHeight={autoRowHeight ? autoHeight : undefined}
        // Compact rows keep headers tall enough for three lines of a wrapped title (the grid scales the
        // header by the density: 0.7 × 80 = 56, the standard height).
        columnHeaderHeight={state.density === "compact" ? 80 : 56}
        onDensityChange={(density) => update({ density })}
        slots={{ loadingOverlay: GridLoadingOverlay, toolbar: ListToolbar }}
        slotProps={{ toolbar: { extra: toolbar, exportRequest, empty: total === 0, views } }}
        onCellClick={({ field, row }, event) => {
          if (opensRow(field, event.target)) onOpenRow?.(row);
        }}
        onCellKeyDown={({ field, row }, event) => {
          if (event.key === "Enter" && opensRow(field, event.target)) {
            onOpenRow?.(row);
          }
        }}
        disableRowSelectionOnClick
        localeText={{
          ...locale.components.MuiDataGrid.defaultProps.localeText,
          noRowsLabel: t("status.noData"),
          noResultsOverlayLabel: t("status.noData"),
          // MUI X's pt-BR leaves these in English or in Portugal's Portuguese.
          columnMenuManageColumns: t("grid.manageColumns"),
          columnMenuAriaLabel: (name: string) => t("grid.columnMenu", { name }),
          // Counts as the page's language writes them, as the total above the grid does ("5,000 records").
          MuiTablePagination: {
            labelDisplayedRows: ({ from, to, count }) => t("grid.range", { from, to, count }),
          },
        }}
        aria-label={label}
        // Pages hold at most 50 rows: every cell stays in the DOM, for screen readers and find-in-page.
        disableVirtualization
        sx={{
          // Long headers wrap instead of being cut ("Código de duas let…" in Pt-BR).
          "& .MuiDataGrid-columnHeaderTitle": { whiteSpace: "normal", lineHeight: 1.25 },
          ...(onOpenRow ? { "& .MuiDataGrid-row": { cursor: "pointer" } } : {}),
        }}
      />
    </>
  );
}

const autoHeight = () => "auto" as const;

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
