import { listRequest, readListState } from "../crud/list-state";
import type { BackendName } from "../data/data-providers";
import type { PrefetchingDataProvider } from "../data/list-prefetch";
import type { Registry } from "../registry/registry";

/**
 * For a signed-in deep link to a list: asks for what the page will show before it has rendered. A generic
 * list's page of rows, with the same state the list reads from the address; an own page's requests, as its
 * entry declares them (prefetchList).
 */
export function prefetchListFor(
  registry: Registry,
  location: { pathname: string; search: string },
  dataProviders: Record<BackendName, PrefetchingDataProvider>,
): void {
  const match = registry.matchRoute(location.pathname);
  if (!match || match.action !== "list") return;
  const { resource } = match;
  if (`/${resource.name}` !== location.pathname.replace(/\/+$/, "")) return;
  if (resource.pages?.list) {
    resource.prefetchList?.((backend, params) => dataProviders[backend].prefetchList(params));
    return;
  }
  if (!resource.fields) return;
  const state = readListState(new URLSearchParams(location.search), resource);
  void dataProviders[resource.dataProvider ?? "default"].prefetchList({
    resource: resource.apiPath ?? resource.name,
    ...listRequest(state, resource),
  });
}
