import { Box, CircularProgress, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** A page, or the access decision for it, on its way: a named status, so screen readers hear it too. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 2, p: 4 }} role="status">
      <CircularProgress size={28} aria-label={label ?? t("loading")} />
      <Typography color="text.secondary">{label ?? t("loading")}</Typography>
    </Box>
  );
}
