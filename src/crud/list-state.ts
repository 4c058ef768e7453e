import type { CrudFilter, CrudSort, LogicalFilter, Pagination } from "@refinedev/core";
import type { ResourceDefinition } from "../registry/types";

/**
 * A list page's state lives in the address (SPEC §2: state synced with the location), so a filtered,
 * sorted page can be bookmarked and reloaded. This module is the one reading and writing it: the list page
 * and the start-up prefetch both derive the request from it, so they always ask for the same page.
 *
 *   ?current=2&pageSize=25&sort=name&order=desc&q=text&filter.status.eq=A
 */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 25, 50] as const;

/** The operators @refinedev/simple-rest maps onto its query string (DESIGN §6). */
export const LIST_OPERATORS = ["eq", "ne", "gte", "lte", "contains"] as const;
export type ListOperator = (typeof LIST_OPERATORS)[number];

export interface ColumnFilter {
  field: string;
  operator: ListOperator;
  value: string;
}

export interface ListState {
  current: number;
  pageSize: number;
  sort?: CrudSort;
  search: string;
  filters: ColumnFilter[];
}

const FILTER_PREFIX = "filter.";
const positiveInt = (text: string | null): number | undefined => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
const isOperator = (text: string): text is ListOperator => (LIST_OPERATORS as readonly string[]).includes(text);

export function readListState(
  params: URLSearchParams,
  defaults: Pick<ResourceDefinition, "defaultSort"> = {},
): ListState {
  const pageSize = positiveInt(params.get("pageSize"));
  const sortField = params.get("sort");
  const order = params.get("order") === "desc" ? "desc" : "asc";
  const filters: ColumnFilter[] = [];
  for (const [key, value] of params) {
    if (!key.startsWith(FILTER_PREFIX) || value === "") continue;
    const [field, operator] = key.slice(FILTER_PREFIX.length).split(".");
    if (field && operator && isOperator(operator)) filters.push({ field, operator, value });
  }
  return {
    current: positiveInt(params.get("current")) ?? 1,
    pageSize: pageSize && (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: sortField ? { field: sortField, order } : defaults.defaultSort,
    search: params.get("q")?.trim() ?? "",
    filters,
  };
}

/** The address for a state; parameters that are not the list's own (none today) are kept. */
export function writeListState(state: ListState, previous: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of previous) {
    const owned = ["current", "pageSize", "sort", "order", "q"].includes(key) || key.startsWith(FILTER_PREFIX);
    if (!owned) next.append(key, value);
  }
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
  return next;
}

export interface ListRequest {
  pagination: Required<Pick<Pagination, "current" | "pageSize">> & { mode: "server" };
  sorters: CrudSort[];
  filters: CrudFilter[];
}

/** What getList is asked for: the free-text search travels as simple-rest's full-text `q` parameter. */
export function listRequest(state: ListState): ListRequest {
  const filters: LogicalFilter[] = state.filters.map(({ field, operator, value }) => ({ field, operator, value }));
  if (state.search) filters.push({ field: "q", operator: "eq", value: state.search });
  return {
    pagination: { current: state.current, pageSize: state.pageSize, mode: "server" },
    sorters: state.sort ? [state.sort] : [],
    filters,
  };
}
