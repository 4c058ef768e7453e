import { useState } from "react";
import { useNotification } from "@refinedev/core";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import Button from "@mui/material/Button";
import RestartAltOutlined from "@mui/icons-material/RestartAltOutlined";
import { useTranslation } from "react-i18next";
import { isHttpError } from "../data/http-error";
import { useBackendClient } from "../data/backend-clients";
import { resetDemoData } from "../data/operations/demo-reset";
import { translateServerMessage } from "../data/server-messages";
import { ConfirmDialog } from "./confirm-dialog";

const RESET_KEY = ["demo-reset"];

/**
 * Demo mode only: puts the demo database back to its seed. Every change made is lost, so it asks first; a reset
 * under way is known to every copy of the button (the settings tab may be left and opened again meanwhile).
 */
export function DemoResetButton() {
  const { t } = useTranslation();
  // Always the main backend, whatever backend the page shown uses (EFA pages: apiEfa).
  const client = useBackendClient("default");
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const [asking, setAsking] = useState(false);
  const resetting = useIsMutating({ mutationKey: RESET_KEY }) > 0;
  const reset = useMutation({
    mutationKey: RESET_KEY,
    mutationFn: () => resetDemoData(client),
    onSuccess: async () => {
      // The notices read this session come back unread with the seed: the session's own list of them goes too.
      queryClient.setQueriesData({ queryKey: ["informative", "dismissed"] }, []);
      await queryClient.invalidateQueries();
      open?.({ type: "success", message: t("settings.resetDemoDone"), key: "demo-reset" });
    },
    onError: (error) => {
      const message = isHttpError(error) ? translateServerMessage(error.message, t) : t("errors.communication");
      open?.({ type: "error", message, key: "demo-reset" });
    },
    onSettled: () => setAsking(false),
  });

  return (
    <>
      <Button variant="text" startIcon={<RestartAltOutlined />} onClick={() => setAsking(true)} disabled={resetting && !asking}>
        {t("settings.resetDemo")}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t("settings.resetDemoTitle")}
        text={t("settings.resetDemoText")}
        confirmLabel={t("settings.resetDemoConfirm")}
        tone="danger"
        busy={resetting}
        onConfirm={() => reset.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
