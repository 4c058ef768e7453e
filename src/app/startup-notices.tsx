import { useEffect, useRef } from "react";
import { useNotification } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { DemoDataNotice } from "../api/demo-backend";

const messageKeys: Record<DemoDataNotice, string> = {
  reseeded: "settings.demoDataReseeded",
  notSaved: "settings.demoDataNotSaved",
};

/**
 * Tells the person, once, what the demo backend reported at start (DESIGN §9.5): their demo data could not be
 * read and was reseeded, or this browser will not keep it. A toast, as every other message of the app.
 */
export function StartupNotices({ notices }: { notices: readonly DemoDataNotice[] }) {
  const { open } = useNotification();
  const { t } = useTranslation();
  // Kept across StrictMode's second mount, so each notice shows once.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || !open || notices.length === 0) return;
    shown.current = true;
    for (const notice of notices) open({ type: "error", message: t(messageKeys[notice]), key: `demo-data-${notice}` });
  }, [notices, open, t]);
  return null;
}
