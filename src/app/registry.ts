import { ctbResources, edbCapabilityResources, efaCapabilityResources } from "../features/capability/resources";
import { capabilityRuleResources } from "../features/capability-rules/resources";
import { configurableTemplateResources } from "../features/configurable-templates/resources";
import { homeResources } from "../features/home/resources";
import { inboxResources } from "../features/inbox/resources";
import { leadTimeResources } from "../features/lead-time/resources";
import { edbRobotLogResources, efaRobotLogResources } from "../features/robot-logs/resources";
import { maintenanceResources } from "../features/maintenance/resources";
import { priorityShipmentResources } from "../features/priority-shipments/resources";
import { systemResources } from "../features/system/resources";
import { transportTrackingResources } from "../features/transport-tracking/resources";
import { preloadablePage } from "../registry/preloadable-page";
import { createRegistry } from "../registry/registry";
import type { ResourceDefinition } from "../registry/types";
import { resourceNames } from "../domain/resource-names";
import { menuGroups } from "./menu-groups";

/**
 * The composition of THE registry (DESIGN §3): each feature declares its entries in its resources.tsx,
 * and this list puts them in menu order. The generic pages serve every entry that declares fields.
 */
/** SPEC §2's order of the menu (resource-names.ts), whatever order the features declare their entries in. */
const inSpecOrder = (resources: ResourceDefinition[]): ResourceDefinition[] => {
  const rank = (name: string) => {
    const index = (resourceNames as readonly string[]).indexOf(name);
    return index === -1 ? resourceNames.length : index;
  };
  return [...resources].sort((a, b) => rank(a.name) - rank(b.name));
};

export const registry = createRegistry({
  menuGroups,
  resources: inSpecOrder([
    ...homeResources,
    ...inboxResources,
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
  ]),
  genericPages: {
    list: preloadablePage(() => import("../crud/resource-list-page")),
    show: preloadablePage(() => import("../crud/resource-show-page")),
    create: preloadablePage(() => import("../crud/resource-create-page")),
    edit: preloadablePage(() => import("../crud/resource-edit-page")),
  },
});
