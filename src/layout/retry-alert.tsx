import { useEffect, useRef, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import type { SxProps, Theme } from "@mui/material/styles";
import { useTranslation } from "react-i18next";

interface RetryAlertProps {
  /** Reads again at once, instead of at the next refresh (or never). */
  onRetry: () => unknown;
  /** While a read is under way: Retry waits for it. */
  busy?: boolean;
  title?: ReactNode;
  /** The button's words, when the page has its own ("Try again"); "Retry" otherwise. */
  retryLabel?: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * Where the focus goes when a retry that worked takes the alert, and the focused Retry with it, away: the
 * page's title, instead of the top of the document (WCAG 2.4.3).
 */
function focusPageTitle() {
  const active = document.activeElement;
  if (active !== null && active !== document.body && active.isConnected) return;
  const title = document.querySelector<HTMLElement>("main h1");
  if (!title) return;
  if (!title.hasAttribute("tabindex")) title.setAttribute("tabindex", "-1");
  title.focus();
}

/** A read that failed: what went wrong, in the page's language, and Retry. */
export function RetryAlert({ onRetry, busy, title, retryLabel, children, sx }: RetryAlertProps) {
  const { t } = useTranslation();
  const retried = useRef(false);
  useEffect(
    () => () => {
      if (retried.current) setTimeout(focusPageTitle, 0);
    },
    [],
  );
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        // Never disabled while busy: a disabled button drops the keyboard focus it holds.
        <Button
          color="inherit"
          size="small"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (busy) return;
            retried.current = true;
            void onRetry();
          }}
        >
          {retryLabel ?? t("crud.retry")}
        </Button>
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {children}
    </Alert>
  );
}
