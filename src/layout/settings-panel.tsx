import { useGetIdentity, useGetLocale, useSetLocale } from "@refinedev/core";
import { Alert, Button, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from "@mui/material";
import SupportAgentOutlined from "@mui/icons-material/SupportAgentOutlined";
import BadgeOutlined from "@mui/icons-material/BadgeOutlined";
import { useTranslation } from "react-i18next";
import type { SessionIdentity } from "../auth/auth-provider";
import { languages } from "../i18n";
import { useAuthServices } from "../auth/auth-services";
import { DemoResetButton } from "./demo-reset-button";
import { SignOutButton } from "./sign-out-button";

export function SettingsPanel() {
  const { t } = useTranslation();
  const { config } = useAuthServices();
  const { data: identity } = useGetIdentity<SessionIdentity>();
  const locale = useGetLocale()();
  const setLocale = useSetLocale();

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <div>
        <Typography variant="overline" color="text.secondary" component="p">
          {t("settings.name")}
        </Typography>
        <Typography data-testid="settings-name">{identity?.name}</Typography>
      </div>
      <div>
        <Typography variant="overline" color="text.secondary" component="p">
          {t("settings.email")}
        </Typography>
        <Typography sx={{ wordBreak: "break-all" }} data-testid="settings-email">
          {identity?.email}
        </Typography>
      </div>
      <FormControl fullWidth size="small">
        <InputLabel id="language-label">{t("settings.language")}</InputLabel>
        <Select
          labelId="language-label"
          label={t("settings.language")}
          value={locale ?? "en-US"}
          onChange={(event) => setLocale(String(event.target.value))}
          data-testid="language-select"
        >
          {languages.map((language) => (
            <MenuItem key={language} value={language} lang={language}>
              {t(`settings.languages.${language}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {[
        { href: config.supportUrl, icon: <SupportAgentOutlined />, label: t("settings.requestSupport") },
        { href: config.idmPortalUrl, icon: <BadgeOutlined />, label: t("settings.requestProfile") },
      ].map((portal) => (
        <Button
          key={portal.href}
          variant="outlined"
          startIcon={portal.icon}
          href={portal.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {portal.label}
        </Button>
      ))}
      <SignOutButton />
      {config.demoBackend && (
        <>
          <Alert severity="info" variant="outlined" role="note">
            {t("settings.demoMode")}
          </Alert>
          <DemoResetButton />
        </>
      )}
    </Stack>
  );
}
