import { listRequest, readListState, writeListState } from "../../../src/crud/list-state";
import { fromFilterModel, fromSortModel, toFilterModel, toSortModel } from "../../../src/crud/grid-models";
import type { GridColDef } from "@mui/x-data-grid";

const params = (text: string) => new URLSearchParams(text);

describe("list state in the address", () => {
  it("defaults to page 1 of 10 rows in the resource's default order", () => {
    expect(readListState(params(""), { defaultSort: { field: "name", order: "asc" } })).toEqual({
      current: 1,
      pageSize: 10,
      sort: { field: "name", order: "asc" },
      search: "",
      filters: [],
    });
  });

  it("reads page, size, sort, search and column filters back from a bookmarked address", () => {
    const state = readListState(
      params("current=3&pageSize=25&sort=value&order=desc&q=%20days%20&filter.name.contains=filter&filter.id.gte=4"),
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
    });
  });

  it("ignores what a hand-edited address gets wrong instead of sending it", () => {
    const state = readListState(params("current=-2&pageSize=1000&filter.name.like=x&filter.name.eq=&filter..eq=y"));
    expect(state.current).toBe(1);
    expect(state.pageSize).toBe(10);
    expect(state.filters).toEqual([]);
  });

  it("writes a state that reads back the same, keeping parameters that are not the list's", () => {
    const state = readListState(params("sort=name&order=asc&q=x&filter.value.eq=30"));
    const written = writeListState({ ...state, current: 2 }, params("tab=matrix&current=9&filter.old.eq=1"));
    expect(written.get("tab")).toBe("matrix");
    expect(written.get("filter.old.eq")).toBeNull();
    expect(readListState(written)).toEqual({ ...state, current: 2 });
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
});

describe("grid models", () => {
  const columns: GridColDef[] = [
    { field: "name" },
    { field: "amount", type: "number" },
    { field: "status", type: "singleSelect" },
    { field: "active", type: "boolean" },
    { field: "createdAt", filterable: false },
  ];

  it("maps each column type's operators both ways", () => {
    const filters = [
      { field: "name", operator: "contains", value: "abc" },
      { field: "name", operator: "eq", value: "abc" },
      { field: "amount", operator: "gte", value: "5" },
      { field: "amount", operator: "ne", value: "7" },
      { field: "status", operator: "ne", value: "A" },
      { field: "active", operator: "eq", value: "true" },
    ] as const;
    const model = toFilterModel(filters, columns);
    expect(model.items.map((item) => [item.field, item.operator, item.value])).toEqual([
      ["name", "contains", "abc"],
      ["name", "equals", "abc"],
      ["amount", ">=", 5],
      ["amount", "!=", 7],
      ["status", "not", "A"],
      ["active", "is", "true"],
    ]);
    expect(fromFilterModel(model)).toEqual(filters);
  });

  it("drops filters on unknown or unfilterable columns and those still being typed", () => {
    expect(toFilterModel([{ field: "createdAt", operator: "eq", value: "x" }], columns).items).toEqual([]);
    expect(toFilterModel([{ field: "gone", operator: "eq", value: "x" }], columns).items).toEqual([]);
    expect(
      fromFilterModel({
        items: [
          { field: "name", operator: "contains", value: undefined },
          { field: "name", operator: "startsWith", value: "a" },
        ],
      }),
    ).toEqual([]);
  });

  it("maps the sort both ways", () => {
    expect(toSortModel({ field: "name", order: "desc" })).toEqual([{ field: "name", sort: "desc" }]);
    expect(fromSortModel([{ field: "name", sort: "asc" }])).toEqual({ field: "name", order: "asc" });
    expect(fromSortModel([])).toBeUndefined();
    expect(toSortModel(undefined)).toEqual([]);
  });
});
