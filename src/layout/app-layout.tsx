import type { PropsWithChildren } from "react";
import { ThemedLayoutV2, ThemedTitleV2 } from "@refinedev/mui";
import { Box } from "@mui/material";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import { useTranslation } from "react-i18next";
import { DrawerStateProvider } from "./drawer-state";
import { PageHeader } from "./page-header";
import { SideMenu } from "./side-menu";
import { TopBar } from "./top-bar";
import { UserDrawer } from "./user-drawer";

const SIDER_KEY = "scm.siderCollapsed";

function AppTitle({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return <ThemedTitleV2 collapsed={collapsed} text={t("app.title")} icon={<LocalShippingOutlined />} />;
}

// Sign-out lives in the settings drawer (SPEC §2), so the menu shows only resources.
function AppSider() {
  return <SideMenu Title={AppTitle} />;
}

/** The signed-in layout: top bar, side menu tree, breadcrumb header, right drawer. */
export function AppLayout({ children }: PropsWithChildren) {
  return (
    <DrawerStateProvider>
      <ThemedLayoutV2
        Header={TopBar}
        Title={AppTitle}
        Sider={AppSider}
        initialSiderCollapsed={localStorage.getItem(SIDER_KEY) === "true"}
        onSiderCollapsed={(collapsed) => localStorage.setItem(SIDER_KEY, String(collapsed))}
      >
        <Box id="main-content">
          <PageHeader />
          {children}
        </Box>
      </ThemedLayoutV2>
      <UserDrawer />
    </DrawerStateProvider>
  );
}
