import type { ComponentType, LazyExoticComponent, ReactNode } from "react";
import type { FieldDefinition } from "./fields";

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
  /** Identifier and route: the route without its leading slash (DESIGN §3). */
  name: string;
  /** The path on the backend, when it differs from the name (EFA resources drop their "efa/" prefix). */
  apiPath?: string;
  labelKey: string;
  icon?: ReactNode;
  parent?: string;
  dataProvider?: "default" | "apiEfa";
  /** The actions SPEC §2 gives this resource. */
  actions: readonly ResourceAction[];
  /** Fields of the generic pages; omitted for screens that are all custom. */
  fields?: readonly FieldDefinition[];
  /** Pages that replace the generic one for an action. */
  pages?: Partial<Record<ResourceAction, PageComponent>>;
  /** Extra pages below the resource's route, e.g. a matrix view: path relative to the resource's route. */
  extraPages?: readonly { path: string; labelKey: string; page: PageComponent }[];
  /** The field shown as a record's title (breadcrumb, delete dialog). */
  titleField?: string;
  /** Default sort of the list. */
  defaultSort?: { field: string; order: "asc" | "desc" };
  canDelete?: boolean;
}

export const routeOf = (resource: ResourceDefinition, action: ResourceAction): string => {
  const base = `/${resource.name}`;
  if (action === "list") return base;
  if (action === "create") return `${base}/create`;
  return `${base}/${action}/:id`;
};
