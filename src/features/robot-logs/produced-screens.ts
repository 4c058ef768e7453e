/**
 * The screens whose data a robot's run produced (DESIGN §9.4), by the module its log entry names: a SAP
 * download feeds its module's data upload and availability, a simulation its result, a tracking download the
 * shipments. Pure; the labels are translation keys of the menu.
 */
export interface ProducedScreen {
  route: string;
  groupKey: string;
  labelKey: string;
}

const SIMULATION = "SIMULATION";

const screen = (route: string, groupKey: string, labelKey: string): ProducedScreen => ({ route, groupKey, labelKey });

const byModule: Readonly<Record<number, { downloads: ProducedScreen[]; simulation: ProducedScreen[] }>> = {
  1: {
    downloads: [
      screen("edb/upload-of-template-material-capability", "menu.materialCapability", "menu.dataUpload"),
      screen("material-capability/components-availability", "menu.materialCapability", "menu.componentsAvailability"),
    ],
    simulation: [screen("material-capability/download-result", "menu.materialCapability", "menu.downloadResult")],
  },
  2: {
    downloads: [screen("ctb/ctb_upload", "menu.ctb", "menu.dataUpload")],
    simulation: [screen("ctb/ctb_result", "menu.ctb", "menu.downloadResult")],
  },
  3: {
    downloads: [
      screen("edb/transport-tracking-shipments", "menu.transportTracking", "menu.shipments"),
      screen("edb/transport-tracking-home", "menu.transportTracking", "menu.trackingDashboard"),
    ],
    simulation: [],
  },
  4: {
    downloads: [
      screen("efa/upload-of-template", "menu.efa", "menu.dataUpload"),
      screen("efa/components-availability", "menu.efa", "menu.componentsAvailability"),
    ],
    simulation: [screen("efa/download-result", "menu.efa", "menu.downloadResult"), screen("efa/reports", "menu.efa", "menu.reports")],
  },
};

/** Only a successful run produced anything; a waiting, failed or empty one did not (yet). */
export function producedScreens(entry: { robotprocess?: unknown; moduloId?: unknown; type?: unknown }): ProducedScreen[] {
  if (entry.type !== "success") return [];
  const module = byModule[Number(entry.moduloId)];
  if (!module) return [];
  return entry.robotprocess === SIMULATION ? module.simulation : module.downloads;
}
