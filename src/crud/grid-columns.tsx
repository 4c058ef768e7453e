import type { GridColDef } from "@mui/x-data-grid";
import { isListed, type FieldDefinition } from "../registry/fields";
import type { Translate } from "../i18n/translate";
import { fieldTypeOf } from "./field-types";
import type { FormatContext } from "./field-types/field-type";
import { formatFieldValue } from "./field-value";

export interface ColumnContext {
  t: Translate;
  language: string;
  label: (field: string) => string;
  /** Labels of referenced records by id, per reference field. */
  references: NonNullable<FormatContext["references"]>;
}

/**
 * Grid columns from field definitions: translated headers, each value as its type shows it. Filtering is the
 * filter bar's (several filters at once, kept in the address), so the grid's own one-filter panel is off.
 */
export function columnsFor(fields: readonly FieldDefinition[], ctx: ColumnContext): GridColDef[] {
  return fields.filter(isListed).map(
    (field): GridColDef => ({
      field: field.name,
      headerName: ctx.label(field.name),
      minWidth: field.width ?? 120,
      flex: 1,
      sortable: field.sortable ?? true,
      filterable: false,
      valueFormatter: (value: unknown, row: Record<string, unknown>) =>
        formatFieldValue(field, value, ctx.t, ctx.language, row, ctx.references),
      ...fieldTypeOf(field).column(field, ctx),
    }),
  );
}
