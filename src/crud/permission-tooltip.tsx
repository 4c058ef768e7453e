import type { ReactElement } from "react";
import Box from "@mui/material/Box";
import Tooltip from "@mui/material/Tooltip";
import { useTranslation } from "react-i18next";

/**
 * A control the person may not use is shown disabled, not hidden (SPEC §6), and says why in a tooltip. A
 * disabled button takes no pointer or focus events, so the tooltip sits on a wrapper that does; the wrapper
 * is focusable and carries the reason for screen readers too.
 */
export function PermissionTooltip({ allowed, children }: { allowed: boolean; children: ReactElement }) {
  const { t } = useTranslation();
  if (allowed) return children;
  const reason = t("buttons.notAccessTitle");
  return (
    <Tooltip title={reason}>
      <Box component="span" role="group" tabIndex={0} aria-label={reason} data-testid="permission-reason" sx={{ display: "inline-flex" }}>
        {children}
      </Box>
    </Tooltip>
  );
}
