import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { BaseRecord } from "@refinedev/core";
import type { GridColDef } from "@mui/x-data-grid";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import { Link } from "react-router-dom";
import { columnsFor } from "./grid-columns";
import { ActionLink } from "./action-link";
import { useResourceExportRequest } from "./export/resource-export-request";
import { useResourceLabels } from "./use-resource-labels";
import { useErrorMessage } from "../data/server-messages";
import { useResourceList } from "./use-resource-list";
import { useReferenceLabels } from "./use-reference-labels";
import { useRowActionsColumn } from "./row-actions";
import { DeleteConfirmDialog } from "./delete-confirm-dialog";
import { FilterBar } from "./filter-bar";
import { QuickFilterBar } from "./quick-filter-bar";
import { ownFilters, quickFilterFields } from "./list-state";
import { ListGrid } from "./list-grid";
import { SavedViewsButton } from "./saved-views/saved-views-button";
import { RetryAlert } from "../layout/retry-alert";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The generic list (DESIGN §6): server-side paging, sorting, several filters and search, quick filters,
 * columns and density, all in the address and remembered per screen; rows open on click.
 */
export default function ResourceListPage({
  title,
  headingLevel = "h1",
}: {
  /** A page that shows the list under its own heading names the list itself (a result's lines). */
  title?: string;
  headingLevel?: "h1" | "h2";
} = {}) {
  const { definition, t, language, resourceLabel, fieldLabel } = useResourceLabels();
  const { state, update, openView, query } = useResourceList(definition);
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [search, setSearch] = useState(state.search);
  const [deleting, setDeleting] = useState<string | number | undefined>();
  // A row deleted from the keyboard leaves the list with the focus it held (its Delete action, given back by
  // the dialog): the focus goes to the actions of the row that takes its place, not to the top of the page.
  const card = useRef<HTMLElement>(null);
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const rowsNow = useRef(rows);
  rowsNow.current = rows;
  // Where the row being deleted was, read while it is still listed.
  const deletingIndex = useRef(0);
  const listedAt = deleting === undefined ? -1 : rows.findIndex((row) => row.id === deleting);
  if (listedAt >= 0) deletingIndex.current = listedAt;
  const focusAfterDelete = async (id: string | number, index: number) => {
    // Once the row has left the list and the dialog has closed (giving the focus back to the row's Delete).
    for (let turn = 0; turn < 100; turn += 1) {
      if (!rowsNow.current.some((row) => row.id === id) && !document.querySelector('[role="dialog"]')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    const shown = card.current?.querySelectorAll<HTMLElement>('[role="row"][data-rowindex]') ?? [];
    const row = shown[Math.min(index, shown.length - 1)];
    (row?.querySelector<HTMLElement>('[data-field="__actions"]') ?? card.current?.querySelector<HTMLElement>("#list-title"))?.focus();
  };
  const total = query.data?.total ?? 0;
  const fields = useMemo(() => definition.fields ?? [], [definition]);
  const governedByQuick = useMemo(() => quickFilterFields(state.quick, definition), [state.quick, definition]);
  const references = useReferenceLabels(fields, rows);
  const actions = useRowActionsColumn(definition, { t, onDelete: setDeleting });
  const cells = definition.list?.cells;
  const exportRequest = useResourceExportRequest();

  const columns = useMemo<GridColDef[]>(
    () => [
      ...(actions ? [actions] : []),
      ...columnsFor(fields, { t, language, label: fieldLabel, references }).map((column) => {
        const render = cells?.[column.field];
        return render ? { ...column, renderCell: ({ row }: { row: BaseRecord }) => render(row) } : column;
      }),
    ],
    [actions, fields, t, language, fieldLabel, references, cells],
  );

  // The box follows a search that comes from elsewhere (a saved view opened, Back), never its own text
  // arriving in the address while the person types on.
  const sentSearch = useRef(state.search);
  useEffect(() => {
    if (state.search === sentSearch.current) return;
    sentSearch.current = state.search;
    setSearch(state.search);
  }, [state.search]);

  // One request once typing pauses, not one per keystroke.
  useEffect(() => {
    if (search.trim() === state.search) return;
    const timer = window.setTimeout(() => {
      sentSearch.current = search.trim();
      update({ search: search.trim(), current: 1 });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, state.search, update]);

  const rowLink = definition.list?.rowLink;
  const opens = rowLink ? "link" : definition.actions.includes("show") ? "show" : definition.actions.includes("edit") ? "edit" : null;
  const openRow = useCallback(
    (row: BaseRecord) => {
      if (rowLink) navigate(rowLink(row));
      else if (opens && row.id !== undefined) navigate(`/${definition.name}/${opens}/${row.id}`);
    },
    [opens, rowLink, navigate, definition.name],
  );
  const error = query.error;
  const neverLoaded = Boolean(error) && !query.data;

  return (
    <Card ref={card} component="section" aria-labelledby="list-title">
      <CardHeader
        title={
          <Typography component={headingLevel} variant="h5" tabIndex={-1} id="list-title">
            {title ?? resourceLabel}
          </Typography>
        }
        action={
          <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end" useFlexGap flexWrap="wrap">
            <TextField
              size="small"
              type="search"
              // On a phone the search takes its line; the buttons follow under it.
              sx={{ flexGrow: { xs: 1, sm: 0 } }}
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
              <Button key={extra.path} variant="outlined" component={Link} to={`/${definition.name}/${extra.path}`}>
                {t(extra.buttonLabelKey ?? extra.labelKey)}
              </Button>
            ))}
            {definition.actions.includes("create") && <ActionLink action="create" />}
          </Stack>
        }
        // The buttons go under the title when both do not fit, and wrap there in turn (a phone): the action
        // area may shrink to the card's width, so Create never sticks out of the card.
        sx={{ flexWrap: "wrap", gap: 1, "& .MuiCardHeader-action": { m: 0, flex: "1 1 auto", minWidth: 0, maxWidth: "100%" } }}
      />
      <CardContent>
        {error && (
          <RetryAlert onRetry={query.refetch} busy={query.isFetching} title={t("crud.loadFailed")} sx={{ mb: 2 }}>
            {errorMessage(error)}
          </RetryAlert>
        )}
        {definition.list?.quickFilters && (
          <QuickFilterBar
            quickFilters={definition.list.quickFilters}
            value={state.quick}
            label={t("crud.filters.quick")}
            // The person's filters on the fields the new quick filter sets give way to it.
            onChange={(quick) => {
              const governed = quickFilterFields(quick, definition);
              update({ quick, current: 1, filters: state.filters.filter((filter) => !governed.has(filter.field)) });
            }}
          />
        )}
        <FilterBar
          fields={fields.filter((field) => !governedByQuick.has(field.name))}
          filters={ownFilters(state, definition)}
          label={fieldLabel}
          onChange={(filters) => update({ filters, current: 1 })}
        />
        {/* A list that never loaded has no rows to show: "0 records" and "No data" would be wrong. */}
        {!neverLoaded && (
          <ListGrid
            label={resourceLabel}
            columns={columns}
            rows={rows}
            total={total}
            loading={query.isLoading}
            fetching={query.isFetching}
            state={state}
            update={update}
            toolbar={definition.list?.toolbar}
            exportRequest={exportRequest}
            onOpenRow={opens ? openRow : undefined}
            views={<SavedViewsButton resource={definition.name} listLabel={title ?? resourceLabel} defaults={definition} state={state} onOpenView={openView} />}
            autoRowHeight={definition.list?.autoRowHeight}
          />
        )}
        <DeleteConfirmDialog
          id={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => {
            if (deleting !== undefined) void focusAfterDelete(deleting, deletingIndex.current);
          }}
        />
      </CardContent>
    </Card>
  );
}
