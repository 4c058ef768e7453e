import { describe, expect, it } from "vitest";
import { applyListQuery, InvalidListQuery } from "../../../src/demo/query";

interface Item {
  id: number;
  name: string;
  city: string;
  qty: number;
  active: boolean;
  shippedAt: string;
  profileId: number | null;
}

const items: Item[] = [
  {
    id: 1,
    name: "Optical transceiver",
    city: "Campinas - SP",
    qty: 40,
    active: true,
    shippedAt: "2024-05-03T10:00:00.000Z",
    profileId: 2,
  },
  {
    id: 2,
    name: "Fiber patch cord",
    city: "Manaus - AM",
    qty: 5,
    active: false,
    shippedAt: "2024-05-01T08:30:00.000Z",
    profileId: null,
  },
  {
    id: 3,
    name: "Baseband unit",
    city: "Curitiba - PR",
    qty: 12,
    active: true,
    shippedAt: "2024-05-10T23:59:00.000Z",
    profileId: 4,
  },
  {
    id: 4,
    name: "antenna bracket",
    city: "Campinas - SP",
    qty: 100,
    active: true,
    shippedAt: "2024-04-28T12:00:00.000Z",
    profileId: 4,
  },
  {
    id: 5,
    name: "Router chassis",
    city: "Sorocaba - SP",
    qty: 12,
    active: false,
    shippedAt: "2024-05-07T15:15:00.000Z",
    profileId: 2,
  },
];

const run = (query: string) => applyListQuery(items, new URLSearchParams(query));
const ids = (query: string) => run(query).rows.map((row) => row.id);

