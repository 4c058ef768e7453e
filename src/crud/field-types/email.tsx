import type { FieldTypeModule } from "./field-type";
import { textInput, textLike, validateText } from "./text";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailType: FieldTypeModule = {
  ...textLike,
  Input: textInput({ type: "email" }),
  validate: (field, value, t) => (EMAIL.test(String(value)) ? validateText(field, value, t) : t("validation.email")),
};
