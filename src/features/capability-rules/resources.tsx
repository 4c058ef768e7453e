import { preloadablePage } from "../../registry/preloadable-page";
import RuleOutlined from "@mui/icons-material/RuleOutlined";
import { MENU_GROUPS } from "../../registry/menu-groups";
import type { ResourceDefinition } from "../../registry/types";

/** Orders Book calculation rules of Maintenance (SPEC §2, §3, §5). */
export const capabilityRuleResources: ResourceDefinition[] = [
  {
    name: "edb/sys-roles",
    labelKey: "menu.ordersBookRules",
    icon: <RuleOutlined />,
    parent: MENU_GROUPS.maintenanceEdbMaterialCapability,
    actions: ["list", "edit", "show"],
    titleField: "group",
    defaultSort: { field: "sequency", order: "asc" },
    pages: {
      edit: preloadablePage(() => import("./rule-edit-page")),
      show: preloadablePage(() => import("./rule-show-page")),
    },
    // The list is generic; the clause lists are edited and shown by the rule's own pages.
    fields: [
      { name: "sequency", type: "number", integer: true, required: true, min: 1, max: 9999, width: 110 },
      { name: "group", type: "text", required: true, maxLength: 40, width: 160 },
      { name: "origin", type: "text", required: true, maxLength: 3, minLength: 2, width: 100 },
      {
        name: "modal",
        type: "enum",
        enumKey: "capabilityModal",
        options: ["AIR", "SEA", "ROAD"],
        required: true,
        width: 110,
      },
      { name: "transitTime", type: "number", integer: true, min: 0, max: 365, width: 150 },
      { name: "coverage", type: "number", integer: true, min: 0, max: 365, width: 140 },
      { name: "availabilityDate", type: "date", width: 160 },
      { name: "priority", type: "number", integer: true, required: true, min: 1, max: 99, width: 100 },
      {
        name: "status",
        type: "enum",
        enumKey: "ruleStatus",
        options: ["active", "inactive"],
        required: true,
        width: 110,
      },
      { name: "sb", type: "text", maxLength: 20, width: 90 },
      { name: "eadi", type: "text", maxLength: 40, width: 170 },
      { name: "obs", type: "multiline", maxLength: 500, list: false },
    ],
  },
];
