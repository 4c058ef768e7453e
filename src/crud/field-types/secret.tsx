import { useState } from "react";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { useTranslation } from "react-i18next";
import type { FieldInputProps, FieldTypeModule } from "./field-type";
import { textLike } from "./text";

export const SECRET_MASK = "••••••••";

/** A password-style input with a reveal button; also used for values a flag makes secret (secretWhen). */
export function SecretInput({ value, onChange, common }: FieldInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...common}
      type={visible ? "text" : "password"}
      autoComplete="new-password"
      value={value ?? ""}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((shown) => !shown)}
                aria-label={visible ? t("crud.hideSecret") : t("crud.showSecret")}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Secrets are never listed, filtered or exported, and shown masked (SPEC §3, DESIGN §8). */
export const secretType: FieldTypeModule = {
  ...textLike,
  format: () => SECRET_MASK,
  Input: SecretInput,
  filter: "none",
};
