import type { PropsWithChildren } from "react";
import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { matchResourceFromRoute, ResourceContext, type IResourceItem, type RouterBindings } from "@refinedev/core";
import routerBindings from "@refinedev/react-router-v6";
import { appRouterBindings, sharedRouteMatch } from "../../../src/app/router-bindings";
import { registry } from "../../../src/app/registry";

// The app's own resources, as Refine is given them: the matching cost and the parents are the real ones.
const resources = registry.toRefineResources((key) => key) as IResourceItem[];

function parsed(bindings: RouterBindings, url: string, routePath?: string) {
  const wrapper = ({ children }: PropsWithChildren) => (
    <MemoryRouter initialEntries={[url]}>
      <ResourceContext.Provider value={{ resources }}>
        {routePath ? (
          <Routes>
            <Route path={routePath} element={children} />
          </Routes>
        ) : (
          children
        )}
      </ResourceContext.Provider>
    </MemoryRouter>
  );
  return renderHook(() => bindings.parse!()(), { wrapper }).result.current;
}

const ADDRESSES = [
  "/parameter-system",
  "/parameter-system?current=2&pageSize=25&sorters[0][field]=name&sorters[0][order]=asc&filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=a%20b",
  "/parameter-system?current=x&pageSize=",
  "/parameter-system/edit/5",
  "/parameter-system/show/a%20b",
  "/edb/edb-partner/edit/12",
  "/inbox?kind=shipment",
  "/login?to=%2Fparameter-system%3Fcurrent%3D2",
  "/nowhere/at/all",
];

describe("appRouterBindings.parse", () => {
  it.each(ADDRESSES)("reads %s as the library's binding does, outside a route", (url) => {
    const ours = parsed(appRouterBindings, url);
    expect(ours).toEqual(parsed(routerBindings, url));
    expect(ours.pathname).toBe(url.split("?")[0]);
  });

  it("reads a record's page inside its route as the library does", () => {
    const ours = parsed(appRouterBindings, "/edb/edb-partner/edit/12", "/edb/edb-partner/edit/:id");
    expect(ours).toEqual(parsed(routerBindings, "/edb/edb-partner/edit/12", "/edb/edb-partner/edit/:id"));
    expect(ours).toMatchObject({ action: "edit", id: "12", resource: { name: "edb/edb-partner" } });
  });

  it("turns page numbers into numbers and keeps nested filters", () => {
    const { params } = parsed(appRouterBindings, ADDRESSES[1]!);
    expect(params).toMatchObject({
      current: 2,
      pageSize: 25,
      sorters: [{ field: "name", order: "asc" }],
      filters: [{ field: "q", operator: "contains", value: "a b" }],
    });
  });
});

describe("sharedRouteMatch", () => {
  it("matches once for the same resources and path, and again for new ones", () => {
    const first = sharedRouteMatch("/parameter-system/edit/5", resources);
    expect(first).toEqual(matchResourceFromRoute("/parameter-system/edit/5", resources));
    expect(first).toMatchObject({ found: true, action: "edit", matchedRoute: "/parameter-system/edit/:id" });
    expect(sharedRouteMatch("/parameter-system/edit/5", resources)).toBe(first);
    const other = sharedRouteMatch("/parameter-system", resources);
    expect(other).not.toBe(first);
    expect(other).toMatchObject({ found: true, action: "list" });
    expect(sharedRouteMatch("/parameter-system", [...resources])).not.toBe(other);
  });
});
