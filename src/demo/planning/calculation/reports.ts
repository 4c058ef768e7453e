/**
 * EFA reports (DESIGN §9.2) and the result's KPIs (Download result): capability by plant and MRP controller,
 * shortage by vendor, the clear share across runs.
 */
import type { Id } from "../../../api/contract";
import type {
  CapabilityByPlantRow,
  ClearShareTrendRow,
  ComponentAvailability,
  ResultLine,
  ResultSummary,
  ShortageByVendorRow,
} from "../../../api/planning";

type StatusLine = Pick<ResultLine, "plant" | "mrpController" | "status">;

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Lines clear, partial and short, and the quantity that cannot be built now. */
export function resultKpis(
  lines: readonly Pick<ResultLine, "status" | "quantity" | "buildableNow">[],
): ResultSummary["kpis"] {
  const kpis = { clear: 0, partial: 0, short: 0, quantityShort: 0 };
  for (const line of lines) {
    kpis[line.status] += 1;
    kpis.quantityShort += Math.max(0, line.quantity - line.buildableNow);
  }
  return kpis;
}

export function capabilityByPlant(lines: readonly StatusLine[]): CapabilityByPlantRow[] {
  const groups = new Map<string, CapabilityByPlantRow>();
  for (const line of lines) {
    const key = `${line.plant}|${line.mrpController}`;
    let row = groups.get(key);
    if (!row) {
      row = {
        plant: line.plant,
        mrpController: line.mrpController,
        clear: 0,
        partial: 0,
        short: 0,
        clearShare: 0,
      };
      groups.set(key, row);
    }
    row[line.status] += 1;
  }
  return [...groups.values()]
    .map((row) => ({ ...row, clearShare: share(row.clear, row.clear + row.partial + row.short) }))
    .sort((a, b) => byText(a.plant, b.plant) || byText(a.mrpController, b.mrpController));
}

/**
 * Shortage per vendor: its components short at some plant, the quantity no supply in sight covers, and the
 * result lines those components limit (a line counted once per vendor).
 */
export function shortageByVendor(
  availability: readonly Pick<ComponentAvailability, "vendor" | "component" | "plant" | "shortageQuantity">[],
  lines: readonly Pick<ResultLine, "plant" | "limitingComponents">[],
): ShortageByVendorRow[] {
  const vendors = new Map<string, { components: Set<string>; shortageQuantity: number }>();
  const vendorOfShort = new Map<string, string>();
  for (const row of availability) {
    if (row.shortageQuantity <= 0) continue;
    const entry = vendors.get(row.vendor) ?? { components: new Set<string>(), shortageQuantity: 0 };
    entry.components.add(row.component);
    entry.shortageQuantity += row.shortageQuantity;
    vendors.set(row.vendor, entry);
    vendorOfShort.set(`${row.component}|${row.plant}`, row.vendor);
  }
  const affected = new Map<string, number>();
  for (const line of lines) {
    if (!line.limitingComponents) continue;
    const hit = new Set<string>();
    for (const component of line.limitingComponents.split(",")) {
      const vendor = vendorOfShort.get(`${component.trim()}|${line.plant}`);
      if (vendor !== undefined) hit.add(vendor);
    }
    for (const vendor of hit) affected.set(vendor, (affected.get(vendor) ?? 0) + 1);
  }
  return [...vendors]
    .map(([vendor, entry]) => ({
      vendor,
      components: entry.components.size,
      shortageQuantity: entry.shortageQuantity,
      linesAffected: affected.get(vendor) ?? 0,
    }))
    .sort((a, b) => b.shortageQuantity - a.shortageQuantity || byText(a.vendor, b.vendor));
}

/** The clear share of each run, oldest first. */
export function clearShareTrend(
  runs: readonly { runId: Id; date: string; lines: readonly Pick<ResultLine, "status">[] }[],
): ClearShareTrendRow[] {
  return runs
    .map((run) => ({
      runId: run.runId,
      date: run.date,
      clearShare: share(run.lines.filter((line) => line.status === "clear").length, run.lines.length),
      lines: run.lines.length,
    }))
    .sort((a, b) => byText(a.date, b.date));
}
