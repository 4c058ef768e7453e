import { ctbResources, edbCapabilityResources, efaCapabilityResources } from "../features/capability/resources";
import { capabilityRuleResources } from "../features/capability-rules/resources";
import { configurableTemplateResources } from "../features/configurable-templates/resources";
import { homeResources } from "../features/home/resources";
import { leadTimeResources } from "../features/lead-time/resources";
import { edbRobotLogResources, efaRobotLogResources } from "../features/robot-logs/resources";
import { maintenanceResources } from "../features/maintenance/resources";
import { priorityShipmentResources } from "../features/priority-shipments/resources";
import { systemResources } from "../features/system/resources";
import { transportTrackingResources } from "../features/transport-tracking/resources";
import { preloadablePage } from "../registry/preloadable-page";
import { createRegistry } from "../registry/registry";
import { menuGroups } from "./menu-groups";

/**
 * The composition of THE registry (DESIGN §3): each feature declares its entries in its resources.tsx,
 * and this list puts them in menu order. The generic pages serve every entry that declares fields.
 */
export const registry = createRegistry({
  menuGroups,
  resources: [
    ...homeResources,
    ...edbCapabilityResources,
    ...ctbResources,
    ...priorityShipmentResources,
    ...transportTrackingResources,
    ...leadTimeResources,
    ...edbRobotLogResources,
    ...efaRobotLogResources,
    ...efaCapabilityResources,
    ...maintenanceResources,
    ...capabilityRuleResources,
    ...configurableTemplateResources,
    ...systemResources,
  ],
  genericPages: {
    list: preloadablePage(() => import("../crud/resource-list-page")),
    show: preloadablePage(() => import("../crud/resource-show-page")),
    create: preloadablePage(() => import("../crud/resource-create-page")),
    edit: preloadablePage(() => import("../crud/resource-edit-page")),
  },
});
