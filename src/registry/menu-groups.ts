/**
 * The names of SPEC §2's menu groups. Features place their entries under them by name; the composition in
 * src/app gives each group its label and icon.
 */
export const MENU_GROUPS = {
  edb: "edb",
  edbMaterialCapability: "edb-material-capability",
  edbCtb: "edb-ctb",
  edbPriorityShipments: "edb-priority-shipments",
  edbTransportTracking: "edb-transport-tracking",
  edbLogs: "edb-logs",
  efa: "efa",
  maintenance: "maintenance",
  maintenanceEdbTransportTracking: "maintenance-edb-transport-tracking",
  maintenanceEdbMaterialCapability: "maintenance-edb-material-capability",
  maintenanceEdbCtb: "maintenance-edb-ctb",
  maintenanceEdbGeneral: "maintenance-edb-general",
  maintenanceEfaMaterialCapability: "maintenance-efa-material-capability",
  maintenanceSystem: "maintenance-system",
} as const;
