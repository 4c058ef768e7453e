import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { focusHeadingOnLanding } from "../../layout/route-focus";
import { useAuthServices } from "../../auth/auth-services";
import { usePagePrefetch } from "../../registry/page-prefetch";
import { sessionStore } from "../../auth/session-store";
import type { SignInOutcome } from "../../auth/session";
import { translateServerMessage } from "../../data/server-messages";

type LoginState = SignInOutcome | { kind: "working" };

/** SPEC §2: no layout, a waiting message, and sign-in starts by itself on load. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { session, startupError } = useAuthServices();
  const prefetchPage = usePagePrefetch();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<LoginState>({ kind: "working" });
  const started = useRef(false);
  const to = params.get("to") ?? undefined;
  // A session whose re-check was refused (DESIGN §8): say so, and wait for the person instead of starting a
  // sign-in they would not see the reason for.
  const [endedReason, setEndedReason] = useState(() => sessionStore.endedReason());

  const signIn = useCallback(
    async (as?: string) => {
      sessionStore.clearEndedReason();
      setEndedReason(null);
      setState({ kind: "working" });
      const outcome = await session.signIn({ as, returnTo: to });
      if (outcome.kind === "ready") {
        prefetchPage(new URL(outcome.to, window.location.origin));
        focusHeadingOnLanding(new URL(outcome.to, window.location.origin).pathname);
        navigate(outcome.to, { replace: true });
      } else if (outcome.kind === "unauthorized") navigate("/unauthorized", { replace: true });
      else setState(outcome);
    },
    [session, to, navigate, prefetchPage],
  );

  // The view on screen; a new one replaces the button that was pressed (Try again, Sign in again, an account).
  const view = endedReason !== null && !startupError ? "ended" : startupError ? "failed" : state.kind;
  const viewAction = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // Only when the focus fell to the page with the button that held it (WCAG 2.4.3): the person starts again
    // on this view's action, not at the top of the page.
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    viewAction.current?.focus();
  }, [view]);

  useEffect(() => {
    // StrictMode runs effects twice in development; sign-in must start once.
    if (started.current || startupError || endedReason !== null) return;
    started.current = true;
    void signIn(params.get("as") ?? undefined);
  }, [signIn, params, startupError, endedReason]);

  if (endedReason !== null && !startupError) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning" role="alert">
          <Typography fontWeight={600}>{t("login.sessionEnded")}</Typography>
          {endedReason && (
            <Typography variant="body2" data-testid="session-ended-reason">
              {translateServerMessage(endedReason, t)}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t("login.sessionEndedHint")}
          </Typography>
        </Alert>
        <Box>
          <Button
            ref={(element) => (viewAction.current = element)}
            variant="contained"
            onClick={() => {
              started.current = true;
              void signIn(params.get("as") ?? undefined);
            }}
          >
            {t("login.signInAgain")}
          </Button>
        </Box>
      </Stack>
    );
  }

  if (startupError || state.kind === "failed") {
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          <Typography fontWeight={600}>{t("login.failed")}</Typography>
          <Typography variant="body2">{t("login.failedHint")}</Typography>
          <Typography variant="body2" sx={{ mt: 1, fontFamily: "monospace" }} data-testid="login-error">
            {state.kind === "failed" ? translateServerMessage(state.message, t) : startupError}
          </Typography>
        </Alert>
        <Box>
          <Button
            ref={(element) => (viewAction.current = element)}
            variant="contained"
            // A failed start (the provider was down) needs the whole start-up again, not just a sign-in.
            onClick={() =>
              startupError ? window.location.reload() : void signIn(params.get("as") ?? undefined)
            }
          >
            {t("login.retry")}
          </Button>
        </Box>
      </Stack>
    );
  }

  if (state.kind === "choose-account") {
    return (
      <Stack spacing={1}>
        <Typography
          component="h2"
          variant="h6"
          tabIndex={-1}
          ref={(element: HTMLElement | null) => (viewAction.current = element)}
        >
          {t("login.chooseAccount")}
        </Typography>
        <Typography color="text.secondary">{t("login.chooseAccountHint")}</Typography>
        <List aria-label={t("login.chooseAccount")}>
          {state.accounts.map((account) => {
            const key = account.username.split("@")[0];
            return (
              <ListItem key={account.username} disablePadding divider>
                <ListItemButton onClick={() => void signIn(key)}>
                  <ListItemText
                    primary={`${account.name} (${account.username})`}
                    secondary={t(`login.accountRoles.${key}`)}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Stack>
    );
  }

  return (
    <Stack direction="row" spacing={2} alignItems="center" role="status" aria-live="polite">
      <CircularProgress size={28} aria-label={t("login.waiting")} />
      <Typography>{state.kind === "redirecting" ? t("login.redirecting") : t("login.waiting")}</Typography>
    </Stack>
  );
}
