import { abortReason, unlessAborted } from "../../data/operations/abort";

/**
 * Rows asked for per request when exporting (DESIGN §9.1: "the server is asked page by page"): few round
 * trips, yet each answer small enough to arrive quickly and move the progress bar.
 */
export const EXPORT_PAGE_SIZE = 500;

export interface Page<T> {
  data: T[];
  /** Matching rows on the server, across all pages. */
  total: number;
}

export interface FetchAllOptions {
  pageSize?: number;
  signal: AbortSignal;
  /** After every page: rows fetched so far and the total the server last gave. */
  onProgress?: (fetched: number, total: number) => void;
}

/**
 * Every row of a list, page after page, in the server's order. Stops at a short page (the last one, or rows
 * removed meanwhile), or once the total the server gives is reached. A full page whose total is just its own
 * length may come from a server that sent no x-total-count (simple-rest then counts the page): the next page
 * is asked for rather than risk a file that silently lacks rows.
 */
export async function fetchAllPages<T>(
  fetchPage: (current: number, pageSize: number) => Promise<Page<T>>,
  { pageSize = EXPORT_PAGE_SIZE, signal, onProgress }: FetchAllOptions,
): Promise<T[]> {
  const rows: T[] = [];
  for (let current = 1; ; current++) {
    if (signal.aborted) throw abortReason(signal);
    const page = await unlessAborted(fetchPage(current, pageSize), signal);
    rows.push(...page.data);
    const total = Math.max(page.total, rows.length);
    onProgress?.(rows.length, total);
    const full = page.data.length === pageSize;
    const totalUnknown = page.total === page.data.length;
    if (!full || (rows.length >= total && !totalUnknown)) return rows;
  }
}
