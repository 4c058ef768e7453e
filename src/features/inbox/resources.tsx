import MoveToInboxOutlined from "@mui/icons-material/MoveToInboxOutlined";
import OpenInNewOutlined from "@mui/icons-material/OpenInNewOutlined";
import type { InboxItem } from "../../api/inbox";
import type { ResourceDefinition } from "../../registry/types";
import { HideToggle, INBOX, InboxSentence } from "./inbox-cells";
import { inboxFields, inboxQuickFilters } from "./inbox-fields";
import { inboxSentence } from "./inbox-text";

const itemOf = (row: Record<string, unknown>) => row as unknown as InboxItem;
const linkOf = (row: Record<string, unknown>) => itemOf(row).link;

/**
 * The exception inbox (DESIGN §9): a route of our own under Home. A generic list of the server's items, so
 * it pages, sorts, filters, exports and keeps views like every list; a row opens the screen that resolves it.
 */
export const inboxResources: ResourceDefinition[] = [
  {
    name: INBOX,
    labelKey: "menu.inbox",
    icon: <MoveToInboxOutlined />,
    actions: ["list"],
    titleField: "subject",
    fields: inboxFields,
    list: {
      quickFilters: inboxQuickFilters,
      hiddenColumns: ["kind", "mine"],
      rowLink: linkOf,
      autoRowHeight: true,
      rowActions: [{ key: "open", labelKey: "inbox.openItem", icon: <OpenInNewOutlined />, access: "list", to: linkOf }],
      cells: {
        reason: (row) => <InboxSentence item={itemOf(row)} />,
        hidden: (row) => <HideToggle item={itemOf(row)} />,
      },
      // The file says what happened as the screen does, not the reason's bare label.
      exportText: { reason: (row, t, language) => inboxSentence(itemOf(row), t, language) },
    },
  },
];
