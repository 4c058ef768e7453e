import { listRequest, readListState } from "../crud/list-state";
import type { BackendName } from "../data/data-providers";
import type { PrefetchingDataProvider } from "../data/list-prefetch";
import type { Registry } from "../registry/registry";

/**
 * For a signed-in deep link to a generic list: asks for the page of rows the list will show, with the same
 * state the list reads from the address, so the rows are on their way before the page has rendered.
 */
export function prefetchListFor(
  registry: Registry,
  location: { pathname: string; search: string },
  dataProviders: Record<BackendName, PrefetchingDataProvider>,
): void {
  const match = registry.matchRoute(location.pathname);
  if (!match || match.action !== "list" || !match.resource.fields || match.resource.pages?.list) return;
  const { resource } = match;
  if (`/${resource.name}` !== location.pathname.replace(/\/+$/, "")) return;
  const state = readListState(new URLSearchParams(location.search), resource);
  dataProviders[resource.dataProvider ?? "default"].prefetchList({
    resource: resource.apiPath ?? resource.name,
    ...listRequest(state, resource),
  });
}
