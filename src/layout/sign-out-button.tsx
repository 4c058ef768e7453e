import { useLogout, useTranslate, useWarnAboutChange } from "@refinedev/core";
import Button from "@mui/material/Button";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import { useTranslation } from "react-i18next";

/**
 * Sign out (SPEC §2's settings). Signing out leaves the page too (DESIGN §8), and ends the session at once: the
 * person is asked about unsaved changes before, never after, so staying keeps them signed in with the form as
 * typed. In the main chunk: the drawer whose own code could not be downloaded still offers it.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const { mutate: logout, isLoading: signingOut } = useLogout();
  const translate = useTranslate();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const signOut = () => {
    if (warnWhen) {
      if (
        !window.confirm(
          translate("warnWhenUnsavedChanges", "Are you sure you want to leave? You have unsaved changes."),
        )
      )
        return;
      setWarnWhen(false);
    }
    logout();
  };
  return (
    <Button
      variant="contained"
      color="primary"
      startIcon={<LogoutOutlined />}
      onClick={signOut}
      disabled={signingOut}
    >
      {t("settings.signOut")}
    </Button>
  );
}
