import { useBreadcrumb } from "@refinedev/core";
import { Box, Breadcrumbs, FormControlLabel, Link as MuiLink, Switch, Typography } from "@mui/material";
import { Link } from "react-router-dom";
import DarkModeOutlined from "@mui/icons-material/DarkModeOutlined";
import { useTranslation } from "react-i18next";
import { useColorMode } from "../theme/color-mode-provider";

/** SPEC §2: the breadcrumb header with the light/dark switch. */
export function PageHeader() {
  const { t } = useTranslation();
  const { mode, toggle } = useColorMode();
  const { breadcrumbs } = useBreadcrumb();
  return (
    <Box
      sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 2, minHeight: 40 }}
    >
      <Breadcrumbs aria-label={t("header.breadcrumb")} sx={{ "& .MuiBreadcrumbs-li": { display: "flex", alignItems: "center" } }}>
        {breadcrumbs.map((crumb, index) => {
          const last = index === breadcrumbs.length - 1;
          return crumb.href && !last ? (
            <MuiLink key={`${crumb.label}-${index}`} component={Link} to={crumb.href} underline="hover" color="inherit">
              {crumb.label}
            </MuiLink>
          ) : (
            <Typography key={`${crumb.label}-${index}`} color={last ? "text.primary" : "text.secondary"} aria-current={last ? "page" : undefined}>
              {crumb.label}
            </Typography>
          );
        })}
      </Breadcrumbs>
      <FormControlLabel
        sx={{ ml: "auto" }}
        control={
          <Switch
            checked={mode === "dark"}
            onChange={toggle}
            data-testid="theme-switch"
          />
        }
        label={
          <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
            <DarkModeOutlined fontSize="small" aria-hidden />
            {t("theme.dark")}
          </Box>
        }
      />
    </Box>
  );
}
