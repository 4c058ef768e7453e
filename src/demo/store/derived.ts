/**
 * Collections computed from the time the data is relative to instead of stored (DESIGN §9.5): the tracking
 * robot's shipments and updates. They are read-only to the app and deterministic for a seededAt, so every
 * tab computes the same rows, and leaving them out of the stored database keeps a first start (seeding,
 * writing the seed) as quick as before they existed. Each is computed on first read, once per seededAt.
 */
import { derivedFamilies } from "../seed";
import type { Id } from "../../api/contract";
import type { Namespace, Row } from "./snapshot";

interface Computed {
  seededAt: string;
  rows: Record<string, readonly Row[]>;
  byId: Record<string, Map<Id, Row>>;
}

const computed = new Map<string, Computed>();

/** The derived collection names of a namespace. */
export function derivedNames(namespace: Namespace): string[] {
  return derivedFamilies.filter((family) => family.namespace === namespace).flatMap((family) => family.names);
}

function familyOf(name: string, namespace: Namespace) {
  return derivedFamilies.find((family) => family.namespace === namespace && family.names.includes(name));
}

function compute(name: string, namespace: Namespace, seededAt: string): Computed | undefined {
  const family = familyOf(name, namespace);
  if (!family) return undefined;
  const key = `${namespace}\u0000${family.names.join("|")}`;
  const cached = computed.get(key);
  if (cached?.seededAt === seededAt) return cached;
  const rows = family.create(new Date(seededAt)) as Record<string, Row[]>;
  const byId = Object.fromEntries(
    Object.entries(rows).map(([collection, list]) => [collection, new Map(list.map((row) => [row.id, row]))]),
  );
  const next = { seededAt, rows, byId };
  computed.set(key, next);
  return next;
}

export function derivedRows(name: string, namespace: Namespace, seededAt: string): readonly Row[] | undefined {
  return compute(name, namespace, seededAt)?.rows[name];
}

export function derivedRow(name: string, id: Id, namespace: Namespace, seededAt: string): Row | undefined {
  return compute(name, namespace, seededAt)?.byId[name]?.get(id);
}
