import {
  Box,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from "@mui/material";
import dayjs from "dayjs";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUnviewedNotices } from "./use-unviewed-notices";
import { isHttpError } from "../data/http-error";
import { translateServerMessage } from "../data/server-messages";
import { RetryAlert } from "./retry-alert";

/** SPEC §9: the notifications panel is 700px high. */
export const NOTIFICATION_PANEL_HEIGHT = 700;

/**
 * The unviewed notices (SPEC §4): a click marks one viewed and it leaves the list. The focus it held goes to
 * the notice that takes its place, or to the "no new notifications" line, not to the drawer's top.
 */
export function NotificationsPanel() {
  const { t, i18n } = useTranslation();
  const { notices, isLoading, error, markViewed, retry } = useUnviewedNotices();
  const items = useRef(new Map<string | number, HTMLElement>());
  const emptyLine = useRef<HTMLElement>(null);
  const [focusAfter, setFocusAfter] = useState<{ read: string | number; next?: string | number } | null>(null);
  useEffect(() => {
    if (!focusAfter || notices.some((notice) => notice.id === focusAfter.read)) return;
    setFocusAfter(null);
    const target = focusAfter.next === undefined ? undefined : items.current.get(focusAfter.next);
    (target ?? emptyLine.current)?.focus();
  }, [focusAfter, notices]);
  const read = (index: number) => {
    const notice = notices[index]!;
    setFocusAfter({ read: notice.id, next: (notices[index + 1] ?? notices[index - 1])?.id });
    markViewed(notice);
  };
  const format = i18n.language === "pt-BR" ? "DD/MM/YYYY HH:mm" : "MM/DD/YYYY hh:mm A";

  return (
    <Box
      sx={{ height: NOTIFICATION_PANEL_HEIGHT, maxHeight: "100%", overflowY: "auto" }}
      data-testid="notifications-panel"
    >
      {isLoading && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, p: 2 }} role="status">
          <CircularProgress size={18} aria-label={t("notices.loading")} />
          <Typography>{t("notices.loading")}</Typography>
        </Box>
      )}
      {error != null && (
        <RetryAlert onRetry={retry} sx={{ m: 2 }}>
          {t("notices.loadError", {
            message: isHttpError(error) ? translateServerMessage(error.message, t) : t("errors.communication"),
          })}
        </RetryAlert>
      )}
      {!isLoading && !error && notices.length === 0 && (
        <Typography ref={emptyLine} tabIndex={-1} sx={{ p: 2 }} color="text.secondary">
          {t("notices.empty")}
        </Typography>
      )}
      {notices.length > 0 && (
        <List disablePadding>
          {notices.map((notice, index) => (
            <ListItem key={notice.id} disablePadding divider>
              <ListItemButton
                ref={(element: HTMLDivElement | null) => {
                  if (element) items.current.set(notice.id, element);
                  else items.current.delete(notice.id);
                }}
                alignItems="flex-start"
                onClick={() => read(index)}
                aria-label={t("notices.markAsRead", { title: notice.title })}
                // The name says what the button does; the notice itself is read as its description.
                aria-describedby={`notice-${notice.id}-text notice-${notice.id}-date`}
              >
                <ListItemText
                  primary={notice.title}
                  primaryTypographyProps={{ fontWeight: 600 }}
                  secondary={
                    <>
                      <Typography
                        id={`notice-${notice.id}-text`}
                        component="span"
                        variant="body2"
                        sx={{ display: "block", whiteSpace: "pre-line" }}
                      >
                        {notice.description}
                      </Typography>
                      <Typography id={`notice-${notice.id}-date`} component="span" variant="caption" color="text.secondary">
                        {t("notices.updated", { date: dayjs(notice.updateDate).format(format) })}
                      </Typography>
                    </>
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
