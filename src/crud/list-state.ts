import type { CrudFilter, CrudSort, LogicalFilter, Pagination } from "@refinedev/core";
import {
  LIST_OPERATORS,
  type ColumnFilter,
  type ListOperator,
  type ResourceDefinition,
} from "../registry/types";

export type { ColumnFilter, ListOperator };
export { LIST_OPERATORS };

/**
 * A list page's state lives in the address (SPEC §2: state synced with the location), so a filtered,
 * sorted page can be bookmarked, shared and reloaded. This module is the one reading and writing it: the list
 * page, the start-up prefetch and the export all derive the request from it, so they ask for the same rows.
 *
 *   ?current=2&pageSize=25&sort=name&order=desc&q=text&filter.status.eq=A&filter.date.gte=2025-03-01
 *    &quick=open&hide=message,rows&density=standard
 */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 25, 50] as const;
export const DENSITIES = ["compact", "standard", "comfortable"] as const;
export type Density = (typeof DENSITIES)[number];
export const DEFAULT_DENSITY: Density = "compact";

export interface ListState {
  current: number;
  pageSize: number;
  sort?: CrudSort;
  search: string;
  filters: ColumnFilter[];
  /** The chosen quick filter's key, when the list has quick filters. */
  quick?: string;
  /** Columns the person hid. */
  hidden: string[];
  density: Density;
}

/** What a list's state is read against: its default order, quick filters and hidden columns. */
export type ListDefaults = Pick<ResourceDefinition, "defaultSort" | "list" | "fields">;

const FILTER_PREFIX = "filter.";
const OWN_KEYS = ["current", "pageSize", "sort", "order", "q", "quick", "hide", "density"];
/** Whether an address parameter belongs to the list state (the rest is kept as it is). */
export const isListParameter = (key: string) => OWN_KEYS.includes(key) || key.startsWith(FILTER_PREFIX);

const positiveInt = (text: string | null): number | undefined => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
const isOperator = (text: string): text is ListOperator => (LIST_OPERATORS as readonly string[]).includes(text);
const isDensity = (text: string | null): text is Density => (DENSITIES as readonly (string | null)[]).includes(text);

export function readListState(params: URLSearchParams, defaults: ListDefaults = {}): ListState {
  const pageSize = positiveInt(params.get("pageSize"));
  const sortField = params.get("sort");
  const order = params.get("order") === "desc" ? "desc" : "asc";
  const filters: ColumnFilter[] = [];
  for (const [key, value] of params) {
    if (!key.startsWith(FILTER_PREFIX) || value === "") continue;
    const [field, operator] = key.slice(FILTER_PREFIX.length).split(".");
    if (field && operator && isOperator(operator)) filters.push({ field, operator, value });
  }
  const quickFilters = defaults.list?.quickFilters;
  const quickKey = params.get("quick");
  const quick = quickFilters
    ? quickFilters.options.some((option) => option.key === quickKey)
      ? (quickKey as string)
      : quickFilters.defaultKey
    : undefined;
  const hide = params.get("hide");
  const density = params.get("density");
  return {
    current: positiveInt(params.get("current")) ?? 1,
    pageSize: pageSize && (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: sortField ? { field: sortField, order } : defaults.defaultSort,
    search: params.get("q")?.trim() ?? "",
    filters,
    ...(quick === undefined ? {} : { quick }),
    hidden: hide === null ? [...(defaults.list?.hiddenColumns ?? [])] : hide.split(",").filter(Boolean),
    density: isDensity(density) ? density : DEFAULT_DENSITY,
  };
}

/** The address for a state; parameters that are not the list's own are kept. */
export function writeListState(
  state: ListState,
  previous: URLSearchParams,
  defaults: ListDefaults = {},
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of previous) if (!isListParameter(key)) next.append(key, value);
  next.set("current", String(state.current));
  next.set("pageSize", String(state.pageSize));
  if (state.sort) {
    next.set("sort", state.sort.field);
    next.set("order", state.sort.order);
  }
  if (state.search) next.set("q", state.search);
  for (const filter of state.filters) {
    if (filter.value !== "") next.set(`${FILTER_PREFIX}${filter.field}.${filter.operator}`, filter.value);
  }
  if (state.quick !== undefined) next.set("quick", state.quick);
  // Only what differs from the screen's defaults, so an everyday address stays short. Compared and written as a
  // set: the grid puts a column hidden again at the end of its list, and the defaults hidden again in another
  // order are still the defaults (a view saved with them stays "shown now").
  const hidden = [...new Set(state.hidden)].sort();
  const defaultHidden = [...new Set(defaults.list?.hiddenColumns ?? [])].sort();
  if (hidden.join(",") !== defaultHidden.join(",")) next.set("hide", hidden.join(","));
  if (state.density !== DEFAULT_DENSITY) next.set("density", state.density);
  return next;
}

