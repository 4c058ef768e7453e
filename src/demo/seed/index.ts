/**
 * The deterministic demo content: a Brazilian telecom supply chain (DESIGN §5). Every date is relative to
 * `now`, so the dashboards look alive whenever the demo is seeded, and the same `now` always yields the same
 * data. Each screen family seeds its own collections; this file only collects them.
 */
import { seedAuth } from "./auth";
import { seedCapabilityRules } from "./capability-rules";
import { seedConfigurableTemplates } from "./configurable-templates";
import { seedMaintenance } from "./maintenance";
import { seedNotices } from "./notices";
import { seedRobotLogs } from "./robot-logs";
import { seedSystem } from "./system";
import { seedTransportTracking } from "./transport-tracking";
import type { SeedCollections, SeedFamily } from "./types";

export { MAINTENANCE_RESOURCE_IDS, PLANNING_RESOURCE_IDS, PROFILE_IDS, PROFILE_RESOURCE_IDS } from "./auth-grants";
export type { SeedCollections, SeedFamily, SeededCollections } from "./types";

export interface DemoData {
  /** ISO date-time the data is relative to. */
  seededAt: string;
  /** Collections of the default backend, keyed by API path without the leading slash. */
  collections: SeedCollections;
  /** Collections of the EFA backend, keyed by API path (its resources drop the "efa/" prefix). */
  efaCollections: SeedCollections;
}

/** Every family's seed, in the order their collections are listed. */
export const seedFamilies: readonly SeedFamily[] = [
  seedAuth,
  seedNotices,
  seedSystem,
  seedTransportTracking,
  seedCapabilityRules,
  seedConfigurableTemplates,
  seedMaintenance,
  seedRobotLogs,
];

const merged = (parts: readonly (SeedCollections | undefined)[]): SeedCollections =>
  Object.fromEntries(parts.flatMap((part) => Object.entries(part ?? {})));

export function createSeed(now: Date): DemoData {
  const seeded = seedFamilies.map((family) => family(now));
  return {
    seededAt: now.toISOString(),
    collections: merged(seeded.map((family) => family.api)),
    efaCollections: merged(seeded.map((family) => family.efa)),
  };
}
