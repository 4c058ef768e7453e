import { listRequest, pageWithinTotal, readListState, writeListState } from "../../../src/crud/list-state";
import { fromSortModel, toSortModel } from "../../../src/crud/grid-models";
import { shipments } from "./shipments-list-defaults";

const params = (text: string) => new URLSearchParams(text);
const base = { hidden: [], density: "compact" };

describe("list state in the address", () => {
  it("defaults to page 1 of 10 compact rows in the resource's default order", () => {
    expect(readListState(params(""), { defaultSort: { field: "name", order: "asc" } })).toEqual({
      ...base,
      current: 1,
      pageSize: 10,
      sort: { field: "name", order: "asc" },
      search: "",
      filters: [],
    });
  });

  it("reads page, size, sort, search, column filters, hidden columns and density back from a bookmarked address", () => {
    const state = readListState(
      params(
        "current=3&pageSize=25&sort=value&order=desc&q=%20days%20&filter.name.contains=filter&filter.id.gte=4&hide=a,b&density=comfortable",
      ),
    );
    expect(state).toEqual({
      current: 3,
      pageSize: 25,
      sort: { field: "value", order: "desc" },
      search: "days",
      filters: [
        { field: "name", operator: "contains", value: "filter" },
        { field: "id", operator: "gte", value: "4" },
      ],
      hidden: ["a", "b"],
      density: "comfortable",
    });
  });

  it("ignores what a hand-edited address gets wrong instead of sending it", () => {
    const state = readListState(
      params("current=-2&pageSize=1000&filter.name.like=x&filter.name.eq=&filter..eq=y&density=huge&quick=nope"),
      shipments,
    );
    expect(state.current).toBe(1);
    expect(state.pageSize).toBe(10);
    expect(state.filters).toEqual([]);
    expect(state.density).toBe("compact");
    expect(state.quick).toBe("open");
  });

  it("writes a state that reads back the same, keeping parameters that are not the list's", () => {
    const state = readListState(params("sort=name&order=asc&q=x&filter.value.eq=30&hide=c&density=standard"));
    const written = writeListState({ ...state, current: 2 }, params("tab=matrix&current=9&filter.old.eq=1"));
    expect(written.get("tab")).toBe("matrix");
    expect(written.get("filter.old.eq")).toBeNull();
    expect(readListState(written)).toEqual({ ...state, current: 2 });
  });

  it("keeps the address short: the default columns, density and quick filter are written only when changed", () => {
    const state = readListState(params(""), shipments);
    expect(state).toMatchObject({ quick: "open", hidden: ["message"], density: "compact" });
    const written = writeListState(state, params(""), shipments);
    expect(written.get("hide")).toBeNull();
    expect(written.get("density")).toBeNull();
    const shown = writeListState({ ...state, hidden: [], quick: "all" }, params(""), shipments);
    expect(shown.get("hide")).toBe("");
    expect(shown.get("quick")).toBe("all");
    expect(readListState(shown, shipments)).toMatchObject({ hidden: [], quick: "all" });
  });

  it("takes hidden columns as a set: the defaults hidden again in another order are the defaults", () => {
    const screen = { list: { hiddenColumns: ["message", "rows"] } };
    const state = readListState(params(""), screen);
    expect(writeListState({ ...state, hidden: ["rows", "message"] }, params(""), screen).get("hide")).toBeNull();
    expect(writeListState({ ...state, hidden: ["rows", "id", "message"] }, params(""), screen).get("hide")).toBe("id,message,rows");
    expect(writeListState({ ...state, hidden: ["b", "a"] }, params("")).get("hide")).toBe("a,b");
  });

  it("asks simple-rest for the page, the order, the column filters and the full-text search", () => {
    const state = readListState(params("current=2&pageSize=25&sort=name&order=desc&q=days&filter.value.ne=0"));
    expect(listRequest(state)).toEqual({
      pagination: { current: 2, pageSize: 25, mode: "server" },
      sorters: [{ field: "name", order: "desc" }],
      filters: [
        { field: "value", operator: "ne", value: "0" },
        { field: "q", operator: "eq", value: "days" },
      ],
    });
  });

  it("adds the quick filter's conditions and sends a datetime range as whole local days", () => {
    const state = readListState(
      params("quick=closed&filter.localDate.gte=2025-03-01&filter.localDate.lte=2025-03-05&filter.plannedDate.gte=2025-02-01"),
      shipments,
    );
    expect(listRequest(state, shipments).filters).toEqual([
      { field: "closed", operator: "eq", value: "true" },
      { field: "localDate", operator: "gte", value: new Date(2025, 2, 1, 0, 0, 0, 0).toISOString() },
      { field: "localDate", operator: "lte", value: new Date(2025, 2, 5, 23, 59, 59, 999).toISOString() },
      // A date field compares as the stored day itself.
      { field: "plannedDate", operator: "gte", value: "2025-02-01" },
    ]);
  });
});

describe("a page past the end", () => {
  it("goes to the last page with rows, and leaves a page that exists or an unknown total alone", () => {
    expect(pageWithinTotal(99, 10, 23)).toBe(3);
    expect(pageWithinTotal(4, 10, 30)).toBe(3);
    expect(pageWithinTotal(3, 10, 23)).toBeUndefined();
    expect(pageWithinTotal(99, 10, undefined)).toBeUndefined();
    expect(pageWithinTotal(2, 10, 0)).toBeUndefined();
  });
});

describe("grid sort model", () => {
  it("maps the sort both ways", () => {
    expect(toSortModel({ field: "name", order: "desc" })).toEqual([{ field: "name", sort: "desc" }]);
    expect(fromSortModel([{ field: "name", sort: "asc" }])).toEqual({ field: "name", order: "asc" });
    expect(fromSortModel([])).toBeUndefined();
    expect(toSortModel(undefined)).toEqual([]);
  });
});
