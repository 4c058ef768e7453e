import Button from "@mui/material/Button";
import SaveOutlined from "@mui/icons-material/SaveOutlined";
import type { MouseEventHandler, Ref } from "react";
import { useTranslation } from "react-i18next";

/**
 * The forms' Save, in place of @refinedev/mui's SaveButton: that one is built on @mui/lab's LoadingButton,
 * which MUI has folded into Button and now warns about on every form.
 */
export function SaveButton({
  onClick,
  disabled,
  loading,
  buttonRef,
}: {
  onClick: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  loading?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <Button
      ref={buttonRef}
      variant="contained"
      startIcon={<SaveOutlined />}
      onClick={onClick}
      disabled={disabled}
      loading={loading}
      loadingPosition="start"
    >
      {t("buttons.save")}
    </Button>
  );
}
