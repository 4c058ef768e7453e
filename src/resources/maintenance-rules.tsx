import { preloadablePage } from "./preloadable-page";
import RuleOutlined from "@mui/icons-material/RuleOutlined";
import TableChartOutlined from "@mui/icons-material/TableChartOutlined";
import type { ResourceDefinition } from "./types";

/** Menu groups these entries sit under; src/resources/maintenance.tsx defines them (SPEC §2). */
export const CAPABILITY_GROUPS = {
  edbMaterialCapability: "maintenance-edb-material-capability",
  edbCtb: "maintenance-edb-ctb",
  efaMaterialCapability: "maintenance-efa-material-capability",
} as const;

const templatePage = preloadablePage(() => import("../features/configurable-templates/configurable-template-page"));

/** One screen model for the three modules' templates: only the module, group and backend differ. */
const configurableTemplate = (name: string, parent: string, efa = false): ResourceDefinition => ({
  name,
  ...(efa ? { apiPath: name.replace(/^efa\//, ""), dataProvider: "apiEfa" as const } : {}),
  labelKey: "menu.configurableTemplate",
  icon: <TableChartOutlined />,
  parent,
  actions: ["list"],
  titleField: "name",
  pages: { list: templatePage },
});

/** Orders Book calculation rules and the configurable templates of Maintenance (SPEC §2, §3, §5). */
export const capabilityRuleResources: ResourceDefinition[] = [
  {
    name: "edb/sys-roles",
    labelKey: "menu.ordersBookRules",
    icon: <RuleOutlined />,
    parent: CAPABILITY_GROUPS.edbMaterialCapability,
    actions: ["list", "edit", "show"],
    titleField: "group",
    defaultSort: { field: "sequency", order: "asc" },
    pages: {
      edit: preloadablePage(() => import("../features/capability-rules/rule-edit-page")),
      show: preloadablePage(() => import("../features/capability-rules/rule-show-page")),
    },
    // The list is generic; the clause lists are edited and shown by the rule's own pages.
    fields: [
      { name: "sequency", type: "number", required: true, min: 1, max: 9999, width: 110 },
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
      { name: "transitTime", type: "number", min: 0, max: 365, width: 150 },
      { name: "coverage", type: "number", min: 0, max: 365, width: 140 },
      { name: "availabilityDate", type: "date", width: 160 },
      { name: "priority", type: "number", required: true, min: 1, max: 99, width: 100 },
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
  configurableTemplate("edb/configurable-template", CAPABILITY_GROUPS.edbMaterialCapability),
  configurableTemplate("ctb/configurable-template", CAPABILITY_GROUPS.edbCtb),
  configurableTemplate("efa/configurable-template", CAPABILITY_GROUPS.efaMaterialCapability, true),
];
