/**
 * The two reads of the home dashboard (SPEC §1), declared once: the page asks for them, and start-up asks
 * for them ahead of the page (resources.tsx) the moment a token is there. Each must be what the page sends,
 * to the letter, for the page to take the answer over (list-prefetch.ts): the window starts at midnight, so
 * the page, rendered a moment later on the same day, asks for the same shipments.
 */
import type { CrudFilter, CrudSort, Pagination } from "@refinedev/core";
import { FILTER_DAYS_PARAMETER } from "../../api/contract";
import type { ListPrefetcher } from "../../registry/types";
import { parseFilterDays, windowStart } from "./concluded-by-day";

interface ListRead {
  resource: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  pagination: Pagination;
}

/** The parameter-system row of filterDays: the window's length in days. */
export const filterDaysRead: ListRead = {
  resource: "parameter-system",
  filters: [{ field: "name", operator: "eq", value: FILTER_DAYS_PARAMETER }],
  sorters: [],
  pagination: { mode: "off" },
};

/** The tracking shipments the home lists, and whose pages its rows open. */
export const SHIPMENTS_RESOURCE = "edb/transport-tracking-shipments";

/** The shipments concluded (closed) in the window of `days` days that ends `now`, newest first. */
export const concludedShipmentsRead = (days: number, now: Date): ListRead => ({
  resource: SHIPMENTS_RESOURCE,
  filters: [
    { field: "status", operator: "eq", value: "Closed" },
    { field: "localDate", operator: "gte", value: windowStart(now, days).toISOString() },
  ],
  sorters: [{ field: "localDate", order: "desc" }],
  pagination: { mode: "off" },
});

/** Asks for both reads, the second once the first says how many days the window has. */
export async function prefetchHome(
  prefetch: ListPrefetcher,
  now: () => Date = () => new Date(),
): Promise<void> {
  const parameter = await prefetch("default", filterDaysRead);
  // Failed, the page asks for the parameter again and says why; a guessed window would be asked for in vain.
  if (parameter === undefined) return;
  await prefetch("default", concludedShipmentsRead(parseFilterDays(parameter.data[0]?.value), now()));
}
