import type { ComponentType, LazyExoticComponent, ReactNode } from "react";

export type ResourceAction = "list" | "show" | "create" | "edit";
export type PageComponent = LazyExoticComponent<ComponentType> | ComponentType;

/** A menu group (SPEC §2 menu tree): never a page of its own. */
export interface MenuGroupDefinition {
  name: string;
  labelKey: string;
  icon?: ReactNode;
  parent?: string;
}

/** One menu leaf, declared once: menu entry, routes, data provider and pages all derive from it. */
export interface ResourceDefinition {
  /** Identifier and API path: the route without its leading slash (DESIGN §3). */
  name: string;
  labelKey: string;
  icon?: ReactNode;
  parent?: string;
  dataProvider?: "default" | "apiEfa";
  /** The actions SPEC §2 gives this resource, each with its page. */
  pages: Partial<Record<ResourceAction, PageComponent>>;
  canDelete?: boolean;
}

export const routeOf = (resource: ResourceDefinition, action: ResourceAction): string => {
  const base = `/${resource.name}`;
  if (action === "list") return base;
  if (action === "create") return `${base}/create`;
  return `${base}/${action}/:id`;
};
