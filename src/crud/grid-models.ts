import type { GridColDef, GridFilterModel, GridSortModel } from "@mui/x-data-grid";
import type { CrudSort } from "@refinedev/core";
import type { ColumnFilter, ListOperator } from "./list-state";

/** The DataGrid's sort and filter models ↔ the list state (operators: those of grid-columns.tsx). */
export const toSortModel = (sort: CrudSort | undefined): GridSortModel =>
  sort ? [{ field: sort.field, sort: sort.order }] : [];

export const fromSortModel = (model: GridSortModel): CrudSort | undefined => {
  const [first] = model;
  return first?.sort ? { field: first.field, order: first.sort } : undefined;
};

const fromGridOperator: Record<string, ListOperator> = {
  equals: "eq",
  "=": "eq",
  is: "eq",
  "!=": "ne",
  not: "ne",
  ">=": "gte",
  "<=": "lte",
  contains: "contains",
};

function toGridOperator(operator: ListOperator, columnType: string | undefined): string {
  switch (operator) {
    case "eq":
      return columnType === "number" ? "=" : columnType === "singleSelect" || columnType === "boolean" ? "is" : "equals";
    case "ne":
      return columnType === "number" ? "!=" : "not";
    case "gte":
      return ">=";
    case "lte":
      return "<=";
    case "contains":
      return "contains";
  }
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== "";

export function toFilterModel(filters: readonly ColumnFilter[], columns: readonly GridColDef[]): GridFilterModel {
  return {
    items: filters.flatMap((filter, index) => {
      const column = columns.find((c) => c.field === filter.field);
      if (!column || column.filterable === false) return [];
      const value = column.type === "number" ? Number(filter.value) : filter.value;
      return [{ id: index, field: filter.field, operator: toGridOperator(filter.operator, column.type), value }];
    }),
  };
}

/** Filters being typed (no value yet) stay in the grid's panel but are not sent. */
export function fromFilterModel(model: GridFilterModel): ColumnFilter[] {
  return model.items.flatMap((item) => {
    const operator = fromGridOperator[item.operator];
    if (!operator || !isSet(item.value)) return [];
    return [{ field: item.field, operator, value: String(item.value) }];
  });
}
