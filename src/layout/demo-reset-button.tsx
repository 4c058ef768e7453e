import { useState } from "react";
import { useNotification } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@mui/material";
import RestartAltOutlined from "@mui/icons-material/RestartAltOutlined";
import { useTranslation } from "react-i18next";
import { isHttpError } from "../data/http-error";
import { useBackendClient } from "../data/backend-clients";
import { resetDemoData } from "../data/operations/demo-reset";

/** Demo mode only: puts the demo database back to its seed. */
export function DemoResetButton() {
  const { t } = useTranslation();
  // Always the main backend, whatever backend the page shown uses (EFA pages: apiEfa).
  const client = useBackendClient("default");
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);

  const reset = async () => {
    setBusy(true);
    try {
      await resetDemoData(client);
      await queryClient.invalidateQueries();
      open?.({ type: "success", message: t("settings.resetDemoDone"), key: "demo-reset" });
    } catch (error) {
      open?.({ type: "error", message: isHttpError(error) ? error.message : t("errors.communication"), key: "demo-reset" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="text" startIcon={<RestartAltOutlined />} onClick={reset} disabled={busy}>
      {t("settings.resetDemo")}
    </Button>
  );
}
