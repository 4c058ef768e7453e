import { useContext, useEffect } from "react";
import { useTranslate, useWarnAboutChange } from "@refinedev/core";
import { UNSAFE_NavigationContext as NavigationContext, useLocation } from "react-router-dom";
import { guardHistoryEntry } from "./history-guard";

/**
 * The unsaved-changes warning for every way out of a page: in-app links, the browser's Back and Forward,
 * and closing or reloading the tab (DESIGN §8). Refine's own notifier guards only in-app links and the tab.
 * A page turns the warning on when something is typed and off only when a save succeeds (DESIGN §8: a
 * failed save keeps the form as typed).
 */
export function UnsavedChangesGuard() {
  const translate = useTranslate();
  const { pathname, key } = useLocation();
  const { navigator } = useContext(NavigationContext);
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const message = translate("warnWhenUnsavedChanges", "Are you sure you want to leave? You have unsaved changes.");

  // A page left (after the person agreed) takes its warning with it.
  useEffect(() => () => setWarnWhen(false), [pathname, setWarnWhen]);

  useEffect(() => {
    if (!warnWhen) return;
    const mayLeave = () => {
      const agreed = window.confirm(message);
      if (agreed) setWarnWhen(false);
      return agreed;
    };
    // In-app navigation to another page; a page may keep its own state in the query string, which never asks.
    const push = navigator.push;
    navigator.push = (...args: Parameters<typeof push>) => {
      const [to] = args;
      const nextPath = typeof to === "string" ? new URL(to, window.location.href).pathname : to.pathname;
      if (nextPath !== undefined && nextPath !== window.location.pathname && !mayLeave()) return;
      push(...args);
    };
    guardHistoryEntry(mayLeave);
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium still wants returnValue set to show its own dialog.
      event.returnValue = message;
      return message;
    };
    window.addEventListener("beforeunload", ask);
    return () => {
      navigator.push = push;
      guardHistoryEntry(undefined);
      window.removeEventListener("beforeunload", ask);
    };
  }, [warnWhen, message, navigator, setWarnWhen, key]);

  return null;
}
