/**
 * The deterministic demo content: a Brazilian telecom supply chain (DESIGN §5). Every date is relative to
 * `now`, so the dashboards look alive whenever the demo is seeded, and the same `now` always yields the same
 * data. Each screen family seeds its own collections; this file only collects them.
 */
import { seedAuth } from "./auth";
import { seedCapabilityRules } from "./capability-rules";
import { seedConfigurableTemplates } from "./configurable-templates";
import { seedLeadTimes } from "./lead-times";
import { seedMaintenance } from "./maintenance";
import { seedNotices } from "./notices";
import { seedPriorityShipments } from "./priority-shipments";
import { seedRobotLogs } from "./robot-logs";
import { createEdbLogHistory, createEfaLogHistory, ROBOT_LOG_HISTORY } from "./robot-log-history";
import { createShipmentCargo, SHIPMENT_CARGO } from "./shipment-cargo";
import { seedSystem } from "./system";
import { createTrackingLog, createTrackingRows, createTrackingShipments, seedTransportTracking, TRACKING_SHIPMENTS } from "./transport-tracking";
import type { DerivedFamily, SeedCollections, SeedFamily } from "./types";

export { MAINTENANCE_RESOURCE_IDS, PLANNING_RESOURCE_IDS, PROFILE_IDS, PROFILE_RESOURCE_IDS, TRACKING_RESOURCE_IDS } from "./auth-grants";
export type { DerivedFamily, SeedCollections, SeedFamily, SeededCollections } from "./types";

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
  seedPriorityShipments,
  seedTransportTracking,
  seedCapabilityRules,
  seedConfigurableTemplates,
  seedMaintenance,
  seedLeadTimes,
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

/**
 * The collection of every shipment's whole tracking detail, read by the detail endpoint (which joins what the
 * shipment carries, SHIPMENT_CARGO) and the dashboards.
 */
export const TRACKING_DETAILS = "edb/transport-tracking-details";
export { SHIPMENT_CARGO, TRACKING_SHIPMENTS };

/**
 * Collections computed from the seed time on first read, never stored (src/demo/store/derived.ts): the
 * tracking robot's shipments, their details and its log of partner updates (DESIGN §9.3, §9.5).
 */
export const derivedFamilies: readonly DerivedFamily[] = [
  // Apart, so a tab landing on the list can have its rows made off the page's thread (src/demo/tracking/).
  { namespace: "api", names: [TRACKING_SHIPMENTS], create: (seededAt) => ({ [TRACKING_SHIPMENTS]: createTrackingRows(seededAt) }) },
  { namespace: "api", names: [TRACKING_DETAILS], create: (seededAt) => ({ [TRACKING_DETAILS]: createTrackingShipments(seededAt) }) },
  // A year of robot runs behind the stored log's last days (DESIGN §9.5): read only by the logs' screens.
  { namespace: "api", names: [ROBOT_LOG_HISTORY.edb], create: (seededAt) => ({ [ROBOT_LOG_HISTORY.edb]: createEdbLogHistory(seededAt) }) },
  { namespace: "efa", names: [ROBOT_LOG_HISTORY.efa], create: (seededAt) => ({ [ROBOT_LOG_HISTORY.efa]: createEfaLogHistory(seededAt) }) },
  // What the shipments carry: apart, since it reads the planning modules' SAP tables (shipment-cargo.ts).
  { namespace: "api", names: [SHIPMENT_CARGO], create: (seededAt) => ({ [SHIPMENT_CARGO]: createShipmentCargo(seededAt) }) },
  // Apart, so the home dashboard's shipments never wait for the nine thousand updates.
  {
    namespace: "api",
    names: ["edb/transport-tracking-shipments-log"],
    create: (seededAt) => ({ "edb/transport-tracking-shipments-log": createTrackingLog(seededAt) }),
  },
];
