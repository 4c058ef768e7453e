import type { DataProvider, GetListParams } from "@refinedev/core";
import { PREFETCH_TTL_MS, withListPrefetch } from "../../../src/data/list-prefetch";

function fakeProvider() {
  const calls: GetListParams[] = [];
  const provider = {
    getList: async (params: GetListParams) => {
      calls.push(params);
      return { data: [{ id: calls.length }], total: calls.length };
    },
  } as unknown as DataProvider;
  return { provider, calls };
}

const page: GetListParams = {
  resource: "parameter-system",
  pagination: { current: 1, pageSize: 10, mode: "server" },
  sorters: [{ field: "name", order: "asc" }],
  filters: [],
};

describe("list prefetch", () => {
  it("hands the prefetched request to the page's identical getList instead of sending it again", async () => {
    const { provider, calls } = fakeProvider();
    const prefetching = withListPrefetch(provider);
    prefetching.prefetchList(page);
    // The page passes more than the wire needs (meta, the deprecated sort); the same request all the same.
    const answer = await prefetching.getList({ ...page, meta: { tenant: "scm" }, sort: page.sorters });
    expect(answer).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(calls).toHaveLength(1);
  });

  it("asked twice for the same page before the page takes it, sends one request", async () => {
    const { provider, calls } = fakeProvider();
    const prefetching = withListPrefetch(provider);
    prefetching.prefetchList(page);
    prefetching.prefetchList({ ...page });
    await prefetching.getList(page);
    expect(calls).toHaveLength(1);
  });

  it("uses a prefetched answer once: the next getList goes to the server", async () => {
    const { provider, calls } = fakeProvider();
    const prefetching = withListPrefetch(provider);
    prefetching.prefetchList(page);
    await prefetching.getList(page);
    expect(await prefetching.getList(page)).toEqual({ data: [{ id: 2 }], total: 2 });
    expect(calls).toHaveLength(2);
  });

  it("does not stand in for another page, order or filter", async () => {
    const { provider, calls } = fakeProvider();
    const prefetching = withListPrefetch(provider);
    prefetching.prefetchList(page);
    await prefetching.getList({ ...page, pagination: { current: 2, pageSize: 10, mode: "server" } });
    await prefetching.getList({ ...page, sorters: [{ field: "name", order: "desc" }] });
    await prefetching.getList({ ...page, filters: [{ field: "q", operator: "eq", value: "x" }] });
    expect(calls).toHaveLength(4);
  });

  it("does not hand out a stale answer", async () => {
    const { provider, calls } = fakeProvider();
    let clock = 0;
    const prefetching = withListPrefetch(provider, () => clock);
    prefetching.prefetchList(page);
    clock = PREFETCH_TTL_MS;
    expect(await prefetching.getList(page)).toEqual({ data: [{ id: 2 }], total: 2 });
    expect(calls).toHaveLength(2);
  });

  it("gives whoever asked the answer once it arrives, the same to a second ask, and nothing for a failure", async () => {
    const { provider, calls } = fakeProvider();
    const prefetching = withListPrefetch(provider);
    const first = prefetching.prefetchList(page);
    const second = prefetching.prefetchList({ ...page });
    expect(await first).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(await second).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(calls).toHaveLength(1);
    const failing = withListPrefetch({
      getList: () => Promise.reject(new Error("Database unavailable")),
    } as unknown as DataProvider);
    await expect(failing.prefetchList(page)).resolves.toBeUndefined();
  });

  it("forgets what was asked for with an earlier token: the page then asks the server itself", async () => {
    const { provider, calls } = fakeProvider();
    const prefetching = withListPrefetch(provider);
    await prefetching.prefetchList(page);
    prefetching.forgetPrefetches();
    expect(prefetching.takeArrivedList(page)).toBeUndefined();
    expect(await prefetching.getList(page)).toEqual({ data: [{ id: 2 }], total: 2 });
    // And a new prefetch of the same page is sent, not taken for the forgotten one.
    await prefetching.prefetchList(page);
    expect(calls).toHaveLength(3);
  });

  it("passes a failed prefetch on to the page, which reports it", async () => {
    const provider = {
      getList: () => Promise.reject(new Error("Database unavailable")),
    } as unknown as DataProvider;
    const prefetching = withListPrefetch(provider);
    prefetching.prefetchList(page);
    await expect(prefetching.getList(page)).rejects.toThrow("Database unavailable");
  });
});

describe("a prefetch refused before the sign-in set the profile", () => {
  it.each([403, 401])("is not handed to the page: the page asks again (%i)", async (statusCode) => {
    const calls: GetListParams[] = [];
    const provider = {
      getList: (params: GetListParams) => {
        calls.push(params);
        return calls.length === 1
          ? Promise.reject({ message: "You do not have permission for this action.", statusCode })
          : Promise.resolve({ data: [{ id: 1 }], total: 1 });
      },
    } as unknown as DataProvider;
    const prefetching = withListPrefetch(provider);
    await prefetching.prefetchList(page);
    await expect(prefetching.getList(page)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    expect(calls).toHaveLength(2);
  });
});

describe("rows that arrived before the page rendered", () => {
  it("are handed to the page, again if the render is redone, and never served to a later getList", async () => {
    const { provider, calls } = fakeProvider();
    const prefetching = withListPrefetch(provider);
    expect(prefetching.takeArrivedList(page)).toBeUndefined();
    prefetching.prefetchList(page);
    expect(prefetching.takeArrivedList(page)).toBeUndefined(); // not arrived yet
    await Promise.resolve();
    await Promise.resolve();
    expect(prefetching.takeArrivedList(page)).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(prefetching.takeArrivedList(page)).toEqual({ data: [{ id: 1 }], total: 1 });
    // A refetch after an edit must reach the server, not get the start-up answer.
    expect(await prefetching.getList(page)).toEqual({ data: [{ id: 2 }], total: 2 });
    expect(calls).toHaveLength(2);
  });

  it("are spent once the page that took them is on screen: a later visit gets nothing", async () => {
    const { provider } = fakeProvider();
    const prefetching = withListPrefetch(provider);
    prefetching.prefetchList(page);
    await Promise.resolve();
    await Promise.resolve();
    expect(prefetching.takeArrivedList(page)).toBeDefined();
    prefetching.releaseArrivedList(page);
    expect(prefetching.takeArrivedList(page)).toBeUndefined();
  });

  it("are not handed out stale or for another page", async () => {
    const { provider } = fakeProvider();
    let clock = 0;
    const prefetching = withListPrefetch(provider, () => clock);
    prefetching.prefetchList(page);
    await Promise.resolve();
    await Promise.resolve();
    expect(prefetching.takeArrivedList({ ...page, sorters: [] })).toBeUndefined();
    clock = PREFETCH_TTL_MS;
    expect(prefetching.takeArrivedList(page)).toBeUndefined();
  });
});
