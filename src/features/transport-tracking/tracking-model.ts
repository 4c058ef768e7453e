/**
 * What the tracking screens compute from a shipment (DESIGN §9.3): pure, so the timeline's marks and the
 * dashboard's links are unit-tested without a page.
 */
import type { MilestoneCode, ShipmentMilestone, ShipmentModal, ShipmentStage } from "../../api/contract";
import { LATE_AFTER_HOURS } from "../../api/transport-tracking";

export const SHIPMENTS = "edb/transport-tracking-shipments";
export const TRACKING_LOG = "edb/transport-tracking-shipments-log";

export const shipmentStages: readonly ShipmentStage[] = ["booked", "inTransit", "atDestination", "customs", "outForDelivery", "delivered"];
export const shipmentModals: readonly ShipmentModal[] = ["Air", "Ocean", "Road"];
export const milestoneCodes: readonly MilestoneCode[] = [
  "BKD", "RCS", "MAN", "DEP", "ARR", "RCF", "CCD", "NFD", "DLV", "GTIN", "LOAD", "VDEP", "VARR", "DISC", "GTOT",
];

/** done: happened on time; late: happened after the plan's tolerance; missed: planned time passed, nothing yet. */
export type MilestoneMark = "done" | "late" | "missed" | "pending";

const HOUR_MS = 60 * 60 * 1000;

export function milestoneMark(milestone: ShipmentMilestone, now: Date): MilestoneMark {
  const planned = new Date(milestone.plannedAt).getTime();
  if (milestone.actualAt === null) return planned < now.getTime() ? "missed" : "pending";
  return new Date(milestone.actualAt).getTime() - planned > LATE_AFTER_HOURS * HOUR_MS ? "late" : "done";
}

/** Hours between plan and actual (positive: late), rounded; null before it happened. */
export function hoursOff(milestone: ShipmentMilestone): number | null {
  if (milestone.actualAt === null) return null;
  return Math.round((new Date(milestone.actualAt).getTime() - new Date(milestone.plannedAt).getTime()) / HOUR_MS);
}

/** The milestones in time order: by plan, a repeated code (DEP/ARR of each flight) by its leg. */
export function timelineOrder(milestones: readonly ShipmentMilestone[]): ShipmentMilestone[] {
  return [...milestones].sort(
    (a, b) => a.plannedAt.localeCompare(b.plannedAt) || a.leg - b.leg,
  );
}

/** "2 d 5 h" style lateness, as parts a translation puts together. */
export function lateness(hours: number): { days: number; hours: number } {
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/** The shipments list's address for a dashboard link: the quick filter, the person's filters and date bounds. */
export function shipmentsListUrl(options: {
  quick?: "open" | "closed" | "all";
  filters?: Readonly<Record<string, string>>;
  gte?: Readonly<Record<string, string>>;
  lte?: Readonly<Record<string, string>>;
}): string {
  const params = new URLSearchParams();
  if (options.quick) params.set("quick", options.quick);
  for (const [field, value] of Object.entries(options.filters ?? {})) params.set(`filter.${field}.eq`, value);
  for (const [field, value] of Object.entries(options.gte ?? {})) params.set(`filter.${field}.gte`, value);
  for (const [field, value] of Object.entries(options.lte ?? {})) params.set(`filter.${field}.lte`, value);
  const query = params.toString();
  return `/${SHIPMENTS}${query ? `?${query}` : ""}`;
}
