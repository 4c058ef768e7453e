import { useState } from "react";
import { useSelect } from "@refinedev/core";
import { Controller, useWatch, type Control, type FieldValues } from "react-hook-form";
import {
  Checkbox,
  FormControlLabel,
  FormHelperText,
  IconButton,
  InputAdornment,
  MenuItem,
  TextField,
  FormControl,
} from "@mui/material";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { useTranslation } from "react-i18next";
import { enumLabel, isMasked, type FieldDefinition } from "../registry/fields";
import { useServerMessage } from "../data/server-messages";
import { toInputValue, validateField } from "./validation";

interface FieldInputProps {
  field: FieldDefinition;
  label: string;
  control: Control<FieldValues>;
  disabled?: boolean;
}

/** One input of the generic form, chosen by the field's type, validated beside itself. */
export function FieldInput({ field, label, control, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const serverMessage = useServerMessage();
  // A value guarded by another field (cloud secret) is typed like a secret while that field is set.
  const guard: unknown = useWatch({ control, name: field.secretWhen ?? field.name, disabled: !field.secretWhen });
  const masked = field.secretWhen ? isMasked(field, { [field.secretWhen]: guard }) : field.type === "secret";
  return (
    <Controller
      name={field.name}
      control={control}
      rules={{ validate: (value) => validateField(field, value, t) ?? true }}
      render={({ field: input, fieldState }) => {
        const common = {
          id: `field-${field.name}`,
          label,
          required: field.required,
          disabled,
          error: Boolean(fieldState.error),
          // Messages the server sets beside a field arrive in its language; known ones are shown in the page's.
          helperText: fieldState.error?.message ? serverMessage(fieldState.error.message) : " ",
          fullWidth: true,
          onBlur: input.onBlur,
          name: input.name,
          inputRef: input.ref,
        };
        if (masked) return <SecretInput common={common} value={input.value ?? ""} onChange={input.onChange} />;
        switch (field.type) {
          case "boolean":
            return (
              <FormControl error={Boolean(fieldState.error)}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={Boolean(input.value)}
                      onChange={(event) => input.onChange(event.target.checked)}
                      onBlur={input.onBlur}
                      name={input.name}
                      inputRef={input.ref}
                      disabled={disabled}
                      id={`field-${field.name}`}
                    />
                  }
                  label={label}
                />
                <FormHelperText>{fieldState.error?.message ? serverMessage(fieldState.error.message) : " "}</FormHelperText>
              </FormControl>
            );
          case "enum":
            return (
              <TextField
                {...common}
                select
                value={input.value ?? ""}
                onChange={(e) => input.onChange(e.target.value)}
              >
                {!field.required && <MenuItem value="">—</MenuItem>}
                {(field.options ?? []).map((option) => (
                  <MenuItem key={option} value={option}>
                    {enumLabel(field, option, t)}
                  </MenuItem>
                ))}
              </TextField>
            );
          case "reference":
            return (
              <ReferenceInput field={field} common={common} value={input.value} onChange={input.onChange} />
            );
          case "number":
            return (
              <TextField
                {...common}
                type="number"
                value={input.value ?? ""}
                onChange={(e) => input.onChange(e.target.value)}
                slotProps={{ htmlInput: { min: field.min, max: field.max, step: "any" } }}
              />
            );
          case "date":
          case "datetime":
            return (
              <TextField
                {...common}
                type={field.type === "date" ? "date" : "datetime-local"}
                value={toInputValue(input.value, field.type)}
                onChange={(e) => input.onChange(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            );
          case "time":
            return (
              <TextField
                {...common}
                type="time"
                value={input.value ?? ""}
                onChange={(e) => input.onChange(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            );
          default:
            return (
              <TextField
                {...common}
                type={field.type === "email" ? "email" : "text"}
                multiline={field.type === "multiline"}
                minRows={field.type === "multiline" ? 3 : undefined}
                value={input.value ?? ""}
                onChange={(e) => input.onChange(e.target.value)}
                slotProps={{ htmlInput: { maxLength: field.maxLength } }}
              />
            );
        }
      }}
    />
  );
}

type CommonProps = Record<string, unknown> & { id: string; label: string };

function SecretInput({
  common,
  value,
  onChange,
}: {
  common: CommonProps;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...common}
      type={visible ? "text" : "password"}
      autoComplete="new-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((v) => !v)}
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

function ReferenceInput({
  field,
  common,
  value,
  onChange,
}: {
  field: FieldDefinition;
  common: CommonProps;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const labelField = field.reference!.labelField;
  const { options } = useSelect({
    resource: field.reference!.resource,
    optionLabel: (item) => String((item as Record<string, unknown>)[labelField] ?? item.id),
    pagination: { mode: "off" },
  });
  return (
    <TextField {...common} select value={value ?? ""} onChange={(e) => onChange(e.target.value)}>
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
