/**
 * Collections computed from the time the data is relative to instead of stored (DESIGN §9.5): the tracking
 * robot's shipments and updates. They are read-only to the app and deterministic for a seededAt, so every
 * tab computes the same rows, and leaving them out of the stored database keeps a first start (seeding,
 * writing the seed) as quick as before they existed. Each is computed on first read, once per seededAt,
 * unless another thread makes it (deriveElsewhere).
 */
import { derivedFamilies, type DerivedFamily } from "../seed";
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

const keyOf = (family: DerivedFamily) => `${family.namespace}\u0000${family.names.join("|")}`;

function keep(key: string, seededAt: string, rows: Record<string, readonly Row[]>): Computed {
  const byId = Object.fromEntries(
    Object.entries(rows).map(([collection, list]) => [collection, new Map(list.map((row) => [row.id, row]))]),
  );
  const next = { seededAt, rows, byId };
  computed.set(key, next);
  return next;
}

function compute(name: string, namespace: Namespace, seededAt: string): Computed | undefined {
  const family = familyOf(name, namespace);
  if (!family) return undefined;
  const key = keyOf(family);
  const cached = computed.get(key);
  if (cached?.seededAt === seededAt) return cached;
  return keep(key, seededAt, family.create(new Date(seededAt)) as Record<string, Row[]>);
}

/** Rows another thread is making for a family, for one seededAt; settled once they came or could not. */
const arriving = new Map<string, { seededAt: string; settled: Promise<void> }>();

/**
 * The rows of the derived collection `name` (a family of its own) as another thread makes them for
 * `seededAt`, or null when it could not: kept as if computed here. Until they come, a read that awaits
 * `arrivalOf` first waits for them rather than computing them a second time on the page's thread.
 */
export function deriveElsewhere(name: string, namespace: Namespace, seededAt: string, rows: Promise<readonly { id: Id }[] | null>): void {
  const family = familyOf(name, namespace);
  if (family?.names.length !== 1) return;
  const key = keyOf(family);
  const forget = () => {
    if (arriving.get(key) === entry) arriving.delete(key);
  };
  const entry = {
    seededAt,
    settled: rows.then((list) => {
      forget();
      // Rows of the contract's types, as `create` makes them (seed/types.ts).
      if (list && computed.get(key)?.seededAt !== seededAt) keep(key, seededAt, { [name]: list as readonly Row[] });
    }, forget),
  };
  arriving.set(key, entry);
}

/** Settles once the rows another thread is making for `name` and `seededAt` came; undefined when none are coming. */
export function arrivalOf(name: string, namespace: Namespace, seededAt: string): Promise<void> | undefined {
  const family = familyOf(name, namespace);
  const entry = family && arriving.get(keyOf(family));
  return entry?.seededAt === seededAt ? entry.settled : undefined;
}

export function derivedRows(name: string, namespace: Namespace, seededAt: string): readonly Row[] | undefined {
  return compute(name, namespace, seededAt)?.rows[name];
}

export function derivedRow(name: string, id: Id, namespace: Namespace, seededAt: string): Row | undefined {
  return compute(name, namespace, seededAt)?.byId[name]?.get(id);
}
