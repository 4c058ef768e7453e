import type { PropsWithChildren } from "react";
import { useCan } from "@refinedev/core";
import { useParams } from "react-router-dom";
import { Box, CircularProgress, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { UnauthorizedPanel } from "../features/unauthorized/unauthorized-panel";

/**
 * SPEC §6: every route needs list permission on its resource, else the Unauthorized screen inside the
 * layout; show, edit and create routes also need that action (on resource/id for show and edit).
 */
export function AccessGate({ resource, action, children }: PropsWithChildren<{ resource: string; action: string }>) {
  const { t } = useTranslation();
  const { id } = useParams();
  const list = useCan({ resource, action: "list" });
  const specific = useCan({
    resource,
    action,
    params: id === undefined ? undefined : { id },
    queryOptions: { enabled: action !== "list" },
  });
  const decided = list.data !== undefined && (action === "list" || specific.data !== undefined);
  if (!decided) return <PageLoading label={t("access.checking")} />;
  if (!list.data?.can || (action !== "list" && !specific.data?.can)) {
    return <UnauthorizedPanel message={t("access.moduleDenied")} />;
  }
  return <>{children}</>;
}

export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 2, p: 4 }} role="status">
      <CircularProgress size={28} aria-label={label ?? t("loading")} />
      <Typography color="text.secondary">{label ?? t("loading")}</Typography>
    </Box>
  );
}
