import { Box, IconButton, Tab, Tabs } from "@mui/material";
import CloseOutlined from "@mui/icons-material/CloseOutlined";
import { useTranslation } from "react-i18next";
import { useDrawer } from "./drawer-state";
import { NotificationsPanel } from "./notifications-panel";
import { SettingsPanel } from "./settings-panel";
import { UserDrawerFrame } from "./user-drawer-frame";

/** SPEC §2: the right drawer with its two panels, Settings and Notifications. */
export function UserDrawer() {
  const { t } = useTranslation();
  const { panel, open, close } = useDrawer();

  return (
    <UserDrawerFrame>
      <Box sx={{ display: "flex", alignItems: "center", borderBottom: 1, borderColor: "divider" }}>
        <Tabs
          value={panel ?? "settings"}
          onChange={(_, value: "settings" | "notifications") => open(value)}
          sx={{ flexGrow: 1 }}
          aria-label={t("drawer.label")}
        >
          <Tab
            value="settings"
            label={t("drawer.tabs.settings")}
            id="drawer-tab-settings"
            aria-controls="drawer-panel"
          />
          <Tab
            value="notifications"
            label={t("drawer.tabs.notifications")}
            id="drawer-tab-notifications"
            aria-controls="drawer-panel"
          />
        </Tabs>
        <IconButton onClick={close} aria-label={t("drawer.close")} sx={{ mr: 1 }}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Box role="tabpanel" id="drawer-panel" aria-labelledby={`drawer-tab-${panel ?? "settings"}`}>
        {panel === "notifications" ? <NotificationsPanel /> : <SettingsPanel />}
      </Box>
    </UserDrawerFrame>
  );
}
