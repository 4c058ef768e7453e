import CloudSyncOutlined from "@mui/icons-material/CloudSyncOutlined";
import { MENU_GROUPS } from "../../registry/menu-groups";
import { preloadablePage } from "../../registry/preloadable-page";
import { defineScreen, type ResourceDefinition } from "../../registry/types";
import type { PlanningScreenConfig } from "./screen-config";

const dataUploadPage = preloadablePage(() => import("./data-upload-page"));

const edb: PlanningScreenConfig = {
  module: "edb",
  backend: "default",
  logResource: "edb/robot-process-log",
  logRoute: "/edb/robot-process-log",
  moduloId: 1,
  scheduleRoute: "edb/robot-schedule-config",
  scheduleResource: "edb/robot-schedule-config",
};

/** EDB > Material Capability (SPEC §2, DESIGN §9.2). */
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
];
