import type { ReactNode } from "react";
import Drawer from "@mui/material/Drawer";
import { useTranslation } from "react-i18next";
import { useDrawer } from "./drawer-state";

/** The right drawer itself (SPEC §2), open while a panel is asked for: its panels, or why they could not load. */
export function UserDrawerFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { panel, close } = useDrawer();
  return (
    <Drawer
      anchor="right"
      open={panel !== null}
      onClose={close}
      // A modal panel that takes the focus and hides the page: announced as a named dialog (WCAG 4.1.2).
      PaperProps={{ sx: { width: { xs: "100%", sm: 400 } }, role: "dialog", "aria-modal": true, "aria-label": t("drawer.label") }}
    >
      {children}
    </Drawer>
  );
}
