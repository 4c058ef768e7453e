import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type PropsWithChildren } from "react";
import type { NotificationProvider, OpenNotificationParams } from "@refinedev/core";
import { Alert, AlertTitle, Box, Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { translateServerMessage } from "../data/server-messages";

/** SPEC §8, §9: toasts stay 5000 ms. */
export const TOAST_MS = 5000;
const MAX_TOASTS = 4;

type Severity = "success" | "error" | "warning" | "info";

interface Toast {
  key: string;
  severity: Severity;
  message: string;
  description?: string;
  undo?: () => void;
}

const ToastContext = createContext<NotificationProvider | null>(null);

let sequence = 0;

const severityOf = (type: OpenNotificationParams["type"] | "warning"): Severity =>
  type === "progress" ? "info" : type === "warning" ? "warning" : type;

/**
 * The toasts of SPEC §8: bottom right, 5000 ms, with the success, error and warning icons of MUI's Alert.
 * Kept in the app (not a toast library) so the start-up bundle carries no second styling engine.
 */
export function ToastProvider({ children }: PropsWithChildren) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, number>());

  const close = useCallback((key: string) => {
    window.clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    setToasts((current) => current.filter((toast) => toast.key !== key));
  }, []);

  const open = useCallback(
    (params: OpenNotificationParams) => {
      // Only undoable toasts are closed by key; others get their own, so one failure twice shows twice.
      const key = params.type === "progress" && params.key ? params.key : `${params.key ?? "toast"}-${++sequence}`;
      const toast: Toast = {
        key,
        severity: severityOf(params.type),
        message: params.message,
        description: params.description,
        undo: params.type === "progress" ? params.cancelMutation : undefined,
      };
      setToasts((current) => [...current.filter((item) => item.key !== key), toast].slice(-MAX_TOASTS));
      window.clearTimeout(timers.current.get(key));
      const lifetime = params.type === "progress" ? (params.undoableTimeout ?? 5) * 1000 : TOAST_MS;
      timers.current.set(key, window.setTimeout(() => close(key), lifetime));
    },
    [close],
  );

  // A toast's timer does not outlive the provider: closing a toast of an app that is gone (a test torn down
  // with its window) would fail.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const provider = useMemo<NotificationProvider>(() => ({ open, close }), [open, close]);
  // Error toasts carry the server's message (Refine puts it in the description). It is translated when
  // shown rather than when opened, so it follows a language switch while the toast is on screen.
  const shown = (toast: Toast, text: string) =>
    toast.severity === "error" ? translateServerMessage(text, t) : text;

  return (
    <ToastContext.Provider value={provider}>
      {children}
      <Box
        sx={{
          position: "fixed",
          right: { xs: 8, sm: 24 },
          bottom: { xs: 8, sm: 24 },
          zIndex: (theme) => theme.zIndex.snackbar,
          maxWidth: { xs: "calc(100% - 16px)", sm: 420 },
        }}
      >
        <Stack spacing={1}>
          {toasts.map((toast) => (
            <Alert
              key={toast.key}
              severity={toast.severity}
              variant="filled"
              role={toast.severity === "error" || toast.severity === "warning" ? "alert" : "status"}
              onClose={() => close(toast.key)}
              slotProps={{ closeButton: { "aria-label": t("buttons.close") } }}
              action={
                toast.undo ? (
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      toast.undo?.();
                      close(toast.key);
                    }}
                  >
                    {t("buttons.undo")}
                  </Button>
                ) : undefined
              }
              data-testid="toast"
            >
              {toast.description ? (
                <AlertTitle>{shown(toast, toast.message)}</AlertTitle>
              ) : (
                shown(toast, toast.message)
              )}
              {toast.description && (
                <Box component="span" sx={{ whiteSpace: "pre-line" }}>
                  {shown(toast, toast.description)}
                </Box>
              )}
            </Alert>
          ))}
        </Stack>
      </Box>
    </ToastContext.Provider>
  );
}

/** Refine's notification provider, backed by the toasts above. */
export function useToastNotificationProvider(): NotificationProvider {
  const provider = useContext(ToastContext);
  if (!provider) throw new Error("useToastNotificationProvider needs a ToastProvider");
  return provider;
}
