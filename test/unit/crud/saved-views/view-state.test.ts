import type { SavedView } from "../../../../src/api/saved-views";
import { readListState, type ListState } from "../../../../src/crud/list-state";
import {
  currentViewOf,
  defaultViewOf,
  shareLink,
  stateOfView,
  viewParams,
  viewStateOf,
  withView,
} from "../../../../src/crud/saved-views/view-state";
import { shipments } from "../shipments-list-defaults";

const view = (fields: Partial<SavedView>): SavedView => ({
  id: 1,
  resource: "edb/transport-tracking-shipments",
  name: "View",
  state: "",
  shared: false,
  isDefault: false,
  ownerId: 1,
  ownerName: "Ana Souza",
  profileId: 1,
  updatedAt: "2026-11-20T10:00:00.000Z",
  mine: true,
  ...fields,
});

describe("a saved view's state", () => {
  const state: ListState = {
    current: 3,
    pageSize: 25,
    sort: { field: "trackingNumber", order: "asc" },
    search: "BR20 & air",
    filters: [
      { field: "status", operator: "eq", value: "Open" },
      { field: "localDate", operator: "gte", value: "2026-11-01" },
      { field: "localDate", operator: "lte", value: "2026-11-30" },
      { field: "trackingNumber", operator: "contains", value: "(KN.1)" },
    ],
    quick: "all",
    hidden: ["status", "message", "location"],
    density: "comfortable",
  };

  it("goes back to the same state: filters, search, order, quick filter, hidden columns, density and page size", () => {
    const saved = viewStateOf(state, shipments);
    // Hidden columns are a set, kept in one order.
    const back = { ...state, current: 1, hidden: ["location", "message", "status"] };
    expect(stateOfView(saved, shipments)).toEqual(back);
    // Into the address and read back as the list reads it.
    expect(readListState(withView(new URLSearchParams(), saved), shipments)).toEqual(back);
  });

  it("keeps no page: a view opens on its first page", () => {
    expect(new URLSearchParams(viewStateOf(state, shipments)).has("current")).toBe(false);
  });

  it("keeps columns shown that the list hides by default, and the defaults as defaults", () => {
    const allShown = { ...state, hidden: [] };
    expect(stateOfView(viewStateOf(allShown, shipments), shipments).hidden).toEqual([]);
    const asDefault = readListState(new URLSearchParams(), shipments);
    const saved = viewStateOf(asDefault, shipments);
    expect(stateOfView(saved, shipments)).toEqual(asDefault);
    // Everyday values stay out of the stored text; the order and page size are always in it.
    expect(saved).toBe("pageSize=10&sort=localDate&order=desc&quick=open");
  });

  it("reads only list parameters from a stored state", () => {
    expect(viewParams("?pageSize=25&current=4&to=/main&filter.status.eq=Open&evil=1").toString()).toBe(
      "pageSize=25&filter.status.eq=Open",
    );
  });
});

describe("opening a view and sharing a link", () => {
  it("replaces the list's parameters of the address and keeps the others", () => {
    const address = new URLSearchParams("tab=lines&current=4&pageSize=50&filter.plant.eq=BR10&q=old");
    expect(withView(address, "pageSize=25&filter.status.eq=Open&density=standard").toString()).toBe(
      "tab=lines&current=1&pageSize=25&filter.status.eq=Open&density=standard",
    );
  });

  it("builds the list's address with the state, on its first page", () => {
    expect(
      shareLink(
        "https://scm.example.com",
        "/edb/lead-time-maintenance",
        new URLSearchParams("current=2&pageSize=10"),
        "pageSize=25&sort=vendor&order=desc&q=a%26b",
      ),
    ).toBe("https://scm.example.com/edb/lead-time-maintenance?current=1&pageSize=25&sort=vendor&order=desc&q=a%26b");
  });
});

describe("which view", () => {
  it("opens by default: the person's own one marked default, never someone else's", () => {
    const views = [
      view({ id: 1, name: "Shared default", mine: false, isDefault: true, shared: true }),
      view({ id: 2, name: "Mine" }),
      view({ id: 3, name: "My default", isDefault: true }),
    ];
    expect(defaultViewOf(views)?.id).toBe(3);
    expect(defaultViewOf(views.slice(0, 2))).toBeUndefined();
  });

  it("the list shows now, whatever order its filters were given in", () => {
    const views = [
      view({ id: 1, state: "pageSize=10&sort=localDate&order=desc&quick=open" }),
      view({ id: 2, state: "filter.status.eq=Open&filter.trackingNumber.contains=KN&pageSize=25&quick=all" }),
    ];
    const shown = readListState(
      new URLSearchParams("current=2&pageSize=25&filter.trackingNumber.contains=KN&filter.status.eq=Open&quick=all"),
      shipments,
    );
    expect(currentViewOf(views, shown, shipments)?.id).toBe(2);
    expect(currentViewOf(views, readListState(new URLSearchParams(), shipments), shipments)?.id).toBe(1);
    expect(currentViewOf(views, { ...shown, density: "standard" }, shipments)).toBeUndefined();
  });
});
