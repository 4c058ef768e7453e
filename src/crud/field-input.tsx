import { Controller, useWatch, type Control, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isMasked, type FieldDefinition } from "../registry/fields";
import { useServerMessage } from "../data/server-messages";
import { fieldTypeOf } from "./field-types";
import { SecretInput } from "./field-types/secret";
import { validateField } from "./validation";
import { isEmptyValue } from "./field-types/field-type";

interface FieldInputProps {
  field: FieldDefinition;
  label: string;
  control: Control<FieldValues>;
  disabled?: boolean;
  /**
   * The record being edited holds a secret for this field, which the server never sends (DESIGN §8): left
   * empty, the input keeps it and nothing is sent.
   */
  keptSecret?: boolean;
}

/** One input of the generic form, chosen by the field's type, validated beside itself. */
export function FieldInput({ field, label, control, disabled, keptSecret = false }: FieldInputProps) {
  const { t } = useTranslation();
  const serverMessage = useServerMessage();
  // A value guarded by another field (cloud secret) is typed like a secret while that field is set.
  const guard: unknown = useWatch({ control, name: field.secretWhen ?? field.name, disabled: !field.secretWhen });
  const masked = field.secretWhen ? isMasked(field, { [field.secretWhen]: guard }) : field.type === "secret";
  const Input = masked ? SecretInput : fieldTypeOf(field).Input;
  const hintSource: unknown = useWatch({ control, name: field.hintBy?.field ?? field.name, disabled: !field.hintBy });
  const hint = field.hintBy?.hints[String(hintSource)];
  // Left empty, a secret input keeps the stored secret: nothing to check, nothing sent.
  const keepsSecret = (value: unknown) => masked && keptSecret && isEmptyValue(value);
  return (
    <Controller
      name={field.name}
      control={control}
      rules={{ validate: (value) => (keepsSecret(value) ? true : (validateField(field, value, t) ?? true)) }}
      render={({ field: input, fieldState }) => (
        <Input
          field={field}
          value={input.value}
          onChange={input.onChange}
          common={{
            id: `field-${field.name}`,
            label,
            required: field.required,
            disabled,
            error: Boolean(fieldState.error),
            // Messages the server sets beside a field arrive in its language; known ones are shown in the page's.
            helperText: fieldState.error?.message
              ? serverMessage(fieldState.error.message)
              : keepsSecret(input.value)
                ? t("crud.secretUnchanged")
                : hint
                  ? t(hint.key, hint.values)
                  : " ",
            fullWidth: true,
            onBlur: input.onBlur,
            name: input.name,
            inputRef: input.ref,
          }}
        />
      )}
    />
  );
}
