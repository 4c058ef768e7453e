import type { GridColDef } from "@mui/x-data-grid";
import { isListed, type FieldDefinition } from "../registry/fields";
import type { Translate } from "../i18n/translate";
import { fieldTypeOf } from "./field-types";
import type { FormatContext } from "./field-types/field-type";
import { formatFieldValue } from "./field-value";
import { gridTextWidth } from "./text-width";

export interface ColumnContext {
  t: Translate;
  language: string;
  label: (field: string) => string;
  /** Labels of referenced records by id, per reference field. */
  references: NonNullable<FormatContext["references"]>;
}

/**
 * A header wraps between words but never inside one (ListGrid): its column is at least as wide as its longest
 * word beside the sort arrow. The room is the cell's padding (2 × 10 px), the sort arrow (28 px) and a margin.
 */
const HEADER_ROOM_PX = 52;
const headerMinWidth = (label: string): number =>
  gridTextWidth(Math.max(0, ...label.split(/\s+/).map((word) => word.length)), HEADER_ROOM_PX);

/**
 * Grid columns from field definitions: translated headers, each value as its type shows it. Filtering is the
 * filter bar's (several filters at once, kept in the address), so the grid's own one-filter panel is off.
 */
export function columnsFor(fields: readonly FieldDefinition[], ctx: ColumnContext): GridColDef[] {
  return fields.filter(isListed).map((field): GridColDef => {
    const headerName = ctx.label(field.name);
    const column: GridColDef = {
      field: field.name,
      headerName,
      minWidth: field.width ?? 120,
      flex: 1,
      sortable: field.sortable ?? true,
      filterable: false,
      valueFormatter: (value: unknown, row: Record<string, unknown>) =>
        formatFieldValue(field, value, ctx.t, ctx.language, row, ctx.references),
      ...fieldTypeOf(field).column(field, ctx),
    };
    return { ...column, minWidth: Math.max(column.minWidth ?? 0, headerMinWidth(headerName)) };
  });
}
