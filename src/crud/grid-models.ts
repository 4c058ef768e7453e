import type { GridSortModel } from "@mui/x-data-grid";
import type { CrudSort } from "@refinedev/core";

/** The DataGrid's sort model ↔ the list state's sort. */
export const toSortModel = (sort: CrudSort | undefined): GridSortModel =>
  sort ? [{ field: sort.field, sort: sort.order }] : [];

export const fromSortModel = (model: GridSortModel): CrudSort | undefined => {
  const [first] = model;
  return first?.sort ? { field: first.field, order: first.sort } : undefined;
};
