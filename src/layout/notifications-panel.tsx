import {
  Alert,
  Box,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from "@mui/material";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { useUnviewedNotices } from "./use-unviewed-notices";
import { isHttpError } from "../data/http-error";

/** SPEC §9: the notifications panel is 700px high. */
export const NOTIFICATION_PANEL_HEIGHT = 700;

export function NotificationsPanel() {
  const { t, i18n } = useTranslation();
  const { notices, isLoading, error, markViewed } = useUnviewedNotices();
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
        <Alert severity="error" sx={{ m: 2 }}>
          {t("notices.loadError", {
            message: isHttpError(error) ? error.message : t("errors.communication"),
          })}
        </Alert>
      )}
      {!isLoading && !error && notices.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t("notices.empty")}
        </Typography>
      )}
      {notices.length > 0 && (
        <List disablePadding>
          {notices.map((notice) => (
            <ListItem key={notice.id} disablePadding divider>
              <ListItemButton
                alignItems="flex-start"
                onClick={() => markViewed(notice)}
                aria-label={t("notices.markAsRead", { title: notice.title })}
              >
                <ListItemText
                  primary={notice.title}
                  primaryTypographyProps={{ fontWeight: 600 }}
                  secondary={
                    <>
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ display: "block", whiteSpace: "pre-line" }}
                      >
                        {notice.description}
                      </Typography>
                      <Typography component="span" variant="caption" color="text.secondary">
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
