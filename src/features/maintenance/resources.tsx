import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import KeyOutlined from "@mui/icons-material/KeyOutlined";
import SettingsApplicationsOutlined from "@mui/icons-material/SettingsApplicationsOutlined";
import ContactMailOutlined from "@mui/icons-material/ContactMailOutlined";
import FlightTakeoffOutlined from "@mui/icons-material/FlightTakeoffOutlined";
import FlagOutlined from "@mui/icons-material/FlagOutlined";
import CategoryOutlined from "@mui/icons-material/CategoryOutlined";
import type { FieldDefinition } from "../../registry/fields";
import { MENU_GROUPS } from "../../registry/menu-groups";
import type { ResourceDefinition } from "../../registry/types";
import { robotStatusTones } from "../../crud/status-tones";
import { MAX_QUANTITY } from "../../domain/quantity";
import {
  availabilityChecks,
  continents,
  daysOfWeek,
  lotSizes,
  mixedMrpIndicators,
  modals,
  mrpTypes,
  parameterTypes,
  plants,
  procurementTypes,
  robotStatuses,
  specialProcurementTypes,
} from "../../domain/maintenance-options";


const noCreate = ["list", "edit", "show"] as const;

/** SAP-style codes: uppercase letters and digits of a fixed length. */
const code = (length: number): FieldDefinition["pattern"] => ({
  regex: new RegExp(`^[A-Z0-9]{${length}}$`),
  messageKey: `validation.code${length}`,
});


/** A robot's last status: a column of its own, and what its last message must not merely repeat. */
const lastStatus: FieldDefinition = { name: "lastStatus", type: "status", enumKey: "robotStatus", options: robotStatuses, tones: robotStatusTones, readOnly: true, width: 260 };

/**
 * One schedule screen model for the four modules: the schedule itself, then the robot's last execution
 * (SPEC §3 "schedule view"), which the server joins in and nobody edits here.
 */
const robotScheduleFields: readonly FieldDefinition[] = [
  { name: "robot", type: "text", required: true, maxLength: 40, width: 140 },
  { name: "time", type: "time", required: true, width: 90 },
  { name: "dayOfWeek", type: "enum", options: daysOfWeek, required: true, defaultValue: "daily", width: 130 },
  { name: "active", type: "boolean", defaultValue: true },
  { name: "lastRoutine", type: "text", readOnly: true, width: 200 },
  { name: "lastStartDate", type: "datetime", readOnly: true, width: 170 },
  { name: "lastEndDate", type: "datetime", readOnly: true, width: 170 },
  lastStatus,
  { name: "lastRows", type: "number", readOnly: true, width: 90 },
  // The run's message in the page's language; a message that only repeats the status is not shown twice.
  { name: "lastMessage", type: "text", readOnly: true, width: 260, serverText: { repeats: lastStatus } },
];

const robotSchedule = (
  name: string,
  parent: string,
  extra: Partial<ResourceDefinition> = {},
): ResourceDefinition => ({
  name,
  labelKey: "menu.robotScheduleConfig",
  icon: <ScheduleOutlined />,
  parent,
  actions: noCreate,
  titleField: "robot",
  defaultSort: { field: "robot", order: "asc" },
  fields: robotScheduleFields,
  ...extra,
});


