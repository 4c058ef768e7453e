import type { ReactNode } from "react";
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
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A read that failed: what went wrong, in the page's language, and Retry. */
export function RetryAlert({ onRetry, busy, title, children, sx }: RetryAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()} disabled={busy}>
          {t("crud.retry")}
        </Button>
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {children}
    </Alert>
  );
}
