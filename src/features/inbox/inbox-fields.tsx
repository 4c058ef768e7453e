import ErrorOutline from "@mui/icons-material/ErrorOutline";
import InfoOutlined from "@mui/icons-material/InfoOutlined";
import WarningAmberOutlined from "@mui/icons-material/WarningAmberOutlined";
import { INBOX_KINDS, INBOX_MODULES, INBOX_REASONS, INBOX_SEVERITIES } from "../../api/inbox";
import type { FieldDefinition } from "../../registry/fields";
import type { QuickFilter } from "../../registry/types";

/** How bad an item is, as a chip that does not rely on colour alone (icon and word). */
const severityTones: NonNullable<FieldDefinition["tones"]> = {
  critical: { tone: "error", icon: <ErrorOutline /> },
  high: { tone: "warning", icon: <WarningAmberOutlined /> },
  medium: { tone: "info", icon: <InfoOutlined /> },
};

/**
 * The inbox's columns (DESIGN §9): how bad, what, the Hide toggle, since when; kind and module to filter by.
 * The toggle is the inbox's own action, so it comes right after the sentence, before the columns that only
 * inform: with the menu open, the sentence is in view at 1024 px and the toggle at 1366 px (at 1024 px, with
 * the menu folded).
 */
export const inboxFields: readonly FieldDefinition[] = [
  { name: "severity", type: "status", enumKey: "inboxSeverity", options: INBOX_SEVERITIES, tones: severityTones, width: 110 },
  { name: "subject", type: "text", width: 140 },
  // The sentence is drawn from the reason and the item's facts (inbox-cells.tsx); filtering is by reason.
  { name: "reason", type: "enum", enumKey: "inboxReason", options: INBOX_REASONS, width: 300, sortable: false },
  { name: "hidden", type: "boolean", width: 150, sortable: false },
  { name: "since", type: "datetime", width: 150 },
  { name: "kind", type: "enum", enumKey: "inboxKind", options: INBOX_KINDS, width: 150 },
  { name: "module", type: "enum", enumKey: "inboxModule", options: INBOX_MODULES, width: 120 },
  { name: "mine", type: "boolean", width: 90 },
];

/** Open items by default; the person's own; what they hid (DESIGN §9). */
export const inboxQuickFilters: { options: readonly QuickFilter[]; defaultKey: string } = {
  defaultKey: "open",
  options: [
    { key: "open", labelKey: "inbox.quick.open", filters: [{ field: "hidden", operator: "eq", value: "false" }] },
    {
      key: "mine",
      labelKey: "inbox.quick.mine",
      filters: [
        { field: "mine", operator: "eq", value: "true" },
        { field: "hidden", operator: "eq", value: "false" },
      ],
    },
    { key: "hidden", labelKey: "inbox.quick.hidden", filters: [{ field: "hidden", operator: "eq", value: "true" }] },
  ],
};