/** Maintenance > EDB Transport Tracking, EDB Material Capability, EDB CTB, EDB General, EFA Material Capability. */
export const maintenanceResources: ResourceDefinition[] = [
  robotSchedule("transport-tracking/robot-schedule-config", MENU_GROUPS.maintenanceEdbTransportTracking, {
    labelKey: "menu.scheduleDownloads",
  }),
  {
    name: "transport-tracking/parameter-transport-tracking",
    labelKey: "menu.parameterTransportTracking",
    icon: <KeyOutlined />,
    parent: MENU_GROUPS.maintenanceEdbTransportTracking,
    actions: noCreate,
    titleField: "parameter",
    defaultSort: { field: "partner", order: "asc" },
    fields: [
      { name: "parameter", type: "text", required: true, maxLength: 60, width: 200 },
      { name: "partner", type: "text", required: true, maxLength: 40, width: 140 },
      { name: "partnerKeyvault", type: "text", maxLength: 127, width: 200 },
      // Not filtered or sorted on: either would let a list probe the cloud secrets it leaves out.
      { name: "value", type: "text", required: true, maxLength: 500, secretWhen: "flag", filterable: false, sortable: false, width: 240 },
      { name: "type", type: "enum", enumKey: "parameterType", options: parameterTypes, required: true, width: 130 },
      { name: "flag", type: "boolean", defaultValue: false, width: 120 },
    ],
  },
  robotSchedule("edb/robot-schedule-config", MENU_GROUPS.maintenanceEdbMaterialCapability),
  {
    name: "edb/edb-products-configuration",
    labelKey: "menu.productsConfiguration",
    icon: <SettingsApplicationsOutlined />,
    parent: MENU_GROUPS.maintenanceEdbMaterialCapability,
    // SPEC §2 gives this screen no actions: a read-only list, with no edit or show page.
    actions: ["list"],
    titleField: "parameter",
    defaultSort: { field: "parameter", order: "asc" },
    fields: [
      { name: "parameter", type: "text", required: true, maxLength: 60, width: 220 },
      { name: "component", type: "text", required: true, maxLength: 40, width: 220 },
    ],
  },
  robotSchedule("ctb/robot-schedule-config", MENU_GROUPS.maintenanceEdbCtb),
  {
    name: "edb/edb-mrp-controller",
    labelKey: "menu.mrpController",
    icon: <ContactMailOutlined />,
    parent: MENU_GROUPS.maintenanceEdbGeneral,
    actions: noCreate,
    titleField: "mrpController",
    defaultSort: { field: "mrpController", order: "asc" },
    fields: [
      { name: "mrpController", type: "text", required: true, maxLength: 3, pattern: code(3), width: 130 },
      { name: "productId", type: "text", required: true, maxLength: 40, width: 160 },
      { name: "purchasingGroup", type: "text", required: true, maxLength: 3, pattern: code(3), width: 140 },
      { name: "email", type: "email", required: true, maxLength: 120, width: 260 },
    ],
  },
  {
    name: "edb/edb-transit-time",
    labelKey: "menu.transitTime",
    icon: <FlightTakeoffOutlined />,
    parent: MENU_GROUPS.maintenanceEdbGeneral,
    actions: noCreate,
    titleField: "vendor",
    defaultSort: { field: "vendor", order: "asc" },
    fields: [
      { name: "modal", type: "enum", options: modals, required: true, width: 110 },
      { name: "continent", type: "enum", options: continents, required: true, width: 150 },
      { name: "countryCode", type: "text", required: true, maxLength: 2, pattern: { regex: /^[A-Z]{2}$/, messageKey: "validation.countryCode" }, width: 110 },
      { name: "country", type: "text", required: true, maxLength: 80, width: 160 },
      { name: "transitTime", type: "duration-days", integer: true, required: true, min: 0, max: 365, width: 120 },
      { name: "vendor", type: "text", required: true, maxLength: 10, pattern: { regex: /^\d{1,10}$/, messageKey: "validation.vendor" }, width: 120 },
      { name: "vendorDescription", type: "text", maxLength: 80, width: 220 },
      { name: "changeDate", type: "datetime", readOnly: true, width: 170 },
      { name: "changeUser", type: "text", readOnly: true, width: 130 },
      { name: "obs", type: "multiline", maxLength: 500, width: 220 },
    ],
  },
  {
    name: "edb/country-list",
    labelKey: "menu.countryList",
    icon: <FlagOutlined />,
    parent: MENU_GROUPS.maintenanceEdbGeneral,
    actions: noCreate,
    titleField: "country",
    defaultSort: { field: "country", order: "asc" },
    fields: [
      { name: "code2", type: "text", required: true, maxLength: 2, pattern: { regex: /^[A-Z]{2}$/, messageKey: "validation.countryCode" }, lockedOnEdit: true, width: 110 },
      { name: "code3", type: "text", required: true, maxLength: 3, pattern: { regex: /^[A-Z]{3}$/, messageKey: "validation.countryCode3" }, lockedOnEdit: true, width: 110 },
      { name: "country", type: "text", required: true, maxLength: 80, width: 220 },
      { name: "countryPt", type: "text", required: true, maxLength: 80, width: 220 },
      { name: "continent", type: "enum", options: continents, required: true, width: 150 },
    ],
  },
  robotSchedule("efa/robot-schedule-config", MENU_GROUPS.maintenanceEfaMaterialCapability, {
    apiPath: "robot-schedule-config",
    dataProvider: "apiEfa",
  }),
  {
    name: "efa/master-data",
    apiPath: "master-data",
    dataProvider: "apiEfa",
    labelKey: "menu.masterData",
    icon: <CategoryOutlined />,
    parent: MENU_GROUPS.maintenanceEfaMaterialCapability,
    actions: noCreate,
    titleField: "materialNumber",
    defaultSort: { field: "materialNumber", order: "asc" },
    fields: [
      { name: "materialNumber", type: "text", required: true, maxLength: 18, width: 160 },
      { name: "plant", type: "enum", options: plants, required: true, width: 160 },
      { name: "mrpController", type: "text", required: true, maxLength: 3, pattern: code(3), width: 120 },
      { name: "purchasingGroup", type: "text", required: true, maxLength: 3, pattern: code(3), width: 130 },
      { name: "procurementType", type: "enum", options: procurementTypes, required: true, width: 200 },
      { name: "specialProcurementType", type: "enum", options: specialProcurementTypes, width: 220 },
      { name: "mrpType", type: "enum", options: mrpTypes, required: true, width: 220 },
      { name: "lotSize", type: "enum", options: lotSizes, required: true, width: 220 },
      { name: "minimumLotSize", type: "number", min: 0, max: MAX_QUANTITY, width: 130 },
      { name: "safetyStock", type: "number", min: 0, max: MAX_QUANTITY, width: 120 },
      { name: "plannedDeliveryTime", type: "number", integer: true, required: true, min: 0, max: 999, width: 140 },
      { name: "gr", type: "number", integer: true, min: 0, max: 99, width: 100 },
      { name: "mrpGroup", type: "text", maxLength: 4, pattern: code(4), width: 110 },
      { name: "availabilityCheck", type: "enum", options: availabilityChecks, required: true, width: 220 },
      { name: "mixedMrpIndicator", type: "enum", options: mixedMrpIndicators, width: 200 },
    ],
  },
];
