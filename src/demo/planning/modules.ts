/**
 * The three planning modules as the demo backend keeps them (DESIGN §9.2): where each module's rows live,
 * which SAP sources it downloads, and which screen's permissions guard each of its calls (SPEC §6).
 */
import type { PlanningModule } from "../../api/planning";
import type { Namespace } from "../store/snapshot";

export interface PlanningModuleSetup {
  module: PlanningModule;
  /** The backend the module's rows are stored with: EFA has its own (SPEC §7). */
  namespace: Namespace;
  /** The robot-process-log collection its jobs write to, and the module id its entries carry. */
  logCollection: string;
  moduloId: number;
  /** The configurable template its uploads are checked against (the first row of this collection). */
  templateCollection: string;
  /** Collections of its uploads, the lines they held, and its simulation runs. */
  uploadsCollection: string;
  uploadLinesCollection: string;
  runsCollection: string;
  /** SAP transactions the module downloads, in the order the Data Upload cards show them. */
  sources: readonly string[];
  /** The screens (registry identifiers) whose permissions guard each kind of call. */
  screens: { sync: string; upload: string; availability: string; result: string; reports?: string };
  /**
   * Whether its purchase orders travel in the default backend's tracked shipments, whose ETA then says when
   * they arrive (DESIGN §9.2, §9.3): EDB's and CTB's do; EFA has no tracked shipments.
   */
  followsShipments: boolean;
}

export const planningModules: Readonly<Record<PlanningModule, PlanningModuleSetup>> = {
  edb: {
    module: "edb",
    namespace: "api",
    logCollection: "edb/robot-process-log",
    moduloId: 1,
    templateCollection: "edb/configurable-template",
    uploadsCollection: "material-capability/uploads",
    uploadLinesCollection: "material-capability/upload-lines",
    runsCollection: "material-capability/runs",
    sources: ["ZMARD", "ZPOVIS", "MD06", "VA05"],
    screens: {
      sync: "edb/upload-of-template-material-capability",
      upload: "material-capability/upload-of-template",
      availability: "material-capability/components-availability",
      result: "material-capability/download-result",
    },
    followsShipments: true,
  },
  ctb: {
    module: "ctb",
    namespace: "api",
    logCollection: "edb/robot-process-log",
    moduloId: 2,
    templateCollection: "ctb/configurable-template",
    uploadsCollection: "ctb/uploads",
    uploadLinesCollection: "ctb/upload-lines",
    runsCollection: "ctb/runs",
    sources: ["ZMARD", "ZPOVIS", "MD06", "VA05"],
    screens: { sync: "ctb/ctb_upload", upload: "ctb/ctb_upload", availability: "ctb/ctb_result", result: "ctb/ctb_result" },
    followsShipments: true,
  },
  efa: {
    module: "efa",
    namespace: "efa",
    logCollection: "robot-process-log",
    moduloId: 4,
    templateCollection: "configurable-template",
    uploadsCollection: "material-capability/uploads",
    uploadLinesCollection: "material-capability/upload-lines",
    runsCollection: "material-capability/runs",
    sources: ["ZMARD", "ZPOVIS", "MD06", "VA05"],
    screens: {
      sync: "efa/upload-of-template",
      upload: "efa/upload-of-template",
      availability: "efa/components-availability",
      result: "efa/download-result",
      reports: "efa/reports",
    },
    followsShipments: false,
  },
};
