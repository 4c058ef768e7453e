import type { PropsWithChildren } from "react";
import { Box, Paper, Stack, Typography } from "@mui/material";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import { useTranslation } from "react-i18next";

/** SPEC §2: the layout without menu, for sign-in and blocked pages. */
export function BlankLayout({ children }: PropsWithChildren) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2, bgcolor: "background.default" }}
    >
      <Paper variant="outlined" sx={{ width: "100%", maxWidth: 520, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 3 }}>
          <LocalShippingOutlined color="primary" fontSize="large" aria-hidden />
          <div>
            <Typography component="h1" variant="h6" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
              {t("app.title")}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t("app.version")}
            </Typography>
          </div>
        </Stack>
        {children}
      </Paper>
    </Box>
  );
}
