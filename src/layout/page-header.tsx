import { Breadcrumb } from "@refinedev/mui";
import { Box, FormControlLabel, Switch } from "@mui/material";
import DarkModeOutlined from "@mui/icons-material/DarkModeOutlined";
import { useTranslation } from "react-i18next";
import { useColorMode } from "../theme/color-mode-provider";

/** SPEC §2: the breadcrumb header with the light/dark switch. */
export function PageHeader() {
  const { t } = useTranslation();
  const { mode, toggle } = useColorMode();
  return (
    <Box
      component="nav"
      aria-label="breadcrumb"
      sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 2, minHeight: 40 }}
    >
      <Breadcrumb minItems={1} />
      <FormControlLabel
        sx={{ ml: "auto" }}
        control={
          <Switch
            checked={mode === "dark"}
            onChange={toggle}
            inputProps={{ "aria-label": mode === "dark" ? t("theme.switchToLight") : t("theme.switchToDark") }}
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
