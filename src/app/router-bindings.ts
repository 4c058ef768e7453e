/**
 * Refine's react-router binding with its address reading shared. Every Refine hook a component calls
 * (useList, useInvalidate, useDelete, the menu, the breadcrumb…) reads the address through `parse`, which
 * matched it against every resource's routes in each component, on each new address: with the registry's
 * hundred resources, some twenty milliseconds of a list page's first render (CPU profile of a cold
 * signed-in load, DESIGN §8). The match depends only on the resources and the path, so it is made once
 * for both and shared; what `parse` answers is the library's, built the same way.
 */
import { useCallback, useContext, useMemo } from "react";
import {
  matchResourceFromRoute,
  ResourceContext,
  type IResourceItem,
  type ParseResponse,
  type RouterBindings,
} from "@refinedev/core";
import routerBindings from "@refinedev/react-router-v6";
import qs from "qs";
import { matchPath, useLocation, useParams } from "react-router-dom";

type RouteMatch = ReturnType<typeof matchResourceFromRoute>;

// One page renders with one set of resources and one path: the last match is the one asked for again.
let lastMatch: { resources: IResourceItem[]; pathname: string; match: RouteMatch } | undefined;

/** matchResourceFromRoute, worked out once for the same resources and path. */
export function sharedRouteMatch(pathname: string, resources: IResourceItem[]): RouteMatch {
  if (lastMatch?.resources === resources && lastMatch.pathname === pathname) return lastMatch.match;
  const match = matchResourceFromRoute(pathname, resources);
  lastMatch = { resources, pathname, match };
  return match;
}

/** As the library: a page number or size from the address is a number when it reads as one. */
function numberIfPossible(value: unknown): unknown {
  if (value === undefined) return value;
  const number = Number(value);
  return `${number}` === value ? number : value;
}

function useSharedParse(): () => ParseResponse {
  let params: Record<string, string | undefined> = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = useMemo(
    () => sharedRouteMatch(pathname, resources),
    [resources, pathname],
  );

  // Outside a Route (the layout, the top bar), react-router gives no params: they are read off the match.
  if (Object.entries(params).length === 0 && matchedRoute) {
    params = matchPath(matchedRoute, pathname)?.params ?? {};
  }

  return useCallback(() => {
    const combined: Record<string, unknown> = { ...params, ...qs.parse(search, { ignoreQueryPrefix: true }) };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        current: numberIfPossible(combined.current) as number | undefined,
        pageSize: numberIfPossible(combined.pageSize) as number | undefined,
        to: combined.to ? decodeURIComponent(String(combined.to)) : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
}

export const appRouterBindings: RouterBindings = { ...routerBindings, parse: useSharedParse };
