import type { PropsWithChildren } from "react";
import { Box } from "@mui/material";
import { DrawerStateProvider } from "./drawer-state";
import { LayoutStateProvider } from "./layout-state";
import { PageHeader } from "./page-header";
import { SideMenu } from "./side-menu";
import { TopBar } from "./top-bar";
import { UserDrawer } from "./user-drawer";
import { AppTitle } from "./app-title";

/** The signed-in layout of SPEC §2: side menu tree, top bar, breadcrumb header, right drawer. */
export function AppLayout({ children }: PropsWithChildren) {
  return (
    <LayoutStateProvider>
      <DrawerStateProvider>
        <Box sx={{ display: "flex", minHeight: "100vh" }}>
          <SideMenu Title={AppTitle} />
          <Box sx={{ display: "flex", flexDirection: "column", flex: 1, minWidth: 0 }}>
            <TopBar />
            <Box component="main" id="main-content" sx={{ flexGrow: 1, p: { xs: 1, sm: 2, lg: 3 }, bgcolor: "background.default" }}>
              <PageHeader />
              {children}
            </Box>
          </Box>
        </Box>
        <UserDrawer />
      </DrawerStateProvider>
    </LayoutStateProvider>
  );
}
