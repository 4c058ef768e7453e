/**
 * The list-query engine of the demo backend: the query strings @refinedev/simple-rest v5 sends
 * (json-server style) plus the nestjsx `filter=field||$op||value` syntax the sign-in calls use (SPEC §7).
 * Pure: rows in, rows out.
 */
import { compareCodeUnits } from "./code-unit-order";

export interface ListResult<T> {
  rows: T[];
  /** Matching rows before paging, for the x-total-count header. */
  total: number;
}

type Predicate = (row: object) => boolean;

/** Query keys that carry paging, sorting or search, never a field filter. */
const CONTROL_KEYS = new Set(["_start", "_end", "_limit", "_sort", "_order", "q", "filter"]);

/** nestjsx request keys that are not filters; the demo answers with the whole list instead. */
const IGNORED_KEYS = new Set([
  "or",
  "s",
  "fields",
  "select",
  "join",
  "sort",
  "limit",
  "offset",
  "page",
  "per_page",
  "cache",
]);

const SUFFIXES = ["_ne", "_gte", "_lte", "_like"] as const;
type Suffix = (typeof SUFFIXES)[number];

export function getField(row: object, field: string): unknown {
  if (field in row) return (row as Record<string, unknown>)[field];
  // Dotted paths reach into nested objects, like json-server does ("profile.name").
  let current: unknown = row;
  for (const part of field.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function hasField(rows: readonly object[], field: string): boolean {
  return rows.some((row) => getField(row, field) !== undefined);
}

/** Equality of a row value against a query-string value, coerced to the row value's type. */
export function valueEquals(rowValue: unknown, queryValue: string, caseInsensitive = false): boolean {
  if (Array.isArray(rowValue)) return rowValue.some((item) => valueEquals(item, queryValue, caseInsensitive));
  if (typeof rowValue === "number") {
    return queryValue.trim() !== "" && Number(queryValue) === rowValue;
  }
  if (typeof rowValue === "boolean") return queryValue.trim().toLowerCase() === String(rowValue);
  if (rowValue === null) return queryValue === "null";
  if (typeof rowValue === "string") {
    return caseInsensitive ? rowValue.toLowerCase() === queryValue.toLowerCase() : rowValue === queryValue;
  }
  return false;
}

/** Ordering of a row value against a query value: negative, zero or positive; null when incomparable. */
function compareToQuery(rowValue: unknown, queryValue: string): number | null {
  if (typeof rowValue === "number") {
    const wanted = Number(queryValue);
    return queryValue.trim() === "" || Number.isNaN(wanted) ? null : rowValue - wanted;
  }
  if (typeof rowValue === "boolean") return compareCodeUnits(String(rowValue), queryValue.toLowerCase());
  // ISO dates compare correctly as plain strings, and so do equal-shaped codes.
  if (typeof rowValue === "string") return compareCodeUnits(rowValue, queryValue);
  return null;
}

function contains(rowValue: unknown, needle: string): boolean {
  if (Array.isArray(rowValue)) return rowValue.some((item) => contains(item, needle));
  if (typeof rowValue !== "string" && typeof rowValue !== "number" && typeof rowValue !== "boolean")
    return false;
  return String(rowValue).toLowerCase().includes(needle.toLowerCase());
}

/** A list query the backend cannot run: a `_like` value that is not a regular expression. */
export class InvalidListQuery extends Error {}

/** json-server 0.17 reads `_like` as a case-insensitive regular expression; the demo reads it the same way. */
function likePattern(value: string): RegExp {
  try {
    return new RegExp(value, "i");
  } catch {
    throw new InvalidListQuery(`Invalid search pattern: ${value}`);
  }
}

function matchesLike(rowValue: unknown, pattern: RegExp): boolean {
  if (Array.isArray(rowValue)) return rowValue.some((item) => matchesLike(item, pattern));
  if (typeof rowValue !== "string" && typeof rowValue !== "number" && typeof rowValue !== "boolean")
    return false;
  return pattern.test(String(rowValue));
}

function suffixPredicate(field: string, suffix: Suffix, values: string[]): Predicate {
  switch (suffix) {
    case "_ne":
      return (row) => values.every((value) => !valueEquals(getField(row, field), value));
    case "_gte":
      return (row) =>
        values.every((value) => {
          const order = compareToQuery(getField(row, field), value);
          return order !== null && order >= 0;
        });
    case "_lte":
      return (row) =>
        values.every((value) => {
          const order = compareToQuery(getField(row, field), value);
          return order !== null && order <= 0;
        });
    case "_like": {
      const patterns = values.map(likePattern);
      return (row) => patterns.some((pattern) => matchesLike(getField(row, field), pattern));
    }
  }
}

/** One nestjsx filter (`field||$op||value`); null for a malformed one or an operator the demo does not know. */
function nestFilterPredicate(rows: readonly object[], filter: string): Predicate | null {
  const [field, operator, ...rest] = filter.split("||");
  if (!field || !operator || !hasField(rows, field)) return null;
  // A value may itself contain the separator; only the first two split points are structural.
  const value = rest.join("||");
  switch (operator) {
    case "$eq":
      return (row) => valueEquals(getField(row, field), value, true);
    case "$ne":
      return (row) => !valueEquals(getField(row, field), value, true);
    case "$cont":
      return (row) => contains(getField(row, field), value);
    case "$gte":
      return (row) => {
        const order = compareToQuery(getField(row, field), value);
        return order !== null && order >= 0;
      };
    case "$lte":
      return (row) => {
        const order = compareToQuery(getField(row, field), value);
        return order !== null && order <= 0;
      };
    default:
      return null;
  }
}

function searchPredicate(needle: string, searched: (row: object) => readonly unknown[] = Object.values): Predicate {
  const lowered = needle.toLowerCase();
  return (row) =>
    searched(row).some(
      (value) =>
        (typeof value === "string" || typeof value === "number") &&
        String(value).toLowerCase().includes(lowered),
    );
}

function splitSuffix(key: string): { field: string; suffix: Suffix } | null {
  for (const suffix of SUFFIXES) {
    if (key.endsWith(suffix) && key.length > suffix.length) {
      return { field: key.slice(0, -suffix.length), suffix };
    }
  }
  return null;
}

function buildPredicates(rows: readonly object[], params: URLSearchParams, options: ListQueryOptions): Predicate[] {
  const predicates: Predicate[] = [];
  const keys = [...new Set(params.keys())];
  for (const key of keys) {
    if (CONTROL_KEYS.has(key) || IGNORED_KEYS.has(key)) continue;
    // Refine leaves empty inputs out; an empty value here is a cleared filter, not "equals empty".
    const values = params.getAll(key).filter((value) => value !== "");
    if (values.length === 0) continue;
    if (hasField(rows, key)) {
      // Repeated keys are any-of: that is how getMany sends id=1&id=2 and how the "in" operator arrives.
      predicates.push((row) => values.some((value) => valueEquals(getField(row, key), value)));
      continue;
    }
    const split = splitSuffix(key);
    // Keys naming no field of the collection (cache busters, $-options, stray params) are ignored.
    if (split && hasField(rows, split.field))
      predicates.push(suffixPredicate(split.field, split.suffix, values));
  }
  const search = params.get("q");
  if (search) predicates.push(searchPredicate(search, options.searchedValues as ((row: object) => readonly unknown[]) | undefined));
  for (const filter of params.getAll("filter")) {
    const predicate = nestFilterPredicate(rows, filter);
    if (predicate) predicates.push(predicate);
  }
  return predicates;
}

/** A blank cell: no value, or an empty text. */
const isMissing = (value: unknown) => value === undefined || value === null || value === "";

/** Sort order of two present row values: numbers numerically, strings with localeCompare. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  if (typeof a === "string" && typeof b === "string") {
    // ISO timestamps must sort by instant; localeCompare ignores punctuation and would not guarantee that.
    if (ISO_DATE.test(a) && ISO_DATE.test(b)) return compareCodeUnits(a, b);
    return a.localeCompare(b);
  }
  return String(a).localeCompare(String(b));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** How a list searches and sorts beyond its query. */
export interface ListQueryOptions<T extends object = object> {
  /** The values q searches in a row: by default its own top-level texts and numbers. */
  searchedValues?: (row: T) => readonly unknown[];
  /**
   * Fields whose blank means later than any value, so it sorts as the largest: a clear-to-build date or days
   * late that never come (the line is never clear) are the worst of all, first when sorted worst first.
   */
  blanksLargest?: readonly string[];
}

function sortRows<T extends object>(rows: T[], params: URLSearchParams, options: ListQueryOptions<T>): T[] {
  const sortParam = params.get("_sort");
  if (!sortParam) return rows;
  const fields = sortParam.split(",").map((field) => field.trim());
  const orders = (params.get("_order") ?? "").split(",").map((order) => order.trim().toLowerCase());
  const keys = fields
    .map((field, index) => ({
      field,
      direction: orders[index] === "desc" ? -1 : 1,
      blankLargest: options.blanksLargest?.includes(field) ?? false,
    }))
    .filter((key) => key.field !== "");
  // Array.prototype.sort is stable, so rows equal on every key keep their stored order.
  return [...rows].sort((left, right) => {
    for (const { field, direction, blankLargest } of keys) {
      const a = getField(left, field);
      const b = getField(right, field);
      if (isMissing(a) || isMissing(b)) {
        if (isMissing(a) === isMissing(b)) continue;
        if (blankLargest) return (isMissing(a) ? 1 : -1) * direction;
        // Blanks last in either direction: newest arrivals first must not open on a page of lines not arrived.
        return isMissing(a) ? 1 : -1;
      }
      const order = compareValues(a, b);
      if (order !== 0) return order * direction;
    }
    return 0;
  });
}

const nonNegativeInt = (text: string | null): number | undefined => {
  if (text === null || text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
};

/** Throws InvalidListQuery for a query that cannot run (the handler answers 400). */
export function applyListQuery<T extends object>(
  rows: readonly T[],
  searchParams: URLSearchParams,
  options: ListQueryOptions<T> = {},
): ListResult<T> {
  const predicates = buildPredicates(rows, searchParams, options as ListQueryOptions);
  const filtered = rows.filter((row) => predicates.every((predicate) => predicate(row)));
  const sorted = sortRows(filtered, searchParams, options);
  const start = nonNegativeInt(searchParams.get("_start")) ?? 0;
  const limit = nonNegativeInt(searchParams.get("_limit"));
  const end = nonNegativeInt(searchParams.get("_end")) ?? (limit === undefined ? undefined : start + limit);
  return { rows: sorted.slice(start, end), total: sorted.length };
}
