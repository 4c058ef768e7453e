import type { CrudFilter, DataProvider } from "@refinedev/core";

/** A regular expression that matches `text` as typed: its special characters escaped. */
export const literalPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function literalFilter(filter: CrudFilter): CrudFilter {
  if (filter.operator === "or" || filter.operator === "and")
    return { ...filter, value: filter.value.map(literalFilter) };
  if (filter.operator === "contains" && typeof filter.value === "string")
    return { ...filter, value: literalPattern(filter.value) };
  return filter;
}

/**
 * simple-rest sends a contains filter as `field_like=text`, which json-server reads as a regular expression:
 * "(" or "[" answered 500 and "." matched anything. The text is sent escaped, so it is looked for as typed
 * (DESIGN §6); the demo backend reads `_like` the same way json-server does.
 */
export function withLiteralContains<Provider extends DataProvider>(provider: Provider): Provider {
  return {
    ...provider,
    getList: (params) => provider.getList({ ...params, filters: params.filters?.map(literalFilter) }),
  };
}
