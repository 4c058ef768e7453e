import {
  getGridBooleanOperators,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
} from "@mui/x-data-grid";
import { enumLabel, isListed, type FieldDefinition } from "../registry/fields";
import { formatFieldValue } from "./field-value";

/** Only the operators @refinedev/simple-rest can send (DESIGN §6): eq, ne, gte, lte, contains. */
const stringOperators = getGridStringOperators().filter((op) => ["contains", "equals"].includes(op.value));
const numericOperators = getGridNumericOperators().filter((op) => ["=", "!=", ">=", "<="].includes(op.value));
const selectOperators = getGridSingleSelectOperators().filter((op) => ["is", "not"].includes(op.value));
const booleanOperators = getGridBooleanOperators();

export interface ColumnContext {
  t: (key: string) => string;
  language: string;
  label: (field: string) => string;
  /** Labels of referenced records by id, per reference field. */
  references: Record<string, Record<string, string>>;
}

/** Grid columns from field definitions: translated headers, server-side filters simple-rest understands. */
export function columnsFor(fields: readonly FieldDefinition[], ctx: ColumnContext): GridColDef[] {
  return fields.filter(isListed).map((field): GridColDef => {
    const base: GridColDef = {
      field: field.name,
      headerName: ctx.label(field.name),
      minWidth: field.width ?? 120,
      flex: 1,
      sortable: field.sortable ?? true,
      filterable: field.filterable ?? true,
      valueFormatter: (value: unknown, row: Record<string, unknown>) =>
        formatFieldValue(field, value, ctx.t, ctx.language, row),
    };
    switch (field.type) {
      case "number":
        return {
          ...base,
          type: "number",
          filterOperators: numericOperators,
          headerAlign: "left",
          align: "left",
        };
      case "boolean":
        return {
          ...base,
          type: "boolean",
          filterOperators: booleanOperators,
          flex: 0,
          minWidth: field.width ?? 100,
        };
      case "enum":
        return {
          ...base,
          type: "singleSelect",
          valueOptions: (field.options ?? []).map((value) => ({
            value,
            label: enumLabel(field, value, ctx.t),
          })),
          filterOperators: selectOperators,
        };
      case "reference":
        return {
          ...base,
          filterable: false,
          valueFormatter: (value: unknown) =>
            ctx.references[field.name]?.[String(value)] ?? String(value ?? "—"),
        };
      case "date":
      case "datetime":
        // Date filters would need Date→ISO mapping the simple-rest provider does not do; sorting is enough here.
        return { ...base, filterable: false };
      default:
        return { ...base, filterOperators: stringOperators };
    }
  });
}
