import FlagOutlined from "@mui/icons-material/FlagOutlined";
import OutlinedFlag from "@mui/icons-material/OutlinedFlag";
import TourOutlined from "@mui/icons-material/TourOutlined";
import MoveToInboxOutlined from "@mui/icons-material/MoveToInboxOutlined";
import {
  PRIORITY_SHIPMENTS,
  priorityShipmentFlags,
  priorityShipmentModals,
  priorityShipmentProcesses,
  priorityShipmentTypes,
} from "../../domain/priority-shipments";
import type { FieldDefinition } from "../../registry/fields";
import { MENU_GROUPS } from "../../registry/menu-groups";
import type { ResourceDefinition } from "../../registry/types";

/** The meeting's urgency: red needs the line now, yellow soon, green is followed. */
const flagTones: NonNullable<FieldDefinition["tones"]> = {
  Red: { tone: "error", icon: <FlagOutlined /> },
  Yellow: { tone: "warning", icon: <OutlinedFlag /> },
  Green: { tone: "success", icon: <TourOutlined /> },
};

/** The fields trade compliance owns (DESIGN §9.4): shown on Inbound, edited on its own screen. */
const tradeComplianceFields: readonly FieldDefinition[] = [
  { name: "tradeComplianceComments", type: "multiline", maxLength: 500, readOnly: true, list: false },
  { name: "wam", type: "text", maxLength: 20, readOnly: true, list: false },
  { name: "eadiPointRequest", type: "text", maxLength: 30, readOnly: true, list: false },
  { name: "eadiPointEdbDate", type: "date", readOnly: true, list: false },
];

/** SPEC §3's priority shipment, as Inbound keeps it; the hidden columns can be shown from the toolbar. */
const inboundFields: readonly FieldDefinition[] = [
  { name: "flag", type: "status", enumKey: "priorityFlag", options: priorityShipmentFlags, tones: flagTones, required: true, defaultValue: "Yellow", width: 120 },
  { name: "invoiceInb", type: "text", required: true, maxLength: 20, width: 140 },
  { name: "material", type: "text", required: true, maxLength: 40, width: 170 },
  { name: "qty", type: "number", integer: true, min: 0, required: true, width: 90 },
  { name: "type", type: "enum", enumKey: "priorityType", options: priorityShipmentTypes, required: true, width: 130 },
  { name: "modal", type: "enum", enumKey: "priorityModal", options: priorityShipmentModals, required: true, width: 110 },
  { name: "hawb", type: "text", maxLength: 30, width: 170 },
  { name: "origin", type: "text", maxLength: 60, width: 160 },
  { name: "pickupDate", type: "date", width: 130 },
  { name: "eta", type: "date", required: true, width: 130 },
  { name: "ata", type: "date", width: 130 },
  { name: "edbDate", type: "date", width: 130 },
  { name: "meeting", type: "date", width: 130 },
  { name: "duplicated", type: "boolean", readOnly: true, width: 110 },
  { name: "planner", type: "text", maxLength: 60, width: 150 },
  { name: "process", type: "enum", enumKey: "priorityProcess", options: priorityShipmentProcesses, required: true, defaultValue: "Regular", width: 160 },
  { name: "whereUsed", type: "text", maxLength: 60, width: 160 },
  { name: "neededFor", type: "text", maxLength: 80, width: 200 },
  { name: "gap", type: "number", integer: true, width: 90 },
  { name: "board", type: "text", maxLength: 40, width: 130 },
  { name: "invoiceDsr", type: "text", maxLength: 20, width: 130 },
  { name: "glDate", type: "date", width: 130 },
  { name: "pvdDate", type: "date", width: 130 },
  { name: "observation", type: "multiline", maxLength: 500, list: false },
  { name: "inboundComments", type: "multiline", maxLength: 500, list: false },
  ...tradeComplianceFields,
  { name: "createdBy", type: "text", readOnly: true, width: 150 },
];

/** SPEC §2 EDB > Priority Shipments: Inbound, where logistics and planners keep the lines. */
export const priorityShipmentResources: ResourceDefinition[] = [
  {
    name: PRIORITY_SHIPMENTS,
    labelKey: "menu.inbound",
    icon: <MoveToInboxOutlined />,
    parent: MENU_GROUPS.edbPriorityShipments,
    actions: ["list", "show", "create", "edit"],
    titleField: "invoiceInb",
    defaultSort: { field: "eta", order: "asc" },
    fields: inboundFields,
    list: {
      quickFilters: {
        defaultKey: "open",
        options: [
          { key: "open", labelKey: "priority.quick.open", filters: [{ field: "arrived", operator: "eq", value: "false" }] },
          { key: "arrived", labelKey: "priority.quick.arrived", filters: [{ field: "arrived", operator: "eq", value: "true" }] },
          { key: "late", labelKey: "priority.quick.late", filters: [{ field: "late", operator: "eq", value: "true" }] },
          { key: "all", labelKey: "priority.quick.all", filters: [] },
        ],
      },
      hiddenColumns: ["planner", "process", "whereUsed", "neededFor", "gap", "board", "invoiceDsr", "glDate", "pvdDate", "createdBy"],
    },
  },
];
