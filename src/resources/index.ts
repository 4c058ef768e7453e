import type { ResourceProps } from "@refinedev/core";
import { homeResources } from "./home";
import { routeOf, type MenuGroupDefinition, type ResourceAction, type ResourceDefinition } from "./types";

/** THE registry (DESIGN §3): every screen that works is declared here once, in menu order. */
export const menuGroups: MenuGroupDefinition[] = [];
export const resources: ResourceDefinition[] = [...homeResources];

const actions: ResourceAction[] = ["list", "show", "create", "edit"];

/** Refine's resources, labels translated (so the menu and breadcrumb follow the language). */
export function toRefineResources(translate: (key: string) => string): ResourceProps[] {
  const groups: ResourceProps[] = menuGroups.map((group) => ({
    name: group.name,
    meta: { label: translate(group.labelKey), icon: group.icon, parent: group.parent },
  }));
  const leaves: ResourceProps[] = resources.map((resource) => {
    const routes = Object.fromEntries(
      actions.filter((action) => resource.pages[action]).map((action) => [action, routeOf(resource, action)]),
    );
    return {
      name: resource.name,
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
  return [...groups, ...leaves];
}
