import { useState } from "react";
import { useInvalidate, useNotification } from "@refinedev/core";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import VisibilityOffOutlined from "@mui/icons-material/VisibilityOffOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import { useTranslation } from "react-i18next";
import type { InboxItem } from "../../api/inbox";
import { useBackendClient } from "../../data/backend-clients";
import { useErrorMessage } from "../../data/server-messages";
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

/**
 * Hides the item for this person until it changes, or shows it again (DESIGN §9). The list and the count in
 * the top bar are asked again, so both follow at once.
 */
export function HideToggle({ item }: { item: InboxItem }) {
  const { t } = useTranslation();
  const client = useBackendClient("default");
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const errorMessage = useErrorMessage();
  const [pending, setPending] = useState(false);
  const hide = !item.hidden;
  const label = t(hide ? "inbox.hide" : "inbox.show");

  const toggle = async () => {
    setPending(true);
    try {
      await setItemHidden(client, { id: item.id, fingerprint: item.fingerprint, hidden: hide });
      await invalidate({ resource: INBOX, invalidates: ["list"] });
      open?.({ type: "success", message: t(hide ? "inbox.hidden" : "inbox.shown", { subject: item.subject }), key: `inbox-${item.id}` });
    } catch (cause) {
      open?.({ type: "error", message: `${t("inbox.hideFailed")} ${errorMessage(cause)}`, key: `inbox-${item.id}` });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      size="small"
      startIcon={hide ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
      onClick={() => void toggle()}
      disabled={pending}
      aria-label={`${label}: ${item.subject}`}
    >
      {label}
    </Button>
  );
}
