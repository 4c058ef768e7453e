/**
 * The shape every seed family returns: its collections keyed by API path, those of the EFA backend apart
 * (keyed without "efa/"). One family per screen family, so each family's data lives beside its own concerns
 * and src/demo/seed/index.ts only collects them (DESIGN §2).
 */
import type { Id } from "../../api/contract";

/** Seeded rows of some collections, keyed by API path without the leading slash. */
export type SeedCollections = Record<string, { id: Id }[]>;

export interface SeededCollections {
  api?: SeedCollections;
  efa?: SeedCollections;
}

/** A family's seed: deterministic, and every date relative to `now`. */
export type SeedFamily = (now: Date) => SeededCollections;

/**
 * Collections computed from the seed time instead of stored (src/demo/store/derived.ts): deterministic for a
 * seededAt and read-only to the app.
 */
export interface DerivedFamily {
  namespace: "api" | "efa";
  names: readonly string[];
  create: (seededAt: Date) => SeedCollections;
}
