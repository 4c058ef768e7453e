import AssessmentOutlined from "@mui/icons-material/AssessmentOutlined";
import CloudSyncOutlined from "@mui/icons-material/CloudSyncOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import WidgetsOutlined from "@mui/icons-material/WidgetsOutlined";
import { MENU_GROUPS } from "../../registry/menu-groups";
import { preloadablePage } from "../../registry/preloadable-page";
import { defineScreen, type ListConfig, type ResourceDefinition } from "../../registry/types";
import { availabilityFields, resultLineFields, shipmentEtaFields } from "./planning-fields";
import type { PlanningScreenConfig } from "./screen-config";
import { EtaShiftCell } from "./shipment-link";

const dataUploadPage = preloadablePage(() => import("./data-upload-page"));
const templateUploadPage = preloadablePage(() => import("./template-upload-page"));
const availabilityPage = preloadablePage(() => import("./components-availability-page"));
const resultPage = preloadablePage(() => import("./download-result-page"));
const reportsPage = preloadablePage(() => import("./reports-page"));

/** The configuration of each module's screens (DESIGN §9.2): one page per kind, three modules. */
const edb: PlanningScreenConfig = {
  module: "edb",
  backend: "default",
  logResource: "edb/robot-process-log",
  logRoute: "/edb/robot-process-log",
  moduloId: 1,
  scheduleRoute: "edb/robot-schedule-config",
  resultRoute: "material-capability/download-result",
};
const ctb: PlanningScreenConfig = {
  module: "ctb",
  backend: "default",
  logResource: "edb/robot-process-log",
  logRoute: "/edb/robot-process-log",
  moduloId: 2,
  scheduleRoute: "ctb/robot-schedule-config",
  withTemplateUpload: true,
  resultRoute: "ctb/ctb_result",
};
const efa: PlanningScreenConfig = {
  module: "efa",
  backend: "apiEfa",
  logResource: "robot-process-log",
  logRoute: "/efa/robot-process-log",
  moduloId: 4,
  scheduleRoute: "efa/robot-schedule-config",
  withTemplateUpload: true,
  resultRoute: "efa/download-result",
};

/**
 * EDB's and CTB's result grid: the ETA shift with the shipment's link, and the lines a late shipment moved
 * later a click away (DESIGN §9.2, §9.3).
 */
const followsShipments: Omit<Partial<ResourceDefinition>, "config"> & { list: ListConfig } = {
  fields: [...resultLineFields, ...shipmentEtaFields],
  list: {
    quickFilters: {
      defaultKey: "all",
      options: [
        { key: "all", labelKey: "planning.quick.all", filters: [] },
        { key: "shipmentLate", labelKey: "planning.quick.shipmentLate", filters: [{ field: "etaShiftDays", operator: "gte", value: "1" }] },
      ],
    },
    cells: { etaShiftDays: (row) => <EtaShiftCell row={row} /> },
    hiddenColumns: ["trackingNumber"],
  },
};

const resultScreen = (name: string, apiPath: string, parent: string, config: PlanningScreenConfig, extra: Omit<Partial<ResourceDefinition>, "config"> = {}) =>
  defineScreen<PlanningScreenConfig>({
    name,
    apiPath,
    labelKey: "menu.downloadResult",
    icon: <FileDownloadOutlined />,
    parent,
    actions: ["list"],
    fields: resultLineFields,
    defaultSort: { field: "needDate", order: "asc" },
    pages: { list: resultPage },
    config,
    ...extra,
  });

const availabilityScreen = (name: string, apiPath: string, parent: string, config: PlanningScreenConfig, extra: Omit<Partial<ResourceDefinition>, "config"> = {}) =>
  defineScreen<PlanningScreenConfig>({
    name,
    apiPath,
    labelKey: "menu.componentsAvailability",
    icon: <WidgetsOutlined />,
    parent,
    actions: ["list"],
    fields: availabilityFields,
    defaultSort: { field: "shortageQuantity", order: "desc" },
    pages: { list: availabilityPage },
    config,
    ...extra,
  });

/** EDB > Material Capability (SPEC §2, DESIGN §9.2), in SPEC's order. */
export const edbCapabilityResources: ResourceDefinition[] = [
  defineScreen<PlanningScreenConfig>({
    name: "edb/upload-of-template-material-capability",
    labelKey: "menu.dataUpload",
    icon: <CloudSyncOutlined />,
    parent: MENU_GROUPS.edbMaterialCapability,
    actions: ["list"],
    pages: { list: dataUploadPage },
    config: edb,
  }),
  availabilityScreen(
    "material-capability/components-availability",
    "material-capability/components-availability",
    MENU_GROUPS.edbMaterialCapability,
    edb,
  ),
  defineScreen<PlanningScreenConfig>({
    name: "material-capability/upload-of-template",
    labelKey: "menu.uploadOfTemplate",
    icon: <UploadFileOutlined />,
    parent: MENU_GROUPS.edbMaterialCapability,
    actions: ["list"],
    pages: { list: templateUploadPage },
    config: edb,
  }),
  resultScreen("material-capability/download-result", "material-capability/result-lines", MENU_GROUPS.edbMaterialCapability, edb, followsShipments),
];

/** EDB > CTB: every upload section on the Data Upload page, and the result with its run-to-run changes. */
export const ctbResources: ResourceDefinition[] = [
  defineScreen<PlanningScreenConfig>({
    name: "ctb/ctb_upload",
    labelKey: "menu.dataUpload",
    icon: <CloudSyncOutlined />,
    parent: MENU_GROUPS.edbCtb,
    actions: ["list"],
    pages: { list: dataUploadPage },
    config: ctb,
  }),
  resultScreen("ctb/ctb_result", "ctb/result-lines", MENU_GROUPS.edbCtb, ctb, followsShipments),
];

/** EFA (SPEC §2), after its log: uploads, availability, result and reports, on the EFA backend. */
export const efaCapabilityResources: ResourceDefinition[] = [
  defineScreen<PlanningScreenConfig>({
    name: "efa/upload-of-template",
    labelKey: "menu.uploadOfTemplate",
    icon: <UploadFileOutlined />,
    parent: MENU_GROUPS.efa,
    actions: ["list"],
    dataProvider: "apiEfa",
    pages: { list: dataUploadPage },
    config: efa,
  }),
  availabilityScreen("efa/components-availability", "material-capability/components-availability", MENU_GROUPS.efa, efa, {
    dataProvider: "apiEfa",
  }),
  resultScreen("efa/download-result", "material-capability/result-lines", MENU_GROUPS.efa, efa, { dataProvider: "apiEfa" }),
  defineScreen<PlanningScreenConfig>({
    name: "efa/reports",
    labelKey: "menu.reports",
    icon: <AssessmentOutlined />,
    parent: MENU_GROUPS.efa,
    actions: ["list"],
    dataProvider: "apiEfa",
    pages: { list: reportsPage },
    config: efa,
  }),
];

