import { lazy, Suspense, useState } from "react";
import { Box, Button, Drawer, IconButton, Stack } from "@mui/material";
import CloseOutlined from "@mui/icons-material/CloseOutlined";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import { useTranslation } from "react-i18next";
import { useDrawer } from "./drawer-state";
import { LoadErrorBoundary, LoadErrorPanel } from "./load-error-boundary";
import { useSignOut } from "./use-sign-out";

const UserDrawer = lazy(() => import("./user-drawer").then(({ UserDrawer }) => ({ default: UserDrawer })));

/**
 * The right drawer is code of its own, loaded the first time a panel is asked for: its tabs and the settings'
 * selects stay out of every page's start-up (DESIGN §9.6). Once loaded it stays mounted, so it slides closed.
 */
export function UserDrawerSlot() {
  const { panel } = useDrawer();
  const [wanted, setWanted] = useState(false);
  if (panel !== null && !wanted) setWanted(true);
  return wanted ? (
    <LoadErrorBoundary fallback={<DrawerNotLoaded />}>
      <Suspense fallback={null}>
        <UserDrawer />
      </Suspense>
    </LoadErrorBoundary>
  ) : null;
}

/**
 * The drawer whose code could not be downloaded: said where the person looks, with Sign out, which must never
 * depend on that download (in the page's flow the failure sat below the page, out of sight).
 */
function DrawerNotLoaded() {
  const { t } = useTranslation();
  const { panel, close } = useDrawer();
  const { signOut, signingOut } = useSignOut();
  return (
    <Drawer
      anchor="right"
      open={panel !== null}
      onClose={close}
      PaperProps={{ sx: { width: { xs: "100%", sm: 400 } }, "aria-label": t("drawer.label") }}
    >
      <Box sx={{ display: "flex", justifyContent: "flex-end", borderBottom: 1, borderColor: "divider" }}>
        <IconButton onClick={close} aria-label={t("drawer.close")} sx={{ m: 0.5 }}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Stack spacing={2} sx={{ p: 2 }}>
        <LoadErrorPanel />
        <Button
          variant="contained"
          color="primary"
          startIcon={<LogoutOutlined />}
          onClick={signOut}
          disabled={signingOut}
        >
          {t("settings.signOut")}
        </Button>
      </Stack>
    </Drawer>
  );
}
