import type { MouseEvent, PropsWithChildren, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Box } from "@mui/material";
import { DrawerStateProvider } from "./drawer-state";
import { LayoutStateProvider } from "./layout-state";
import { PageHeader } from "./page-header";
import { SideMenu } from "./side-menu";
import { TopBar } from "./top-bar";
import { UserDrawerSlot } from "./user-drawer-slot";
import { AppTitle } from "./app-title";
import { useRouteFocus } from "./route-focus";

/** The first stop of the Tab key: straight to the page, past the menu and the top bar (WCAG 2.4.1). */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main-content"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        document.getElementById("main-content")?.focus();
      }}
      sx={{
        position: "absolute",
        left: 8,
        top: -48,
        zIndex: "tooltip",
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: "primary.main",
        color: "primary.contrastText",
        "&:focus": { top: 8 },
      }}
    >
      {t("layout.skipToContent")}
    </Box>
  );
}

/** The signed-in layout of SPEC §2: side menu tree, top bar, breadcrumb header, right drawer. */
export function AppLayout({
  children,
  topBarItems,
}: PropsWithChildren<{ /** The app's own counters beside the bell (the exception inbox's). */ topBarItems?: ReactNode }>) {
  useRouteFocus("main-content");
  return (
    <LayoutStateProvider>
      <DrawerStateProvider>
        <SkipLink />
        <Box sx={{ display: "flex", minHeight: "100vh" }}>
          <SideMenu Title={AppTitle} />
          <Box sx={{ display: "flex", flexDirection: "column", flex: 1, minWidth: 0 }}>
            <TopBar items={topBarItems} />
            <Box component="main" id="main-content" tabIndex={-1} sx={{ outline: "none", flexGrow: 1, p: { xs: 1, sm: 2, lg: 3 }, bgcolor: "background.default" }}>
              <PageHeader />
              {children}
            </Box>
          </Box>
        </Box>
        <UserDrawerSlot />
      </DrawerStateProvider>
    </LayoutStateProvider>
  );
}
