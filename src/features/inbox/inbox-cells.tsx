import { useState } from "react";
import { useNotification } from "@refinedev/core";
import { useGridApiContext } from "@mui/x-data-grid";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import VisibilityOffOutlined from "@mui/icons-material/VisibilityOffOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import { useTranslation } from "react-i18next";
import type { InboxItem } from "../../api/inbox";
import { useBackendClient } from "../../data/backend-clients";
import { useErrorMessage } from "../../data/server-messages";
import { useSessionFaults, useSharedInvalidate } from "../../crud/operations/shared-refine-calls";
import { setItemHidden } from "./inbox-calls";
import { inboxSentence } from "./inbox-text";

export const INBOX = "inbox";

/** What the item is, in a sentence of the page's language. */
export function InboxSentence({ item }: { item: InboxItem }) {
  const { t, i18n } = useTranslation();
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: "normal", lineHeight: 1.35, py: 0.5 }}>
      {inboxSentence(item, t, i18n.language)}
    </Typography>
  );
}

/** The column the toggle is the cell of (inbox-fields.ts). */
const TOGGLE_COLUMN = "hidden";
/** How long a row that left the list is waited for to be gone from the page, in turns of the event loop. */
const ROW_GONE_TURNS = 50;

/**
 * Hides the item for this person until it changes, or shows it again (DESIGN §9). The list and the count in
 * the top bar are asked again, so both follow at once. The row then leaves the list, and the focus with it:
 * a keyboard or screen-reader user is put on the same cell of the row that took its place, not at the top of
 * the page.
 */
export function HideToggle({ item }: { item: InboxItem }) {
  const { t } = useTranslation();
  const client = useBackendClient("default");
  const invalidate = useSharedInvalidate();
  const { open } = useNotification();
  const errorMessage = useErrorMessage();
  const sessionFaults = useSessionFaults();
  const [pending, setPending] = useState(false);
  const apiRef = useGridApiContext();
  const hide = !item.hidden;
  const label = t(hide ? "inbox.hide" : "inbox.show");

  /** Once the row is gone (the toggle with it), the focus it held goes to the same cell of the row in its place. */
  const keepFocusInGrid = async (button: HTMLElement, index: number) => {
    for (let turn = 0; turn < ROW_GONE_TURNS && button.isConnected; turn += 1)
      await new Promise((resolve) => setTimeout(resolve, 0));
    if (button.isConnected || (document.activeElement !== null && document.activeElement !== document.body)) return;
    const next = apiRef.current.getAllRowIds().at(index) ?? apiRef.current.getAllRowIds().at(-1);
    if (next !== undefined) apiRef.current.setCellFocus(next, TOGGLE_COLUMN);
  };

  const toggle = async (button: HTMLElement) => {
    setPending(true);
    const index = apiRef.current.getRowIndexRelativeToVisibleRows(item.id);
    try {
      await setItemHidden(client, { id: item.id, fingerprint: item.fingerprint, hidden: hide });
      await invalidate({ resource: INBOX, invalidates: ["list"] });
      void keepFocusInGrid(button, index);
      open?.({ type: "success", message: t(hide ? "inbox.hidden" : "inbox.shown", { subject: item.subject }), key: `inbox-${item.id}` });
    } catch (cause) {
      sessionFaults(cause);
      open?.({ type: "error", message: `${t("inbox.hideFailed")} ${errorMessage(cause)}`, key: `inbox-${item.id}` });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      size="small"
      startIcon={hide ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
      onClick={(event) => void toggle(event.currentTarget)}
      disabled={pending}
      aria-label={`${label}: ${item.subject}`}
    >
      {label}
    </Button>
  );
}
