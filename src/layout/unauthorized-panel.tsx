import { useLogout } from "@refinedev/core";
import { Button, Stack, Typography } from "@mui/material";
import LockOutlined from "@mui/icons-material/LockOutlined";
import { useTranslation } from "react-i18next";
import { useAuthServices } from "../auth/auth-services";

/** The Unauthorized screen of SPEC §2: what is missing, a way to ask for it, and sign-out. */
export function UnauthorizedPanel({ message }: { message: string }) {
  const { t } = useTranslation();
  const { config } = useAuthServices();
  const { mutate: logout } = useLogout();
  return (
    <Stack spacing={2} alignItems="flex-start" data-testid="unauthorized">
      <Stack direction="row" spacing={1} alignItems="center">
        <LockOutlined color="warning" aria-hidden />
        <Typography component="h2" variant="h5" tabIndex={-1}>
          {t("unauthorized.title")}
        </Typography>
      </Stack>
      <Typography role="alert">{message}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
        <Button variant="contained" href={config.idmPortalUrl} target="_blank" rel="noopener noreferrer">
          {t("unauthorized.requestProfile")}
        </Button>
        <Button variant="outlined" onClick={() => logout()}>
          {t("unauthorized.signOut")}
        </Button>
      </Stack>
    </Stack>
  );
}
