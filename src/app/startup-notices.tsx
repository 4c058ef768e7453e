import { useEffect, useRef, useState } from "react";
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
export function StartupNotices({
  notices: atStart,
  later,
}: {
  notices: readonly DemoDataNotice[];
  /** Notices of a first save still under way at start (a fresh database), shown when it ends. */
  later?: Promise<readonly DemoDataNotice[]>;
}) {
  const { open } = useNotification();
  const { t } = useTranslation();
  const [arrived, setArrived] = useState<readonly DemoDataNotice[]>([]);
  useEffect(() => {
    let current = true;
    void later?.then((found) => current && found.length > 0 && setArrived(found));
    return () => {
      current = false;
    };
  }, [later]);
  const notices = arrived.length > 0 ? arrived : atStart;
  // Kept across StrictMode's second mount, so each notice shows once.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || !open || notices.length === 0) return;
    shown.current = true;
    for (const notice of notices)
      open({ type: "error", message: t(messageKeys[notice]), key: `demo-data-${notice}` });
  }, [notices, open, t]);
  return null;
}
