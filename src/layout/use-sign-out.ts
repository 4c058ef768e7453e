import { useLogout, useTranslate, useWarnAboutChange } from "@refinedev/core";

/**
 * Signing out leaves the page too (DESIGN §8), and ends the session at once: the person is asked about unsaved
 * changes before, never after, so staying keeps them signed in with the form as typed.
 */
export function useSignOut(): { signOut: () => void; signingOut: boolean } {
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
  return { signOut, signingOut };
}