describe("applyListQuery", () => {
  it("returns every row in stored order without parameters", () => {
    expect(run("")).toEqual({ rows: items, total: 5 });
  });

  it("filters on plain equality, coercing to the row value's type", () => {
    expect(ids("city=Campinas%20-%20SP")).toEqual([1, 4]);
    expect(ids("qty=12")).toEqual([3, 5]);
    expect(ids("active=false")).toEqual([2, 5]);
    expect(ids("profileId=null")).toEqual([2]);
    // simple-rest equality is exact, unlike the nestjsx $eq.
    expect(ids("city=campinas%20-%20sp")).toEqual([]);
  });

  it("treats repeated equality keys as any-of, which is how getMany sends ids", () => {
    expect(ids("id=1&id=2")).toEqual([1, 2]);
    expect(ids("id=5&id=3&id=42")).toEqual([3, 5]);
  });

  it("ANDs different filters", () => {
    expect(ids("city=Campinas%20-%20SP&active=true&qty_gte=50")).toEqual([4]);
  });

  it("supports the _ne suffix, excluding every given value", () => {
    expect(ids("city_ne=Campinas%20-%20SP")).toEqual([2, 3, 5]);
    expect(ids("id_ne=1&id_ne=2")).toEqual([3, 4, 5]);
  });

  it("supports _gte and _lte numerically on numbers", () => {
    expect(ids("qty_gte=12")).toEqual([1, 3, 4, 5]);
    expect(ids("qty_lte=12")).toEqual([2, 3, 5]);
    // "100" < "12" as text; the row value is a number, so the comparison must be numeric.
    expect(ids("qty_gte=13&qty_lte=100")).toEqual([1, 4]);
  });

  it("supports _gte and _lte on ISO dates as strings", () => {
    expect(ids("shippedAt_gte=2024-05-03T10:00:00.000Z")).toEqual([1, 3, 5]);
    expect(ids("shippedAt_gte=2024-05-01&shippedAt_lte=2024-05-07T23:59:59.999Z")).toEqual([1, 2, 5]);
  });

  it("supports _like as a case-insensitive contains", () => {
    expect(ids("name_like=ROUTER")).toEqual([5]);
    expect(ids("city_like=sp")).toEqual([1, 4, 5]);
    expect(ids("qty_like=2")).toEqual([3, 5]);
  });

  it("reads _like as a case-insensitive regular expression, as json-server 0.17 does", () => {
    expect(ids("city_like=" + encodeURIComponent("^campinas"))).toEqual([1, 4]);
    expect(ids("name_like=" + encodeURIComponent("fiber|router"))).toEqual([2, 5]);
    // The escaped text the app sends is matched as typed: "." is a dot, not any character.
    expect(ids("city_like=" + encodeURIComponent("Campinas\\.SP"))).toEqual([]);
  });

  it("refuses a _like value that is no regular expression, instead of failing", () => {
    expect(() => run("name_like=" + encodeURIComponent("("))).toThrow(InvalidListQuery);
  });

  it("searches every string and number field with q, case-insensitively", () => {
    expect(ids("q=campinas")).toEqual([1, 4]);
    expect(ids("q=FIBER")).toEqual([2]);
    expect(ids("q=100")).toEqual([4]);
    expect(ids("q=nothing-like-this")).toEqual([]);
  });

  it("sorts ascending and descending", () => {
    expect(ids("_sort=qty&_order=asc")).toEqual([2, 3, 5, 1, 4]);
    expect(ids("_sort=qty&_order=desc")).toEqual([4, 1, 3, 5, 2]);
    expect(ids("_sort=shippedAt&_order=desc")).toEqual([3, 5, 1, 2, 4]);
    // localeCompare, so a lower-case initial does not sort after every capital.
    expect(ids("_sort=name&_order=asc")).toEqual([4, 3, 2, 1, 5]);
  });

  it("puts blank values last in either direction, and orders them by the next key", () => {
    expect(ids("_sort=profileId&_order=asc")).toEqual([1, 5, 3, 4, 2]);
    expect(ids("_sort=profileId&_order=desc")).toEqual([3, 4, 1, 5, 2]);
    const withEmpty = [...items, { ...items[0]!, id: 6, profileId: null }, { ...items[1]!, id: 7, name: "" }];
    const sorted = (query: string) => applyListQuery(withEmpty, new URLSearchParams(query)).rows.map((row) => row.id);
    expect(sorted("_sort=profileId,id&_order=desc,desc").slice(-2)).toEqual([6, 2]);
    expect(sorted("_sort=name&_order=desc").at(-1)).toBe(7);
  });

  it("sorts a blank as the largest value of a field told so, first in descending order", () => {
    const sorted = (query: string) =>
      applyListQuery(items, new URLSearchParams(query), { blanksLargest: ["profileId"] }).rows.map((row) => row.id);
    expect(sorted("_sort=profileId&_order=desc")).toEqual([2, 3, 4, 1, 5]);
    expect(sorted("_sort=profileId&_order=asc")).toEqual([1, 5, 3, 4, 2]);
  });

  it("defaults to ascending when _order is missing", () => {
    expect(ids("_sort=id")).toEqual([1, 2, 3, 4, 5]);
  });

  it("sorts on several keys with comma-separated _sort and _order", () => {
    expect(ids("_sort=city,qty&_order=asc,desc")).toEqual([4, 1, 3, 2, 5]);
    expect(ids("_sort=qty,id&_order=asc,desc")).toEqual([2, 5, 3, 1, 4]);
  });

  it("pages with _start and _end and reports the total before paging", () => {
    expect(run("_start=0&_end=2")).toEqual({ rows: [items[0], items[1]], total: 5 });
    expect(run("_start=2&_end=4").rows.map((row) => row.id)).toEqual([3, 4]);
    expect(run("_start=4&_end=10")).toEqual({ rows: [items[4]], total: 5 });
    expect(run("_start=10&_end=20")).toEqual({ rows: [], total: 5 });
  });

  it("counts the total after filtering and sorts before paging", () => {
    const result = run("city_like=sp&_sort=qty&_order=desc&_start=0&_end=2");
    expect(result.total).toBe(3);
    expect(result.rows.map((row) => row.id)).toEqual([4, 1]);
  });

  it("supports the nestjsx filter syntax with $eq case-insensitive", () => {
    expect(ids("filter=name||$eq||baseband%20unit")).toEqual([3]);
    expect(ids("filter=qty||$eq||12")).toEqual([3, 5]);
    expect(ids("filter=active||$eq||true")).toEqual([1, 3, 4]);
  });

  it("supports the nestjsx $ne, $cont, $gte and $lte operators, ANDed when repeated", () => {
    expect(ids("filter=city||$ne||campinas%20-%20sp")).toEqual([2, 3, 5]);
    expect(ids("filter=name||$cont||CORD")).toEqual([2]);
    expect(ids("filter=qty||$gte||12&filter=qty||$lte||40")).toEqual([1, 3, 5]);
  });

  it("keeps a nestjsx value that contains the separator", () => {
    const rows = [
      { id: 1, note: "a||b" },
      { id: 2, note: "a" },
    ];
    expect(applyListQuery(rows, new URLSearchParams("filter=note||$eq||a||b")).rows).toEqual([rows[0]]);
  });

  it("ignores unknown parameters, unknown operators and cleared filters", () => {
    expect(ids("_cacheBust=123&$count=true&unknownField=x&nope_like=y")).toEqual([1, 2, 3, 4, 5]);
    expect(ids("filter=qty||$between||1,2&filter=garbage")).toEqual([1, 2, 3, 4, 5]);
    expect(ids("city=&name_like=")).toEqual([1, 2, 3, 4, 5]);
  });

  it("does not change the input", () => {
    const before = JSON.stringify(items);
    run("_sort=qty&_order=desc&_start=1&_end=3");
    expect(JSON.stringify(items)).toBe(before);
  });
});
