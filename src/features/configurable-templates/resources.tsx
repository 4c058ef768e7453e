import TableChartOutlined from "@mui/icons-material/TableChartOutlined";
import { preloadablePage } from "../../registry/preloadable-page";
import { MENU_GROUPS } from "../../registry/menu-groups";
import type { ResourceDefinition } from "../../registry/types";

const templatePage = preloadablePage(() => import("./configurable-template-page"));

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

/** The configurable templates of EDB Material Capability, CTB and EFA Material Capability (SPEC §2). */
export const configurableTemplateResources: ResourceDefinition[] = [
  configurableTemplate("edb/configurable-template", MENU_GROUPS.maintenanceEdbMaterialCapability),
  configurableTemplate("ctb/configurable-template", MENU_GROUPS.maintenanceEdbCtb),
  configurableTemplate("efa/configurable-template", MENU_GROUPS.maintenanceEfaMaterialCapability, true),
];
