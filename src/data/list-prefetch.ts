import type { BaseRecord, DataProvider, GetListParams, GetListResponse } from "@refinedev/core";
import { isHttpError } from "./http-error";

/**
 * A prefetch sent as soon as the backend's token exists can be refused because the backend does not know the
 * person's profile yet (the sign-in sets it a round trip later, SPEC §7): the page asks again for itself
 * instead of being handed that refusal.
 */
const refusedBeforeProfile = (error: unknown) => isHttpError(error) && (error.statusCode === 401 || error.statusCode === 403);

/**
 * A list page opened from a bookmark asks for its first page only after sign-in, the access check and its
 * own code have run. Start-up can ask for that page earlier; the page's own getList then takes over the
 * request in flight instead of sending it again. A prefetched answer is used once, and only while fresh.
 */
export const PREFETCH_TTL_MS = 15_000;

/** The prefetched answer once it arrives; undefined when it failed (the page then asks, and says why). */
export type PrefetchedList = Promise<GetListResponse<BaseRecord> | undefined>;

export type PrefetchingDataProvider = DataProvider & {
  /** Asks for the page of rows now; what a page asks for next may depend on the answer (the home's window). */
  prefetchList(params: GetListParams): PrefetchedList;
  /**
   * The prefetched answer for these params when it has already arrived: a page that renders with it shows
   * its rows in its first render instead of a loading state first. Asking again gives the same answer (a
   * render may be redone) until releaseArrivedList; once handed over, it is never given to getList, which
   * asks the server afresh.
   */
  takeArrivedList(params: GetListParams): GetListResponse<BaseRecord> | undefined;
  /** The page that took the answer is on screen: nobody gets it again (a later visit must not see it). */
  releaseArrivedList(params: GetListParams): void;
  /** Forgets every prefetch: asked for with a token that is no longer the session's (another sign-in). */
  forgetPrefetches(): void;
};

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
  type Entry = {
    answer: Promise<GetListResponse<BaseRecord>>;
    settled: PrefetchedList;
    at: number;
    arrived?: GetListResponse<BaseRecord>;
    handedOver?: boolean;
  };
  const prefetched = new Map<string, Entry>();
  return {
    ...provider,
    getList: <TData extends BaseRecord = BaseRecord>(params: GetListParams) => {
      const key = listRequestKey(params);
      const hit = prefetched.get(key);
      prefetched.delete(key);
      if (hit && !hit.handedOver && now() - hit.at < PREFETCH_TTL_MS)
        return (hit.answer as Promise<GetListResponse<TData>>).catch(async (error: unknown) => {
          if (!refusedBeforeProfile(error)) throw error;
          const answer: GetListResponse<TData> = await provider.getList<TData>(params);
          return answer;
        });
      return provider.getList<TData>(params);
    },
    prefetchList(params) {
      // Asked twice for the same page (start-up, then the sign-in that ended), the first request serves both.
      const pending = prefetched.get(listRequestKey(params));
      if (pending && !pending.handedOver && now() - pending.at < PREFETCH_TTL_MS) return pending.settled;
      const answer = provider.getList(params);
      // Unclaimed or failed, a prefetch stays silent: the page asks again and reports its own errors.
      const settled = answer.then(
        (response) => (entry.arrived = response),
        () => undefined,
      );
      const entry: Entry = { answer, settled, at: now() };
      prefetched.set(listRequestKey(params), entry);
      return settled;
    },
    takeArrivedList(params) {
      const key = listRequestKey(params);
      const entry = prefetched.get(key);
      if (!entry?.arrived || now() - entry.at >= PREFETCH_TTL_MS) return undefined;
      entry.handedOver = true;
      return entry.arrived;
    },
    releaseArrivedList(params) {
      const key = listRequestKey(params);
      if (prefetched.get(key)?.handedOver) prefetched.delete(key);
    },
    forgetPrefetches() {
      prefetched.clear();
    },
  };
}
