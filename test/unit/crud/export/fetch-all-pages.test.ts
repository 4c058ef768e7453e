import { EXPORT_PAGE_SIZE, fetchAllPages, type Page } from "../../../../src/crud/export/fetch-all-pages";
import { isAbortError } from "../../../../src/data/operations/abort";

/** A server holding `total` rows numbered from 1, answering pages the way simple-rest asks for them. */
function server(total: number) {
  const asked: { current: number; pageSize: number }[] = [];
  const fetchPage = async (current: number, pageSize: number): Promise<Page<number>> => {
    asked.push({ current, pageSize });
    const start = (current - 1) * pageSize;
    return { data: Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i + 1), total };
  };
  return { asked, fetchPage };
}

describe("fetchAllPages: every row of a list, page by page", () => {
  it("asks page after page until the total is reached, reporting the progress after each", async () => {
    const { asked, fetchPage } = server(1_100);
    const progress: [number, number][] = [];
    const rows = await fetchAllPages(fetchPage, {
      signal: new AbortController().signal,
      onProgress: (fetched, total) => progress.push([fetched, total]),
    });
    expect(rows).toEqual(Array.from({ length: 1_100 }, (_, i) => i + 1));
    expect(asked).toEqual([1, 2, 3].map((current) => ({ current, pageSize: EXPORT_PAGE_SIZE })));
    expect(progress).toEqual([[500, 1_100], [1_000, 1_100], [1_100, 1_100]]);
  });

  it("asks once when everything fits in a page, and once for an empty list", async () => {
    for (const total of [0, 7, 499]) {
      const { asked, fetchPage } = server(total);
      expect(await fetchAllPages(fetchPage, { signal: new AbortController().signal })).toHaveLength(total);
      expect(asked).toHaveLength(1);
    }
  });

  it("asks once more after a full page that may be all the server counted, and stops at the empty one", async () => {
    const { asked, fetchPage } = server(500);
    expect(await fetchAllPages(fetchPage, { signal: new AbortController().signal })).toHaveLength(500);
    expect(asked.map((page) => page.current)).toEqual([1, 2]);
  });

  it("gets every row from a server that sends no total (simple-rest then counts the page)", async () => {
    const all = Array.from({ length: 1_234 }, (_, i) => i);
    const fetchPage = async (current: number, pageSize: number): Promise<Page<number>> => {
      const data = all.slice((current - 1) * pageSize, current * pageSize);
      return { data, total: data.length };
    };
    expect(await fetchAllPages(fetchPage, { signal: new AbortController().signal })).toEqual(all);
  });

  it("stops at a short page when rows were removed meanwhile", async () => {
    const fetchPage = async (current: number): Promise<Page<number>> => ({ data: current === 1 ? [1, 2] : [3], total: 10 });
    expect(await fetchAllPages(fetchPage, { pageSize: 2, signal: new AbortController().signal })).toEqual([1, 2, 3]);
  });

  it("stops at once when cancelled, without waiting for the request under way", async () => {
    const controller = new AbortController();
    let asked = 0;
    const fetchPage = (current: number): Promise<Page<number>> => {
      asked++;
      if (current === 1) return Promise.resolve({ data: [1, 2], total: 6 });
      return new Promise(() => undefined); // never answers
    };
    const done = fetchAllPages(fetchPage, {
      pageSize: 2,
      signal: controller.signal,
      onProgress: () => queueMicrotask(() => controller.abort()),
    });
    const error = await done.then(() => undefined, (reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
    expect(asked).toBe(2);
  });

  it("fails with the server's error", async () => {
    const failure = { message: "Injected failure", statusCode: 500 };
    const fetchPage = async (current: number): Promise<Page<number>> => {
      if (current === 2) throw failure;
      return { data: [1, 2], total: 4 };
    };
    await expect(fetchAllPages(fetchPage, { pageSize: 2, signal: new AbortController().signal })).rejects.toBe(failure);
  });
});
