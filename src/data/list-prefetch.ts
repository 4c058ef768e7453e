import type { BaseRecord, DataProvider, GetListParams, GetListResponse } from "@refinedev/core";

/**
 * A list page opened from a bookmark asks for its first page only after sign-in, the access check and its
 * own code have run. Start-up can ask for that page earlier; the page's own getList then takes over the
 * request in flight instead of sending it again. A prefetched answer is used once, and only while fresh.
 */
export const PREFETCH_TTL_MS = 15_000;

export type PrefetchingDataProvider = DataProvider & { prefetchList(params: GetListParams): void };

/** Identifies a getList call by what simple-rest puts on the wire, whatever else the caller passes along. */
export function listRequestKey(params: GetListParams): string {
  const filters = (params.filters ?? []).map((filter) =>
    "field" in filter ? [filter.field, filter.operator, String(filter.value)] : [filter.operator, filter.value],
  );
  return JSON.stringify([
    params.resource,
    params.pagination?.mode ?? "server",
    params.pagination?.current ?? 1,
    params.pagination?.pageSize ?? 10,
    (params.sorters ?? []).map((sort) => [sort.field, sort.order]),
    filters,
  ]);
}

export function withListPrefetch(provider: DataProvider, now: () => number = Date.now): PrefetchingDataProvider {
  const prefetched = new Map<string, { answer: Promise<GetListResponse<BaseRecord>>; at: number }>();
  return {
    ...provider,
    getList: <TData extends BaseRecord = BaseRecord>(params: GetListParams) => {
      const key = listRequestKey(params);
      const hit = prefetched.get(key);
      prefetched.delete(key);
      if (hit && now() - hit.at < PREFETCH_TTL_MS) return hit.answer as Promise<GetListResponse<TData>>;
      return provider.getList<TData>(params);
    },
    prefetchList(params) {
      const answer = provider.getList(params);
      // Unclaimed or failed, a prefetch stays silent: the page asks again and reports its own errors.
      answer.catch(() => undefined);
      prefetched.set(listRequestKey(params), { answer, at: now() });
    },
  };
}
