import { Component, type ErrorInfo, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { retryFailedPages } from "../registry/preloadable-page";

interface LoadErrorBoundaryProps {
  children: ReactNode;
  /** When it changes (another page), what failed is tried again. */
  resetKey?: unknown;
  /** Where the failure is said, when in the page's flow it would not be seen (a drawer's part). */
  fallback?: ReactNode;
}

/**
 * A part of the page whose code is downloaded when needed (a page, the map, the settings drawer): if that
 * download fails (the network dropped, or a new version replaced the files) or the part fails to draw, the
 * part says so and the rest of the page stays. Without it React took the whole app down to a blank page,
 * menu and sign-out included. Another page tries a failed page's download again; the panel offers a reload.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("A part of the page could not be shown", error, info.componentStack);
  }

  componentDidUpdate(previous: LoadErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      retryFailedPages();
      this.setState({ failed: false });
    }
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? <LoadErrorPanel />) : this.props.children;
  }
}

export function LoadErrorPanel() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t("loadError.reload")}
        </Button>
      }
    >
      <AlertTitle>{t("loadError.title")}</AlertTitle>
      {t("loadError.hint")}
    </Alert>
  );
}
