/** The Maintenance screens of SPEC §2 outside System, in menu order. */
export const maintenanceResourceNames = [
  "transport-tracking/robot-schedule-config",
  "transport-tracking/parameter-transport-tracking",
  "edb/sys-roles",
  "edb/robot-schedule-config",
  "edb/configurable-template",
  "edb/edb-products-configuration",
  "ctb/robot-schedule-config",
  "ctb/configurable-template",
  "edb/edb-mrp-controller",
  "edb/edb-transit-time",
  "edb/country-list",
  "efa/robot-schedule-config",
  "efa/master-data",
  "efa/configurable-template",
] as const;

/** The planners' loop (SPEC §2 EDB > Material Capability, EDB > CTB, EFA), in menu order. */
export const planningResourceNames = [
  "edb/upload-of-template-material-capability",
  "material-capability/components-availability",
  "material-capability/upload-of-template",
  "material-capability/download-result",
  "ctb/ctb_upload",
  "ctb/ctb_result",
  "efa/upload-of-template",
  "efa/components-availability",
  "efa/download-result",
  "efa/reports",
] as const;

/** Transport tracking screens granted after the planners' loop (SPEC §2 EDB > Transport Tracking). */
export const trackingResourceNames = ["edb/transport-tracking-home", "edb/transport-tracking-shipments-log"] as const;

/** Priority shipments' other two screens, granted after transport tracking (SPEC §2 EDB > Priority Shipments). */
export const priorityResourceNames = ["edb/trade-compliance", "edb/priority-shipments-display"] as const;

/** The exception inbox (DESIGN §9): a route of our own, after Home; granted after every other screen. */
export const inboxResourceNames = ["inbox"] as const;

/**
 * Every resource identifier of SPEC §2, built or not yet: permissions can be granted ahead of a screen.
 * Used by the profile-resource screens to offer the resource a permission row is about.
 */
export const resourceNames = [
  "main",
  ...inboxResourceNames,
  "edb/upload-of-template-material-capability",
  "material-capability/components-availability",
  "material-capability/upload-of-template",
  "material-capability/download-result",
  "ctb/ctb_upload",
  "ctb/ctb_result",
  "edb/priority-shipments",
  "edb/trade-compliance",
  "edb/priority-shipments-display",
  "edb/transport-tracking-home",
  "edb/transport-tracking-shipments",
  "edb/transport-tracking-shipments-log",
  "edb/edb-partner",
  "edb/lead-time-maintenance",
  "edb/robot-process-log",
  "efa/robot-process-log",
  "efa/upload-of-template",
  "efa/components-availability",
  "efa/download-result",
  "efa/reports",
  ...maintenanceResourceNames,
  "informative",
  "users-profile",
  "sap-impersonate-users",
  "user-profile-resource",
  "parameter-system",
  "robot-pipeline",
] as const;
