import type { FieldTypeModule } from "./field-type";
import { textInput, textLike, validateText } from "./text";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailType: FieldTypeModule = {
  ...textLike,
  Input: textInput({ type: "email" }),
  // Checked as it is sent: trimmed (an address pasted from a mail client often ends in a space).
  validate: (field, value, t) => (EMAIL.test(String(value).trim()) ? validateText(field, value, t) : t("validation.email")),
};
