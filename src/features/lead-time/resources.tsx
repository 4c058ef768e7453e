import ScheduleSendOutlined from "@mui/icons-material/ScheduleSendOutlined";
import { LEAD_TIME } from "../../domain/lead-time";
import { MENU_GROUPS } from "../../registry/menu-groups";
import { preloadablePage } from "../../registry/preloadable-page";
import type { ResourceDefinition } from "../../registry/types";
import { leadTimeFields } from "./lead-time-fields";

const createPage = preloadablePage(() => import("./lead-time-form-page").then((module) => ({ default: module.LeadTimeCreatePage })));
const editPage = preloadablePage(() => import("./lead-time-form-page").then((module) => ({ default: module.LeadTimeEditPage })));

/** SPEC §2 EDB > Lead Time Maintenance (DESIGN §9.4). */
export const leadTimeResources: ResourceDefinition[] = [
  {
    name: LEAD_TIME,
    labelKey: "menu.leadTimeMaintenance",
    icon: <ScheduleSendOutlined />,
    parent: MENU_GROUPS.edb,
    actions: ["list", "show", "create", "edit"],
    titleField: "material",
    defaultSort: { field: "vendor", order: "asc" },
    fields: leadTimeFields,
    pages: { create: createPage, edit: editPage },
    extraPages: [
      {
        path: "upload",
        labelKey: "leadTime.upload.title",
        buttonLabelKey: "leadTime.upload.button",
        page: preloadablePage(() => import("./lead-time-upload-page")),
      },
    ],
    list: { hiddenColumns: ["plannerDescription", "mrpController", "vendorCountry"] },
  },
];