export interface ListRequest {
  pagination: Required<Pick<Pagination, "current" | "pageSize">> & { mode: "server" };
  sorters: CrudSort[];
  filters: CrudFilter[];
}

/**
 * A day in the address (`2025-03-01`) as the bound of a datetime range: the start or the end of that day in
 * the person's time zone, so "to 03/05" includes the whole of the 5th.
 */
function dayBound(value: string, operator: ListOperator): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const [year, month, day] = value.split("-").map(Number);
  const date =
    operator === "lte" ? new Date(year, month - 1, day, 23, 59, 59, 999) : new Date(year, month - 1, day, 0, 0, 0, 0);
  return date.toISOString();
}

/**
 * The fields a quick filter sets (Error sets the status): it governs them, so the person's own filters leave
 * them to it. simple-rest sends one value per field and operator, so a filter of the person's on the same
 * field would silently replace the quick filter's, showing successful runs under a pressed "Error".
 */
export function quickFilterFields(quick: string | undefined, defaults: ListDefaults = {}): ReadonlySet<string> {
  const option = defaults.list?.quickFilters?.options.find((candidate) => candidate.key === quick);
  return new Set((option?.filters ?? []).map((filter) => filter.field));
}

/** The person's filters the quick filter leaves to them: those on the fields it does not set. */
export const ownFilters = (state: ListState, defaults: ListDefaults = {}): ColumnFilter[] => {
  const governed = quickFilterFields(state.quick, defaults);
  return state.filters.filter((filter) => !governed.has(filter.field));
};

/**
 * What getList is asked for: the person's filters plus the quick filter's, datetime ranges as instants, and
 * the free-text search as simple-rest's full-text `q` parameter.
 */
export function listRequest(state: ListState, defaults: ListDefaults = {}): ListRequest {
  const datetimeFields = new Set(
    (defaults.fields ?? []).filter((field) => field.type === "datetime").map((field) => field.name),
  );
  const quick = defaults.list?.quickFilters?.options.find((option) => option.key === state.quick);
  const filters: LogicalFilter[] = [...(quick?.filters ?? []), ...ownFilters(state, defaults)].map(({ field, operator, value }) => ({
    field,
    operator,
    value:
      datetimeFields.has(field) && (operator === "gte" || operator === "lte") ? dayBound(value, operator) : value,
  }));
  if (state.search) filters.push({ field: "q", operator: "eq", value: state.search });
  return {
    pagination: { current: state.current, pageSize: state.pageSize, mode: "server" },
    sorters: state.sort ? [state.sort] : [],
    filters,
  };
}

/**
 * The page to show instead of one past the end (`?current=99` of 23 rows): the last page that has rows;
 * undefined when the page asked for is fine, or while the total is unknown or zero.
 */
export function pageWithinTotal(current: number, pageSize: number, total: number | undefined): number | undefined {
  if (total === undefined || total <= 0 || pageSize <= 0) return undefined;
  const last = Math.ceil(total / pageSize);
  return current > last ? last : undefined;
}
