import { listRequest, readListState } from "../crud/list-state";
import { listParameters, recallList } from "../crud/list-memory";
import { mayHaveDefaultView } from "../crud/saved-views/default-view-hint";
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
  // A bare list address opens what the list opens in its first render (use-list-state.ts): the state this tab
  // remembers, else the person's default view, which is not known before the saved views are read.
  const params = new URLSearchParams(location.search);
  if (listParameters(params) === null) {
    const recalled = recallList(resource.name);
    if (recalled) for (const [key, value] of recalled) params.append(key, value);
    else if (mayHaveDefaultView(resource.name)) return;
  }
  const state = readListState(params, resource);
  void dataProviders[resource.dataProvider ?? "default"].prefetchList({
    resource: resource.apiPath ?? resource.name,
    ...listRequest(state, resource),
  });
}
