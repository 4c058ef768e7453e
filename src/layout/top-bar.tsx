import type { ReactNode } from "react";
import { useGetIdentity } from "@refinedev/core";
import { AppBar, Badge, Box, Button, IconButton, Toolbar, Tooltip, Typography } from "@mui/material";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import MenuOutlined from "@mui/icons-material/MenuOutlined";
import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import { useTranslation } from "react-i18next";
import type { SessionIdentity } from "../auth/auth-provider";
import { useDrawer } from "./drawer-state";
import { useUnviewedNotices } from "./use-unviewed-notices";
import { useLayoutState } from "./layout-state";

/**
 * SPEC §2 top bar: title, version, the bell with the unviewed count, and the upper-cased user name; the app's
 * own counters (the exception inbox's, DESIGN §9) just before the bell.
 */
export function TopBar({ items }: { items?: ReactNode }) {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<SessionIdentity>();
  const { count } = useUnviewedNotices();
  const drawer = useDrawer();
  const layout = useLayoutState();
  const userName = identity?.userName ?? "";

  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: 1 }}>
        {/* Small screens: the menu drawer; wide screens: brings a collapsed menu back. */}
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t("header.toggleMenu")}
          onClick={() => layout.setMobileOpen(!layout.mobileOpen)}
          sx={{ display: { xs: "inline-flex", md: "none" } }}
        >
          <MenuOutlined />
        </IconButton>
        {layout.siderCollapsed && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t("header.toggleMenu")}
            onClick={() => layout.setSiderCollapsed(false)}
            sx={{ display: { xs: "none", md: "inline-flex" } }}
          >
            <MenuOutlined />
          </IconButton>
        )}
        <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 600 }}>
          {t("app.title")}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary" data-testid="app-version">
          {t("app.version")}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {items}
        <Tooltip title={t("header.notificationCount", { count })}>
          <IconButton
            color="inherit"
            aria-label={`${t("header.openNotifications")}: ${t("header.notificationCount", { count })}`}
            onClick={() => drawer.open("notifications")}
          >
            <Badge badgeContent={count} color="error" max={99} data-testid="notification-count">
              <NotificationsOutlined />
            </Badge>
          </IconButton>
        </Tooltip>
        <Button
          color="inherit"
          startIcon={<AccountCircleOutlined />}
          onClick={() => drawer.open("settings")}
          aria-label={t("header.openSettings", { name: userName })}
          data-testid="user-name"
          sx={{ textTransform: "none", fontWeight: 600 }}
        >
          {userName}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
