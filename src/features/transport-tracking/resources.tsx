import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import HandshakeOutlined from "@mui/icons-material/HandshakeOutlined";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import { robotStatusTones, yesIsErrorTones, yesIsWarningTones } from "../../crud/status-tones";
import { robotStatuses } from "../../domain/maintenance-options";
import { partnerStatuses } from "../../domain/partner-status";
import type { FieldDefinition } from "../../registry/fields";
import { MENU_GROUPS } from "../../registry/menu-groups";
import { preloadablePage } from "../../registry/preloadable-page";
import type { ResourceDefinition } from "../../registry/types";
import { SHIPMENTS, shipmentModals, shipmentStages, TRACKING_LOG } from "./tracking-model";
import { openClosedTones, partnerTones, stageTones } from "./tracking-tones";

const dashboardPage = preloadablePage(() => import("./dashboard-page"));
const shipmentPage = preloadablePage(() => import("./shipment-detail-page"));

/** SPEC §3's shipment columns, and the hidden ones the dashboard's links filter on (DESIGN §9.3). */
const shipmentFields: readonly FieldDefinition[] = [
  { name: "trackingNumber", type: "text", width: 190 },
  { name: "status", type: "status", enumKey: "shipmentStatus", options: ["Open", "Closed"], tones: openClosedTones, width: 120 },
  { name: "supplier", type: "text", width: 170 },
  { name: "shipper", type: "text", width: 190 },
  { name: "flowType", type: "enum", enumKey: "flowType", options: ["Import", "Export", "Domestic"], width: 110 },
  { name: "localDate", type: "datetime", width: 165 },
  { name: "location", type: "text", width: 170 },
  { name: "message", type: "text", width: 260 },
  { name: "shipmentsStatus", type: "status", enumKey: "shipmentStage", options: shipmentStages, tones: stageTones, width: 170 },
  { name: "modal", type: "enum", enumKey: "shipmentModal", options: shipmentModals, width: 100 },
  { name: "eta", type: "datetime", width: 165 },
  { name: "lateHours", type: "number", integer: true, width: 110 },
  { name: "late", type: "boolean", tones: yesIsWarningTones, width: 90 },
  { name: "inException", type: "boolean", tones: yesIsErrorTones, width: 110 },
  { name: "deliveredAt", type: "datetime", width: 165 },
];

const logFields: readonly FieldDefinition[] = [
  { name: "date", type: "datetime", width: 165 },
  { name: "trackingNumber", type: "link", link: { resource: SHIPMENTS, idField: "shipmentId" }, width: 170 },
  { name: "partner", type: "text", width: 130 },
  { name: "message", type: "text", width: 300 },
  { name: "rows", type: "number", integer: true, width: 90 },
  { name: "status", type: "status", enumKey: "robotStatus", options: robotStatuses, tones: robotStatusTones, width: 250 },
  // An id, not a quantity: shown as it is ("1178", never "1,178"), opening its shipment.
  { name: "shipmentId", type: "link", link: { resource: SHIPMENTS }, list: false },
  { name: "payload", type: "multiline", list: false },
];

const partnerFields: readonly FieldDefinition[] = [
  { name: "title", type: "text", required: true, maxLength: 40, width: 170 },
  { name: "description", type: "text", maxLength: 200, width: 320 },
  { name: "status", type: "status", enumKey: "partnerStatus", options: partnerStatuses, tones: partnerTones, required: true, defaultValue: "A", width: 140 },
];

/** SPEC §2 EDB > Transport Tracking: the dashboard, the shipments with their detail, the log, the partners. */
export const transportTrackingResources: ResourceDefinition[] = [
  {
    name: "edb/transport-tracking-home",
    labelKey: "menu.trackingDashboard",
    icon: <DashboardOutlined />,
    parent: MENU_GROUPS.edbTransportTracking,
    actions: ["list"],
    pages: { list: dashboardPage },
  },
  {
    name: SHIPMENTS,
    labelKey: "menu.shipments",
    icon: <LocalShippingOutlined />,
    parent: MENU_GROUPS.edbTransportTracking,
    actions: ["list", "show"],
    titleField: "trackingNumber",
    defaultSort: { field: "localDate", order: "desc" },
    fields: shipmentFields,
    pages: { show: shipmentPage },
    list: {
      quickFilters: {
        defaultKey: "open",
        options: [
          { key: "open", labelKey: "tracking.quick.open", filters: [{ field: "status", operator: "eq", value: "Open" }] },
          { key: "closed", labelKey: "tracking.quick.closed", filters: [{ field: "status", operator: "eq", value: "Closed" }] },
          { key: "all", labelKey: "tracking.quick.all", filters: [] },
        ],
      },
      hiddenColumns: ["shipmentsStatus", "modal", "eta", "lateHours", "late", "inException", "deliveredAt"],
    },
  },
  {
    name: TRACKING_LOG,
    labelKey: "menu.trackingLogs",
    icon: <ReceiptLongOutlined />,
    parent: MENU_GROUPS.edbTransportTracking,
    actions: ["list", "show"],
    titleField: "trackingNumber",
    defaultSort: { field: "date", order: "desc" },
    fields: logFields,
  },
  {
    name: "edb/edb-partner",
    labelKey: "menu.partners",
    icon: <HandshakeOutlined />,
    parent: MENU_GROUPS.edbTransportTracking,
    actions: ["list", "show", "create", "edit"],
    titleField: "title",
    defaultSort: { field: "title", order: "asc" },
    fields: partnerFields,
  },
];
