/**
 * The shape of the demo database (DESIGN §5, §9.5): plain collections of rows per backend, with the content
 * version and the time the data is relative to. Only types, the version and shape checks: every other store
 * file depends on this one and it depends on none of them, so they import one another in one direction only.
 */
import type { Id } from "../../api/contract";

/** A stored record: an id plus whatever fields its collection has. */
export interface Row {
  id: Id;
  [field: string]: unknown;
}

/** Which backend a collection belongs to: the default API or the EFA API. */
export type Namespace = "api" | "efa";

export const NAMESPACES: readonly Namespace[] = ["api", "efa"];

/**
 * Bump when the stored content or the seed changes. A database holding an older version is upgraded by the
 * steps of migrations.ts when there is a path from its version, else reseeded.
 */
export const DEMO_DB_VERSION = 10;

export interface Snapshot {
  version: number;
  seededAt: string;
  api: Record<string, Row[]>;
  efa: Record<string, Row[]>;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isRow = (value: unknown): value is Row => isObject(value) && typeof value.id === "number";

/** The collections of a namespace, or null when any of them is not a list of rows. */
export function parseCollections(value: unknown): Record<string, Row[]> | null {
  if (!isObject(value)) return null;
  const collections: Record<string, Row[]> = {};
  for (const [name, rows] of Object.entries(value)) {
    if (!Array.isArray(rows) || !rows.every(isRow)) return null;
    collections[name] = rows;
  }
  return collections;
}
