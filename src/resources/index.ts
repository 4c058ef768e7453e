import type { ResourceProps } from "@refinedev/core";
import { homeResources } from "./home";
import { systemGroups, systemResources } from "./system";
import { capabilityRuleResources } from "./maintenance-rules";
import { maintenanceGroups, maintenanceResources } from "./maintenance";
import { listRequest, readListState } from "../crud/list-state";
import { isPreloadable, preloadablePage, type PreloadablePage } from "./preloadable-page";
import type { BackendName } from "../data/data-providers";
import type { PrefetchingDataProvider } from "../data/list-prefetch";
import {
  routeOf,
  type MenuGroupDefinition,
  type PageComponent,
  type ResourceAction,
  type ResourceDefinition,
} from "./types";

/** THE registry (DESIGN §3): every screen that works is declared here once, in menu order. */
export const menuGroups: MenuGroupDefinition[] = [...systemGroups, ...maintenanceGroups];
export const resources: ResourceDefinition[] = [
  ...homeResources,
  ...maintenanceResources,
  ...capabilityRuleResources,
  ...systemResources,
];

const genericPages: Record<ResourceAction, PreloadablePage> = {
  list: preloadablePage(() => import("../crud/resource-list-page")),
  show: preloadablePage(() => import("../crud/resource-show-page")),
  create: preloadablePage(() => import("../crud/resource-create-page")),
  edit: preloadablePage(() => import("../crud/resource-edit-page")),
};

/** The resource and action a path shows, when it is one of the registry's routes. */
export function matchRoute(pathname: string): { resource: ResourceDefinition; action: ResourceAction } | undefined {
  const segments = pathname.replace(/^\/+/, "");
  const resource = [...resources]
    .sort((a, b) => b.name.length - a.name.length)
    .find((r) => segments === r.name || segments.startsWith(`${r.name}/`));
  if (!resource) return undefined;
  const rest = segments.slice(resource.name.length);
  const action: ResourceAction = rest.startsWith("/edit")
    ? "edit"
    : rest.startsWith("/show")
      ? "show"
      : rest.startsWith("/create")
        ? "create"
        : "list";
  return { resource, action };
}

/**
 * Starts fetching the generic page a deep link will need while sign-in and access checks run, instead of
 * after them: one round trip less before the first row.
 */
export function preloadPageFor(pathname: string): void {
  const match = matchRoute(pathname);
  const page = match && pageFor(match.resource, match.action);
  if (isPreloadable(page)) void page.preload().catch(() => undefined);
}

/**
 * For a signed-in deep link to a generic list: asks for the page of rows the list will show, with the same
 * state the list reads from the address, so the rows are on their way before the page has rendered.
 */
export function prefetchListFor(
  location: { pathname: string; search: string },
  dataProviders: Record<BackendName, PrefetchingDataProvider>,
): void {
  const match = matchRoute(location.pathname);
  if (!match || match.action !== "list" || !match.resource.fields || match.resource.pages?.list) return;
  const { resource } = match;
  if (`/${resource.name}` !== location.pathname.replace(/\/+$/, "")) return;
  const state = readListState(new URLSearchParams(location.search), resource);
  dataProviders[resource.dataProvider ?? "default"].prefetchList({
    resource: resource.apiPath ?? resource.name,
    ...listRequest(state),
  });
}

/** The page of an action: the resource's own, else the generic one driven by its fields. */
export function pageFor(resource: ResourceDefinition, action: ResourceAction): PageComponent | undefined {
  if (!resource.actions.includes(action)) return undefined;
  return resource.pages?.[action] ?? (resource.fields ? genericPages[action] : undefined);
}

/** Every resource below a menu group, at any depth; [] for a name that is not a group. */
export function groupMembers(name: string): string[] {
  if (!menuGroups.some((group) => group.name === name)) return [];
  const below = (group: string): string[] => [
    ...resources.filter((resource) => resource.parent === group).map((resource) => resource.name),
    ...menuGroups.filter((child) => child.parent === group).flatMap((child) => below(child.name)),
  ];
  return below(name);
}

export const findResource = (name: string | undefined): ResourceDefinition | undefined =>
  resources.find((resource) => resource.name === name || resource.apiPath === name);

const actions: ResourceAction[] = ["list", "show", "create", "edit"];

/** Refine's resources, labels translated (so the menu and breadcrumb follow the language). */
export function toRefineResources(translate: (key: string) => string): ResourceProps[] {
  const groups: ResourceProps[] = menuGroups.map((group) => ({
    name: group.name,
    meta: { label: translate(group.labelKey), icon: group.icon, parent: group.parent },
  }));
  const leaves: ResourceProps[] = resources.map((resource) => {
    const routes = Object.fromEntries(
      actions
        .filter((action) => pageFor(resource, action))
        .map((action) => [action, routeOf(resource, action)]),
    );
    return {
      // Refine calls the backend at /<name>; the identifier tells routes apart (EFA paths drop "efa/").
      name: resource.apiPath ?? resource.name,
      identifier: resource.name,
      ...routes,
      meta: {
        label: translate(resource.labelKey),
        icon: resource.icon,
        parent: resource.parent,
        dataProviderName: resource.dataProvider ?? "default",
        canDelete: resource.canDelete ?? false,
      },
    };
  });
  // A group goes just before its first leaf, so the menu keeps the registry's order (Home first).
  const groupByName = new Map(groups.map((group) => [group.name, group]));
  const emitted = new Set<string>();
  const ordered: ResourceProps[] = [];
  const emitGroup = (name: string | undefined) => {
    if (!name || emitted.has(name)) return;
    const group = groupByName.get(name);
    if (!group) return;
    emitGroup(group.meta?.parent);
    emitted.add(name);
    ordered.push(group);
  };
  for (const leaf of leaves) {
    emitGroup(leaf.meta?.parent);
    ordered.push(leaf);
  }
  return ordered;
}
