import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { isMasked, storedSecret, type FieldDefinition } from "../registry/fields";
import type { Translate } from "../i18n/translate";
import { fieldTypeOf } from "./field-types";
import { isEmptyValue, type FormatContext } from "./field-types/field-type";
import { SECRET_MASK } from "./field-types/secret";
import { translateServerMessage } from "../data/server-messages";

/** A value as text, the way lists, detail pages and exports show it. Server text stays text, never HTML. */
export function formatFieldValue(
  field: FieldDefinition,
  value: unknown,
  t: Translate,
  language: string,
  record?: Record<string, unknown>,
  references?: FormatContext["references"],
): string {
  if (isMasked(field, record)) return storedSecret(field, record).set || !isEmptyValue(value) ? SECRET_MASK : "—";
  if (isEmptyValue(value)) return "—";
  if (field.serverText && typeof value === "string") {
    const text = translateServerMessage(value, t);
    const repeated = field.serverText.repeats;
    const shown = repeated && record ? formatFieldValue(repeated, record[repeated.name], t, language, record, references) : undefined;
    return text === shown ? "—" : text;
  }
  return fieldTypeOf(field).format(field, value, { t, language, references });
}

/** One value on a detail page: its type's display (a chip, a link), else its text. */
export function RecordFieldValue({
  field,
  value,
  record,
}: {
  field: FieldDefinition;
  value: unknown;
  /** The whole record, for values masked by another field (secretWhen) and links to another field's id. */
  record?: Record<string, unknown>;
}) {
  const { t, i18n } = useTranslation();
  if (isMasked(field, record)) {
    // A secret is never sent to the browser: the page says whether one is set, and when (DESIGN §8).
    const { set, setAt } = storedSecret(field, record);
    const date = setAt && formatFieldValue({ name: field.name, type: "datetime" }, setAt, t, i18n.language);
    return <Typography>{set ? (date ? t("crud.secretSetAt", { date }) : t("crud.secretSet")) : t("crud.secretNotSet")}</Typography>;
  }
  const text = formatFieldValue(field, value, t, i18n.language, record);
  const Display = fieldTypeOf(field).Display;
  if (Display && (field.type === "reference" || !isEmptyValue(value))) {
    return <Display field={field} value={value} record={record} text={text} />;
  }
  return (
    <Typography sx={{ whiteSpace: field.type === "multiline" ? "pre-line" : undefined, wordBreak: "break-word" }}>
      {text}
    </Typography>
  );
}
