/**
 * Bringing a stored database up to date when the demo starts, without losing what the person changed:
 * dates move with the calendar, older versions are upgraded step by step, and collections a newer seed
 * brings are added.
 */
import { migrations } from "./migrations";
import { DEMO_DB_VERSION, type Namespace, type Row, type Snapshot } from "./snapshot";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_MS = 86_400_000;

/** Whole days from a seed time to `now`; 0 for a time that cannot be read. */
export function daysBehind(seededAt: string, now: Date): number {
  const days = Math.floor((now.getTime() - Date.parse(seededAt)) / DAY_MS);
  return Number.isFinite(days) ? days : 0;
}

/**
 * Moves every date of a stored database forward by whole days, so a demo seeded last week still shows
 * shipments concluded "in the last N days" today, without losing what the user changed.
 */
export function shiftSnapshotDates(snapshot: Snapshot, now: Date): Snapshot {
  const days = daysBehind(snapshot.seededAt, now);
  if (days < 1) return snapshot;
  const shift = (value: unknown): unknown => {
    if (typeof value !== "string" || !ISO_DATE.test(value)) return value;
    const moved = new Date(Date.parse(value) + days * DAY_MS).toISOString();
    return value.length === 10 ? moved.slice(0, 10) : moved;
  };
  const shiftCollections = (collections: Record<string, Row[]>) =>
    Object.fromEntries(
      Object.entries(collections).map(([name, rows]) => [
        name,
        rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, shift(v)])) as Row),
      ]),
    );
  return {
    ...snapshot,
    seededAt: new Date(Date.parse(snapshot.seededAt) + days * DAY_MS).toISOString(),
    api: shiftCollections(snapshot.api),
    efa: shiftCollections(snapshot.efa),
  };
}

/**
 * Runs the upgrade steps from the database's version to the current one; null when a step is missing,
 * so the caller reseeds rather than keep a database of unknown shape.
 */
function upgraded(snapshot: Snapshot, seed: Snapshot): Snapshot | null {
  let current = snapshot;
  while (current.version < DEMO_DB_VERSION) {
    const step = migrations[current.version];
    if (!step) return null;
    current = { ...step(current, seed), version: current.version + 1 };
  }
  return current;
}

/** Collections a newer seed has and the stored database lacks are added, keeping everything stored. */
function withNewCollections(snapshot: Snapshot, seed: Snapshot): Snapshot {
  const missing = (namespace: Namespace) =>
    Object.keys(seed[namespace]).filter((name) => !Object.hasOwn(snapshot[namespace], name));
  const api = missing("api");
  const efa = missing("efa");
  if (api.length === 0 && efa.length === 0) return snapshot;
  return {
    ...snapshot,
    api: { ...snapshot.api, ...Object.fromEntries(api.map((name) => [name, seed.api[name]])) },
    efa: { ...snapshot.efa, ...Object.fromEntries(efa.map((name) => [name, seed.efa[name]])) },
  };
}

/**
 * The stored database as today's demo needs it; the very same object when nothing had to change, null when
 * it cannot be upgraded. `seed` is a fresh seed relative to `now`.
 */
export function bringCurrent(stored: Snapshot, seed: Snapshot, now: Date): Snapshot | null {
  // Dates move first, so rows an upgrade takes from the fresh seed are not moved a second time.
  const current = upgraded(shiftSnapshotDates(stored, now), seed);
  return current && withNewCollections(current, seed);
}
