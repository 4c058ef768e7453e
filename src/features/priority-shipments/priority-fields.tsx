/**
 * The priority shipment's fields as Inbound and Trade compliance show them (SPEC §3, DESIGN §9.4), and the
 * flag's colours, which the display board draws too.
 */
import FlagOutlined from "@mui/icons-material/FlagOutlined";
import OutlinedFlag from "@mui/icons-material/OutlinedFlag";
import TourOutlined from "@mui/icons-material/TourOutlined";
import {
  TRADE_COMPLIANCE_FIELDS,
  priorityShipmentFlags,
  priorityShipmentModals,
  priorityShipmentProcesses,
  priorityShipmentTypes,
} from "../../domain/priority-shipments";
import { yesIsWarningTones } from "../../crud/status-tones";
import { MAX_QUANTITY } from "../../domain/quantity";
import type { FieldDefinition } from "../../registry/fields";
import type { ResourceDefinition } from "../../registry/types";

/** The meeting's urgency: red needs the line now, yellow soon, green is followed. */
export const flagTones: NonNullable<FieldDefinition["tones"]> = {
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
export const inboundFields: readonly FieldDefinition[] = [
  { name: "flag", type: "status", enumKey: "priorityFlag", options: priorityShipmentFlags, tones: flagTones, required: true, defaultValue: "Yellow", width: 120 },
  { name: "invoiceInb", type: "text", required: true, maxLength: 20, width: 140 },
  { name: "material", type: "text", required: true, maxLength: 40, width: 170 },
  { name: "qty", type: "number", integer: true, min: 0, max: MAX_QUANTITY, required: true, width: 90 },
  { name: "type", type: "enum", enumKey: "priorityType", options: priorityShipmentTypes, required: true, width: 130 },
  { name: "modal", type: "enum", enumKey: "priorityModal", options: priorityShipmentModals, required: true, width: 110 },
  { name: "hawb", type: "text", maxLength: 30, width: 170 },
  { name: "origin", type: "text", maxLength: 60, width: 160 },
  { name: "pickupDate", type: "date", width: 130 },
  { name: "eta", type: "date", required: true, width: 130 },
  { name: "ata", type: "date", width: 130 },
  { name: "edbDate", type: "date", width: 130 },
  { name: "meeting", type: "date", width: 130 },
  { name: "duplicated", type: "boolean", tones: yesIsWarningTones, readOnly: true, width: 110 },
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

/**
 * Trade compliance's view of the same lines (DESIGN §9.4): its own fields editable, every other one shown
 * read-only.
 */
const isTradeComplianceField = (field: FieldDefinition) => (TRADE_COMPLIANCE_FIELDS as readonly string[]).includes(field.name);
/** What names the line, first; then what trade compliance types; then the columns it checks them against. */
const identifying = ["flag", "invoiceInb", "material"];
const checkedAgainst = ["process", "origin", "modal", "hawb", "eta", "ata", "meeting"];
const pick = (names: readonly string[]) => names.map((name) => inboundFields.find((field) => field.name === name)!);
export const complianceFields: readonly FieldDefinition[] = [
  ...pick(identifying).map((field) => ({ ...field, readOnly: true })),
  ...inboundFields.filter(isTradeComplianceField).map((field) => ({ ...field, readOnly: false, list: field.type !== "multiline" })),
  ...pick(checkedAgainst).map((field) => ({ ...field, readOnly: true })),
  ...inboundFields
    .filter((field) => ![...identifying, ...checkedAgainst].includes(field.name) && !isTradeComplianceField(field))
    .map((field) => ({ ...field, readOnly: true, list: false })),
];

export const quickFilters = {
  defaultKey: "open",
  options: [
    { key: "open", labelKey: "priority.quick.open", filters: [{ field: "arrived", operator: "eq", value: "false" }] },
    { key: "arrived", labelKey: "priority.quick.arrived", filters: [{ field: "arrived", operator: "eq", value: "true" }] },
    { key: "late", labelKey: "priority.quick.late", filters: [{ field: "late", operator: "eq", value: "true" }] },
    { key: "all", labelKey: "priority.quick.all", filters: [] },
  ],
} as const satisfies NonNullable<ResourceDefinition["list"]>["quickFilters"];
