import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import type { FieldDefinition } from "../../registry/fields";
import { MENU_GROUPS } from "../../registry/menu-groups";
import type { ResourceDefinition } from "../../registry/types";
import { preloadablePage } from "../../registry/preloadable-page";
import { robotStatusTones } from "../../crud/status-tones";
import { robotStatuses } from "../../domain/maintenance-options";

const status: FieldDefinition = {
  name: "type",
  type: "status",
  enumKey: "robotStatus",
  options: robotStatuses,
  tones: robotStatusTones,
  width: 260,
};

/** SPEC §3's execution log entry: what every SAP download and simulation wrote, newest first. */
const logFields: readonly FieldDefinition[] = [
  { name: "date", type: "datetime", width: 170 },
  { name: "robotprocess", type: "text", width: 130 },
  { name: "routine", type: "text", width: 240 },
  status,
  { name: "rows", type: "number", width: 100 },
  { name: "time", type: "text", width: 100 },
  // A message that only repeats the status is not shown twice.
  { name: "message", type: "text", width: 280, serverText: { repeats: status } },
  // The module by its name: its number (SPEC §3's moduloId) tells a person nothing.
  { name: "moduloId", type: "enum", enumKey: "robotModule", options: ["1", "2", "3", "4"], width: 100, list: false },
  // Joined in by the server from SAP impersonate users: the username only, never its secret.
  { name: "sapUser", type: "text", width: 140 },
];

/** Newest first, all statuses by default; one click to the runs that need a look. */
const statusFilters = {
  defaultKey: "all",
  options: [
    { key: "all", labelKey: "robotLog.quick.all", filters: [] },
    ...robotStatuses.map((value) => ({
      key: value,
      labelKey: `robotLog.quick.${value}`,
      filters: [{ field: "type", operator: "eq" as const, value }],
    })),
  ],
};

const showPage = preloadablePage(() => import("./robot-log-show-page"));

const robotLog = (name: string, parent: string, extra: Partial<ResourceDefinition> = {}): ResourceDefinition => ({
  name,
  labelKey: "menu.robotProcessLog",
  icon: <ReceiptLongOutlined />,
  parent,
  actions: ["list", "show"],
  titleField: "routine",
  defaultSort: { field: "date", order: "desc" },
  fields: logFields,
  pages: { show: showPage },
  list: { quickFilters: statusFilters, hiddenColumns: ["sapUser"] },
  ...extra,
});

/** EDB > Logs (SPEC §2): the runs of EDB's and CTB's robots. */
export const edbRobotLogResources: ResourceDefinition[] = [robotLog("edb/robot-process-log", MENU_GROUPS.edbLogs)];

/** EFA's log, on the EFA backend. */
export const efaRobotLogResources: ResourceDefinition[] = [
  robotLog("efa/robot-process-log", MENU_GROUPS.efa, { apiPath: "robot-process-log", dataProvider: "apiEfa" }),
];
