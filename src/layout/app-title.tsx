import { Box, Typography } from "@mui/material";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";

/** The product's mark at the head of the menu; a way home. */
export function AppTitle({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to="/main"
      aria-label={t("app.title")}
      sx={{ display: "flex", alignItems: "center", gap: 1, color: "text.primary", textDecoration: "none", minWidth: 0 }}
    >
      <LocalShippingOutlined color="primary" aria-hidden />
      {!collapsed && (
        <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {t("app.title")}
        </Typography>
      )}
    </Box>
  );
}
