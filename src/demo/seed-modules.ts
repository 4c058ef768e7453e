import { seedCapabilityRules } from "./seed-capability-rules";
import { seedMaintenance } from "./seed-maintenance";
/**
 * Seeds of the screens added after the foundation, one module per screen family, so each family's data
 * lives beside its own concerns. Each returns collections keyed by API path (EFA ones without "efa/").
 */
export interface SeededCollections {
  api?: Record<string, { id: number }[]>;
  efa?: Record<string, { id: number }[]>;
}

export type SeedModule = (now: Date) => SeededCollections;

export const seedModules: SeedModule[] = [seedCapabilityRules, seedMaintenance];
