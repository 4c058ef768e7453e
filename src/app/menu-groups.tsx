import FactoryOutlined from "@mui/icons-material/FactoryOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import HandymanOutlined from "@mui/icons-material/HandymanOutlined";
import BuildOutlined from "@mui/icons-material/BuildOutlined";
import SettingsSuggestOutlined from "@mui/icons-material/SettingsSuggestOutlined";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import PrecisionManufacturingOutlined from "@mui/icons-material/PrecisionManufacturingOutlined";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import PublicOutlined from "@mui/icons-material/PublicOutlined";
import PriorityHighOutlined from "@mui/icons-material/PriorityHighOutlined";
import { MENU_GROUPS } from "../registry/menu-groups";
import type { MenuGroupDefinition } from "../registry/types";

/** SPEC §2's menu groups with their labels and icons; a group shows only when one of its entries may be listed. */
export const menuGroups: MenuGroupDefinition[] = [
  { name: MENU_GROUPS.edb, labelKey: "menu.edb", icon: <FactoryOutlined /> },
  {
    name: MENU_GROUPS.edbMaterialCapability,
    labelKey: "menu.materialCapability",
    icon: <PrecisionManufacturingOutlined />,
    parent: MENU_GROUPS.edb,
  },
  { name: MENU_GROUPS.edbCtb, labelKey: "menu.ctb", icon: <Inventory2Outlined />, parent: MENU_GROUPS.edb },
  {
    name: MENU_GROUPS.edbPriorityShipments,
    labelKey: "menu.priorityShipments",
    icon: <PriorityHighOutlined />,
    parent: MENU_GROUPS.edb,
  },
  {
    name: MENU_GROUPS.edbTransportTracking,
    labelKey: "menu.transportTracking",
    icon: <LocalShippingOutlined />,
    parent: MENU_GROUPS.edb,
  },
  { name: MENU_GROUPS.edbLogs, labelKey: "menu.logs", icon: <ReceiptLongOutlined />, parent: MENU_GROUPS.edb },
  { name: MENU_GROUPS.efa, labelKey: "menu.efa", icon: <HandymanOutlined /> },
  { name: MENU_GROUPS.maintenance, labelKey: "menu.maintenance", icon: <BuildOutlined /> },
  {
    name: MENU_GROUPS.maintenanceSystem,
    labelKey: "menu.system",
    icon: <SettingsSuggestOutlined />,
    parent: MENU_GROUPS.maintenance,
  },
  {
    name: MENU_GROUPS.maintenanceEdbTransportTracking,
    labelKey: "menu.edbTransportTracking",
    icon: <LocalShippingOutlined />,
    parent: MENU_GROUPS.maintenance,
  },
  {
    name: MENU_GROUPS.maintenanceEdbMaterialCapability,
    labelKey: "menu.edbMaterialCapability",
    icon: <PrecisionManufacturingOutlined />,
    parent: MENU_GROUPS.maintenance,
  },
  {
    name: MENU_GROUPS.maintenanceEdbCtb,
    labelKey: "menu.edbCtb",
    icon: <Inventory2Outlined />,
    parent: MENU_GROUPS.maintenance,
  },
  {
    name: MENU_GROUPS.maintenanceEdbGeneral,
    labelKey: "menu.edbGeneral",
    icon: <PublicOutlined />,
    parent: MENU_GROUPS.maintenance,
  },
  {
    name: MENU_GROUPS.maintenanceEfaMaterialCapability,
    labelKey: "menu.efaMaterialCapability",
    icon: <PrecisionManufacturingOutlined />,
    parent: MENU_GROUPS.maintenance,
  },
];
