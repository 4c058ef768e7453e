import type { ComponentType, LazyExoticComponent, ReactElement, ReactNode } from "react";
import type { GetListParams } from "@refinedev/core";
import type { BackendName } from "../data/data-providers";
import type { PrefetchedList } from "../data/list-prefetch";
import type { FieldDefinition } from "./fields";
import type { Translate } from "../i18n/translate";

export type ResourceAction = "list" | "show" | "create" | "edit";
export type PageComponent = LazyExoticComponent<ComponentType> | ComponentType;

/** Asks a backend for a page of rows ahead of the page that will ask for the very same (list-prefetch.ts). */
export type ListPrefetcher = (backend: BackendName, params: GetListParams) => PrefetchedList;

/** A menu group (SPEC §2 menu tree): never a page of its own. */
export interface MenuGroupDefinition {
  name: string;
  labelKey: string;
  icon?: ReactNode;
  parent?: string;
}

/** The operators @refinedev/simple-rest maps onto its query string (DESIGN §6). */
export const LIST_OPERATORS = ["eq", "ne", "gte", "lte", "contains"] as const;
export type ListOperator = (typeof LIST_OPERATORS)[number];

/** One condition of a list's filter: `filter.<field>.<operator>=<value>` in the address. */
export interface ColumnFilter {
  field: string;
  operator: ListOperator;
  value: string;
}

/** A preset shown above a list (Open / Closed / All): its filters join the person's own. */
export interface QuickFilter {
  key: string;
  labelKey: string;
  filters: readonly ColumnFilter[];
}

type Row = Record<string, unknown> & { id?: string | number };

/** A row action beyond show, edit and delete: a link (`to`) or a command (`run`), checked like the others. */
export interface RowAction {
  key: string;
  labelKey: string;
  icon: ReactElement;
  /** The permission it needs on the row (resource/id), e.g. "show" for a download. */
  access: string;
  to?: (row: Row) => string;
  run?: (row: Row) => void | Promise<void>;
  /** Rows it does not apply to (a download of a run that produced no file). */
  hiddenFor?: (row: Row) => boolean;
}

/** What a list shows beyond its fields (DESIGN §9): presets, extra row actions, a toolbar slot, own cells. */
export interface ListConfig {
  quickFilters?: { options: readonly QuickFilter[]; defaultKey: string };
  rowActions?: readonly RowAction[];
  /** Buttons beside the column chooser and density (a download of the whole result, a refresh). */
  toolbar?: ComponentType;
  /** Cells drawn by the screen instead of by their field type, by field name. */
  cells?: Readonly<Record<string, (row: Row) => ReactNode>>;
  /**
   * What such a cell says, as text, for Export to Excel (an inbox item's sentence), by field name: the file
   * holds what the screen shows. A column without one exports its value as its field type shows it.
   */
  exportText?: Readonly<Record<string, (row: Row, t: Translate, language: string) => string>>;
  /** Columns hidden until the person shows them. */
  hiddenColumns?: readonly string[];
  /** Where a row opens, when not its own detail page (an inbox item opens the screen that resolves it). */
  rowLink?: (row: Row) => string;
  /** Rows as tall as their content (a sentence per row) instead of the density's fixed height. */
  autoRowHeight?: boolean;
}

/** The key of a resource's name for one record ("Edit Transit Time", toasts): "menu.x" → "record.x". */
export const recordLabelKey = (resource: Pick<ResourceDefinition, "labelKey">): string =>
  resource.labelKey.replace(/^menu\./, "record.");

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
  /**
   * What the own list page asks for as it opens, each request exactly as the page makes it: asked for ahead
   * of the page (a signed-in deep link at start-up, the page a sign-in ends on once the token is there), so
   * the page takes the answers over. A generic list's rows are prefetched from its fields and address.
   */
  prefetchList?: (prefetch: ListPrefetcher) => void;
  /**
   * Extra pages below the resource's route, e.g. a matrix view: path relative to the resource's route. The
   * label names the page (breadcrumb); the list's button may say what it does instead ("Upload lead times").
   */
  extraPages?: readonly { path: string; labelKey: string; buttonLabelKey?: string; page: PageComponent }[];
  /** The field shown as a record's title (breadcrumb, delete dialog). */
  titleField?: string;
  /** Default sort of the list. */
  defaultSort?: { field: string; order: "asc" | "desc" };
  canDelete?: boolean;
  /** The list's presets, extra row actions, toolbar and own cells. */
  list?: ListConfig;
  /**
   * Settings of a page that serves several screens (the upload page of EDB, CTB and EFA). Typed where it is
   * declared (defineScreen) and read back typed by the page (useScreenConfig).
   */
  config?: unknown;
}

/** An entry whose page reads a typed configuration: declare it with this so the config is checked. */
export const defineScreen = <Config,>(definition: ResourceDefinition & { config: Config }): ResourceDefinition =>
  definition;

export const routeOf = (resource: ResourceDefinition, action: ResourceAction): string => {
  const base = `/${resource.name}`;
  if (action === "list") return base;
  if (action === "create") return `${base}/create`;
  return `${base}/${action}/:id`;
};
