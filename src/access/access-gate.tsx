import type { PropsWithChildren } from "react";
import { useCan } from "@refinedev/core";
import { Box, CircularProgress, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { UnauthorizedPanel } from "../features/unauthorized/unauthorized-panel";

/** SPEC §6: a page without list permission shows the Unauthorized screen, inside the layout. */
export function AccessGate({ resource, action, children }: PropsWithChildren<{ resource: string; action: string }>) {
  const { t } = useTranslation();
  const { data } = useCan({ resource, action });
  if (data === undefined) return <PageLoading label={t("access.checking")} />;
  if (!data.can) return <UnauthorizedPanel message={t("access.moduleDenied")} />;
  return <>{children}</>;
}

export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 2, p: 4 }} role="status">
      <CircularProgress size={28} />
      <Typography color="text.secondary">{label ?? t("loading")}</Typography>
    </Box>
  );
}
