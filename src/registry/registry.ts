import type { ResourceProps } from "@refinedev/core";
import { isPreloadable } from "./preloadable-page";
import {
  routeOf,
  type MenuGroupDefinition,
  type PageComponent,
  type ResourceAction,
  type ResourceDefinition,
} from "./types";

export interface RegistryInput {
  /** Menu groups (SPEC §2's tree): never pages of their own. */
  menuGroups: readonly MenuGroupDefinition[];
  /** Every screen that works, in menu order, each declared once (DESIGN §3). */
  resources: readonly ResourceDefinition[];
  /** The generic page of each action, for resources that declare fields instead of pages of their own. */
  genericPages: Record<ResourceAction, PageComponent>;
}

export interface Registry {
  menuGroups: readonly MenuGroupDefinition[];
  resources: readonly ResourceDefinition[];
  /** The resource and action a path shows, when it is one of the registry's routes. */
  matchRoute(pathname: string): { resource: ResourceDefinition; action: ResourceAction } | undefined;
  /** The page of an action: the resource's own, else the generic one driven by its fields. */
  pageFor(resource: ResourceDefinition, action: ResourceAction): PageComponent | undefined;
  /** Starts downloading the page a path will show, so a deep link's page loads while sign-in runs. */
  preloadPageFor(pathname: string): void;
  /** Every resource below a menu group, at any depth; [] for a name that is not a group. */
  groupMembers(name: string): string[];
  findResource(name: string | undefined): ResourceDefinition | undefined;
  /** Refine's resources, labels translated (so the menu and breadcrumb follow the language). */
  toRefineResources(translate: (key: string) => string): ResourceProps[];
}

const actions: ResourceAction[] = ["list", "show", "create", "edit"];

/** The registry's derivations (DESIGN §3): routes, menu and Refine's resources, all from one list. */
export function createRegistry({ menuGroups, resources, genericPages }: RegistryInput): Registry {
  const byLongestName = [...resources].sort((a, b) => b.name.length - a.name.length);

  const matchRoute: Registry["matchRoute"] = (pathname) => {
    const segments = pathname.replace(/^\/+/, "");
    const resource = byLongestName.find((r) => segments === r.name || segments.startsWith(`${r.name}/`));
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
  };

  const pageFor: Registry["pageFor"] = (resource, action) => {
    if (!resource.actions.includes(action)) return undefined;
    return resource.pages?.[action] ?? (resource.fields ? genericPages[action] : undefined);
  };

  const preloadPageFor: Registry["preloadPageFor"] = (pathname) => {
    const match = matchRoute(pathname);
    const page = match && pageFor(match.resource, match.action);
    if (isPreloadable(page)) void page.preload().catch(() => undefined);
  };

  const groupMembers: Registry["groupMembers"] = (name) => {
    if (!menuGroups.some((group) => group.name === name)) return [];
    const below = (group: string): string[] => [
      ...resources.filter((resource) => resource.parent === group).map((resource) => resource.name),
      ...menuGroups.filter((child) => child.parent === group).flatMap((child) => below(child.name)),
    ];
    return below(name);
  };

  const findResource: Registry["findResource"] = (name) =>
    resources.find((resource) => resource.name === name || resource.apiPath === name);

  const toRefineResources: Registry["toRefineResources"] = (translate) => {
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
    // An extra page (the permission matrix) is a hidden resource below its own: Refine then finds it for the
    // breadcrumb ("… / Profile Resources / Permission matrix"), and the menu marks its owner as current.
    for (const resource of resources) {
      for (const extra of resource.extraPages ?? []) {
        ordered.push({
          name: `${resource.name}/${extra.path}`,
          list: `/${resource.name}/${extra.path}`,
          meta: { label: translate(extra.labelKey), parent: resource.name, hide: true },
        });
      }
    }
    return ordered;
  };

  return { menuGroups, resources, matchRoute, pageFor, preloadPageFor, groupMembers, findResource, toRefineResources };
}
