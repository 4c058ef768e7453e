import { lazy, Suspense, useState } from "react";
import { Box, IconButton, Stack } from "@mui/material";
import CloseOutlined from "@mui/icons-material/CloseOutlined";
import { useTranslation } from "react-i18next";
import { useDrawer } from "./drawer-state";
import { LoadErrorBoundary, LoadErrorPanel } from "./load-error-boundary";
import { SignOutButton } from "./sign-out-button";
import { UserDrawerFrame } from "./user-drawer-frame";

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
  const { close } = useDrawer();
  return (
    <UserDrawerFrame>
      <Box sx={{ display: "flex", justifyContent: "flex-end", borderBottom: 1, borderColor: "divider" }}>
        <IconButton onClick={close} aria-label={t("drawer.close")} sx={{ m: 0.5 }}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Stack spacing={2} sx={{ p: 2 }}>
        <LoadErrorPanel />
        <SignOutButton />
      </Stack>
    </UserDrawerFrame>
  );
}
