import { useMemo } from "react";
import type { NotificationProvider } from "@refinedev/core";
import { useNotificationProvider } from "@refinedev/mui";

let sequence = 0;

/**
 * Refine keys its toasts by resource and hook, so the same failure twice would put two toasts with one key
 * on screen (React drops one). Only undoable (progress) toasts need their key back, to be closed.
 */
export function useAppNotificationProvider(): NotificationProvider {
  const base = useNotificationProvider();
  return useMemo(
    () => ({
      open: (params) =>
        base.open({ ...params, key: params.type === "progress" ? params.key : `${params.key ?? "toast"}-${++sequence}` }),
      close: base.close,
    }),
    [base],
  );
}
