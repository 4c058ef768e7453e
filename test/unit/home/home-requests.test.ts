import type { GetListParams } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { listRequestKey, type PrefetchedList } from "../../../src/data/list-prefetch";
import { parseFilterDays } from "../../../src/features/home/concluded-by-day";
import {
  concludedShipmentsRead,
  filterDaysRead,
  prefetchHome,
} from "../../../src/features/home/home-requests";
import type { ListPrefetcher } from "../../../src/registry/types";

/** A prefetcher that records what it is asked and answers the parameter with `value` (none: a failure). */
function recording(value?: string) {
  const asked: GetListParams[] = [];
  const prefetch: ListPrefetcher = (backend, params): PrefetchedList => {
    expect(backend).toBe("default");
    asked.push(params);
    if (params.resource !== "parameter-system") return Promise.resolve({ data: [], total: 0 });
    return Promise.resolve(
      value === undefined ? undefined : { data: [{ id: 1, name: "filterDays", value }], total: 1 },
    );
  };
  return { asked, prefetch };
}

describe("the home's reads", () => {
  const now = new Date(2026, 10, 26, 15, 30);

  it("ask for the shipments of the window the parameter gives, from its first midnight", async () => {
    const { asked, prefetch } = recording("7");
    await prefetchHome(prefetch, () => now);
    expect(asked.map(listRequestKey)).toEqual([
      listRequestKey({ ...filterDaysRead }),
      listRequestKey({ ...concludedShipmentsRead(7, now) }),
    ]);
    expect(asked[1].filters).toContainEqual({
      field: "localDate",
      operator: "gte",
      value: new Date(2026, 10, 20).toISOString(),
    });
  });

  it("are the page's own reads later the same day, and not on the next", () => {
    const later = new Date(2026, 10, 26, 23, 59);
    const tomorrow = new Date(2026, 10, 27, 0, 1);
    expect(listRequestKey(concludedShipmentsRead(30, later))).toBe(
      listRequestKey(concludedShipmentsRead(30, now)),
    );
    expect(listRequestKey(concludedShipmentsRead(30, tomorrow))).not.toBe(
      listRequestKey(concludedShipmentsRead(30, now)),
    );
  });

  it("fall back to 30 days for a value that is not a whole number of days", async () => {
    const { asked, prefetch } = recording("soon");
    await prefetchHome(prefetch, () => now);
    expect(listRequestKey(asked[1])).toBe(listRequestKey(concludedShipmentsRead(30, now)));
    expect([
      parseFilterDays("12"),
      parseFilterDays(12),
      parseFilterDays(undefined),
      parseFilterDays("0"),
    ]).toEqual([12, 30, 30, 30]);
  });

  it("stop at a parameter that could not be read: the page asks for it again and says why", async () => {
    const { asked, prefetch } = recording();
    await prefetchHome(prefetch, () => now);
    expect(asked.map((params) => params.resource)).toEqual(["parameter-system"]);
  });
});
