import MoveToInboxOutlined from "@mui/icons-material/MoveToInboxOutlined";
import GavelOutlined from "@mui/icons-material/GavelOutlined";
import TvOutlined from "@mui/icons-material/TvOutlined";
import { PRIORITY_DISPLAY, PRIORITY_SHIPMENTS, TRADE_COMPLIANCE } from "../../domain/priority-shipments";
import { complianceFields, inboundFields, quickFilters } from "./priority-fields";
import { MENU_GROUPS } from "../../registry/menu-groups";
import { preloadablePage } from "../../registry/preloadable-page";
import type { ResourceDefinition } from "../../registry/types";

const displayPage = preloadablePage(() => import("./display-board-page"));

/** SPEC §2 EDB > Priority Shipments: Inbound, Trade compliance and the meeting's display board. */
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
      quickFilters,
      hiddenColumns: ["planner", "process", "whereUsed", "neededFor", "gap", "board", "invoiceDsr", "glDate", "pvdDate", "createdBy"],
    },
  },
  {
    name: TRADE_COMPLIANCE,
    labelKey: "menu.tradeCompliance",
    icon: <GavelOutlined />,
    parent: MENU_GROUPS.edbPriorityShipments,
    actions: ["list", "show", "edit"],
    titleField: "invoiceInb",
    defaultSort: { field: "eta", order: "asc" },
    fields: complianceFields,
    list: { quickFilters, hiddenColumns: ["origin", "hawb", "meeting", "process"] },
  },
  {
    name: PRIORITY_DISPLAY,
    labelKey: "menu.priorityDisplay",
    icon: <TvOutlined />,
    parent: MENU_GROUPS.edbPriorityShipments,
    actions: ["list"],
    pages: { list: displayPage },
  },
];
