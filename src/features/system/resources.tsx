import { preloadablePage } from "../../registry/preloadable-page";
import CampaignOutlined from "@mui/icons-material/CampaignOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import VpnKeyOutlined from "@mui/icons-material/VpnKeyOutlined";
import GridOnOutlined from "@mui/icons-material/GridOnOutlined";
import TuneOutlined from "@mui/icons-material/TuneOutlined";
import AccountTreeOutlined from "@mui/icons-material/AccountTreeOutlined";
import type { ResourceDefinition } from "../../registry/types";
import { MENU_GROUPS } from "../../registry/menu-groups";
import { resourceNames } from "../../domain/resource-names";
import { PROFILE_NAME_PATTERN } from "../../domain/policy-subject";
import { publicationTones } from "../../crud/status-tones";
import type { FieldHint } from "../../registry/fields";
import { WHOLE_PARAMETER_RANGES } from "../../domain/parameter-ranges";

const crud = ["list", "create", "edit", "show"] as const;
const noCreate = ["list", "edit", "show"] as const;

/** Under a parameter the app reads, what it sets and which values it takes (the ranges a backend holds it to). */
const parameterHints: Record<string, FieldHint> = Object.fromEntries(
  Object.entries(WHOLE_PARAMETER_RANGES).map(([name, range]) => [name, { key: `resources.parameter-system.hints.${name}`, values: range }]),
);

/** Maintenance > System (SPEC §2, §3). */
export const systemResources: ResourceDefinition[] = [
  {
    name: "informative",
    labelKey: "menu.informative",
    icon: <CampaignOutlined />,
    parent: MENU_GROUPS.maintenanceSystem,
    actions: crud,
    canDelete: true,
    titleField: "title",
    defaultSort: { field: "notificationDate", order: "desc" },
    fields: [
      { name: "title", type: "text", required: true, maxLength: 120, width: 220 },
      { name: "description", type: "multiline", required: true, maxLength: 2000, width: 280 },
      { name: "status", type: "status", options: ["published", "draft"], tones: publicationTones, required: true, defaultValue: "draft" },
      { name: "publish", type: "enum", enumKey: "yesNo", options: ["yes", "no"], required: true, defaultValue: "no" },
      { name: "notificationDate", type: "datetime", required: true, width: 170 },
      { name: "createdDate", type: "datetime", readOnly: true, width: 170 },
      { name: "updateDate", type: "datetime", readOnly: true, width: 170 },
    ],
  },
  {
    name: "users-profile",
    labelKey: "menu.usersProfile",
    icon: <GroupsOutlined />,
    parent: MENU_GROUPS.maintenanceSystem,
    actions: crud,
    canDelete: true,
    titleField: "name",
    defaultSort: { field: "accessLevel", order: "asc" },
    fields: [
      {
        name: "name",
        type: "text",
        required: true,
        maxLength: 60,
        pattern: { regex: PROFILE_NAME_PATTERN, messageKey: "validation.profileName" },
        width: 180,
      },
      { name: "resource", type: "text", required: true, maxLength: 120, width: 140 },
      { name: "idmGroup", type: "text", required: true, maxLength: 120, width: 180 },
      { name: "description", type: "multiline", maxLength: 500, width: 240 },
      { name: "isadmin", type: "boolean", defaultValue: false },
      { name: "accessLevel", type: "number", integer: true, required: true, min: 0, max: 99, defaultValue: 5 },
    ],
  },
  {
    name: "sap-impersonate-users",
    labelKey: "menu.sapImpersonateUsers",
    icon: <VpnKeyOutlined />,
    parent: MENU_GROUPS.maintenanceSystem,
    actions: crud,
    canDelete: true,
    titleField: "username",
    defaultSort: { field: "username", order: "asc" },
    fields: [
      { name: "username", type: "text", required: true, maxLength: 12, width: 160 },
      { name: "keyvault", type: "text", required: true, maxLength: 127, width: 220 },
      { name: "value", type: "secret", required: true, maxLength: 256 },
      { name: "language", type: "enum", enumKey: "sapLanguage", options: ["PT", "EN", "ES", "DE"], required: true, defaultValue: "PT" },
      // When SAP will refuse the password: the robots' logs warn as it nears (DESIGN §9.4).
      { name: "expiresAt", type: "date", width: 140 },
    ],
  },
  {
    name: "user-profile-resource",
    labelKey: "menu.userProfileResource",
    icon: <GridOnOutlined />,
    parent: MENU_GROUPS.maintenanceSystem,
    actions: crud,
    canDelete: true,
    titleField: "resource",
    defaultSort: { field: "profileId", order: "asc" },
    extraPages: [
      {
        path: "matrix",
        labelKey: "permissionMatrix.title",
        page: preloadablePage(() => import("./permission-matrix-page")),
      },
    ],
    fields: [
      { name: "profileId", type: "reference", reference: { resource: "users-profile", labelField: "name" }, required: true, width: 170 },
      { name: "resource", type: "enum", options: resourceNames, rawOptions: true, required: true, width: 240 },
      { name: "read", type: "boolean", defaultValue: true },
      { name: "create", type: "boolean", defaultValue: false },
      { name: "update", type: "boolean", defaultValue: false },
      { name: "delete", type: "boolean", defaultValue: false },
      { name: "deletable", type: "boolean", defaultValue: true },
    ],
  },
  {
    name: "parameter-system",
    labelKey: "menu.parameterSystem",
    icon: <TuneOutlined />,
    parent: MENU_GROUPS.maintenanceSystem,
    actions: noCreate,
    titleField: "name",
    defaultSort: { field: "name", order: "asc" },
    fields: [
      { name: "name", type: "text", required: true, maxLength: 60, lockedOnEdit: true, width: 220 },
      { name: "value", type: "text", required: true, maxLength: 500, width: 320, hintBy: { field: "name", hints: parameterHints } },
    ],
  },
  {
    name: "robot-pipeline",
    labelKey: "menu.robotPipeline",
    icon: <AccountTreeOutlined />,
    parent: MENU_GROUPS.maintenanceSystem,
    actions: noCreate,
    titleField: "name",
    defaultSort: { field: "name", order: "asc" },
    fields: [
      { name: "name", type: "text", required: true, maxLength: 80, width: 200 },
      { name: "description", type: "multiline", maxLength: 500, width: 260 },
      { name: "dataFactoryPipeline", type: "text", required: true, maxLength: 120, width: 220 },
      { name: "variant", type: "text", maxLength: 14, width: 140 },
      { name: "output", type: "text", maxLength: 120, width: 200 },
      { name: "transactionname", type: "text", required: true, maxLength: 20, width: 150 },
    ],
  },
];
