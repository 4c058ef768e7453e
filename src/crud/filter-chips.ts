import { isListed, type FieldDefinition } from "../registry/fields";
import type { ColumnFilter } from "../registry/types";
import type { Translate } from "../i18n/translate";
import { fieldTypeOf, fieldTypes } from "./field-types";
import type { FilterKind } from "./field-types/field-type";

/** The fields a list offers in its filter bar: listed, not opted out, of a type that filters. */
export const filterableFields = (fields: readonly FieldDefinition[]) =>
  fields.filter((field) => isListed(field) && field.filterable !== false && filterKindOf(field) !== "none");

export const filterKindOf = (field: FieldDefinition): FilterKind => fieldTypeOf(field).filter;

/** The filters on one field, replaced by others (an edited chip), in the position the field had. */
export function replaceFieldFilters(
  filters: readonly ColumnFilter[],
  field: string,
  next: readonly ColumnFilter[],
): ColumnFilter[] {
  const at = filters.findIndex((filter) => filter.field === field);
  const rest = filters.filter((filter) => filter.field !== field);
  const position = at === -1 ? rest.length : filters.slice(0, at).filter((filter) => filter.field !== field).length;
  return [...rest.slice(0, position), ...next, ...rest.slice(position)];
}

export interface FilterChip {
  field: FieldDefinition;
  filters: ColumnFilter[];
  /** What the chip says: the field and its condition, in the page's language. */
  text: string;
}

interface ChipContext {
  t: Translate;
  language: string;
  label: (field: string) => string;
}

/** One chip per filtered field, in the order the filters were added; filters on unknown fields are dropped. */
export function filterChips(
  fields: readonly FieldDefinition[],
  filters: readonly ColumnFilter[],
  ctx: ChipContext,
): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const filter of filters) {
    if (chips.some((chip) => chip.field.name === filter.field)) continue;
    const field = fields.find((candidate) => candidate.name === filter.field);
    if (!field) continue;
    const own = filters.filter((candidate) => candidate.field === filter.field);
    chips.push({ field, filters: own, text: chipText(field, own, ctx) });
  }
  return chips;
}

function chipText(field: FieldDefinition, filters: readonly ColumnFilter[], { t, language, label }: ChipContext) {
  const name = label(field.name);
  // A datetime range is kept as days: its bounds read as dates.
  const type = field.type === "datetime" ? fieldTypes.date : fieldTypeOf(field);
  const value = (operator: string) => {
    const found = filters.find((filter) => filter.operator === operator)?.value;
    return found === undefined ? undefined : type.format(field, asStored(field, found), { t, language });
  };
  const from = value("gte");
  const to = value("lte");
  if (from !== undefined && to !== undefined) return t("crud.filters.between", { field: name, from, to });
  if (from !== undefined) return t("crud.filters.atLeast", { field: name, value: from });
  if (to !== undefined) return t("crud.filters.atMost", { field: name, value: to });
  const contains = filters.find((filter) => filter.operator === "contains")?.value;
  if (contains !== undefined) return t("crud.filters.contains", { field: name, value: contains });
  const notEqual = value("ne");
  if (notEqual !== undefined) return t("crud.filters.notEquals", { field: name, value: notEqual });
  return t("crud.filters.equals", { field: name, value: value("eq") ?? "" });
}

/** A value of the address as the field stores it, so its type formats it (numbers, yes/no, dates). */
function asStored(field: FieldDefinition, value: string): unknown {
  if (field.type === "boolean") return value === "true";
  if (["number", "file-size", "duration-days"].includes(field.type)) return Number(value);
  return value;
}
