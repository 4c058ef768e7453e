import type { SavedView } from "../../api/saved-views";
import { isListParameter, readListState, writeListState, type ListDefaults, type ListState } from "../list-state";

/**
 * What a saved view holds, and how it goes back into a list's address (DESIGN §6, lists): the list's own
 * parameters (list-state.ts) as a query string — filters, search, order, quick filter, hidden columns,
 * density and page size. Never the page: a view, like a shared link, opens on its first page. Pure.
 */

/** The state a view keeps of a list, as the query string the backend stores. */
export function viewStateOf(state: ListState, defaults: ListDefaults = {}): string {
  const params = writeListState({ ...state, current: 1 }, new URLSearchParams(), defaults);
  params.delete("current");
  return params.toString();
}

/** The list parameters of a view's stored state, and only those (anything else a client stored is left out). */
export function viewParams(view: string): URLSearchParams {
  const own = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(view)) {
    if (isListParameter(key) && key !== "current") own.append(key, value);
  }
  return own;
}

/** The list's state a view opens, read as the list reads its address. */
export const stateOfView = (view: string, defaults: ListDefaults = {}): ListState =>
  readListState(viewParams(view), defaults);

/**
 * The address with a view opened: its list parameters replaced by the view's, on the first page; the
 * parameters that are not the list's are kept as they were.
 */
export function withView(address: URLSearchParams, view: string): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of address) if (!isListParameter(key)) next.append(key, value);
  next.set("current", "1");
  for (const [key, value] of viewParams(view)) next.append(key, value);
  return next;
}

/**
 * The link that opens a list in a state, for anyone who may list it: the state travels in the address, so
 * the person who opens it needs no access to the saved view itself.
 */
export function shareLink(origin: string, pathname: string, address: URLSearchParams, view: string): string {
  return `${origin}${pathname}?${withView(address, view).toString()}`;
}

/** The view that opens when its owner arrives at the bare list address: their own one marked default. */
export const defaultViewOf = (views: readonly SavedView[]): SavedView | undefined =>
  views.find((view) => view.mine && view.isDefault);

/** A view's state in one spelling: the same filters given in another order are the same view. */
const canonical = (view: string, defaults: ListDefaults) =>
  JSON.stringify([...new URLSearchParams(viewStateOf(stateOfView(view, defaults), defaults))].sort());

/** The view the list shows now, when its state is exactly one of them (the menu marks it). */
export function currentViewOf(
  views: readonly SavedView[],
  state: ListState,
  defaults: ListDefaults = {},
): SavedView | undefined {
  const now = canonical(viewStateOf(state, defaults), defaults);
  return views.find((view) => canonical(view.state, defaults) === now);
}
