import { useOne } from "@refinedev/core";
import { Chip, Typography } from "@mui/material";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { enumLabel, isMasked, type FieldDefinition } from "../registry/fields";

export const SECRET_MASK = "••••••••";

/** Date formats of each language (SPEC: pt-BR and en-US). */
export const dateFormats = {
  "pt-BR": { date: "DD/MM/YYYY", datetime: "DD/MM/YYYY HH:mm" },
  "en-US": { date: "MM/DD/YYYY", datetime: "MM/DD/YYYY hh:mm A" },
} as const;

/** A value as text, the way lists and detail pages show it. Server text stays text, never HTML. */
export function formatFieldValue(
  field: FieldDefinition,
  value: unknown,
  t: (key: string) => string,
  language: string,
  record?: Record<string, unknown>,
): string {
  if (isMasked(field, record)) return SECRET_MASK;
  if (value === null || value === undefined || value === "") return "—";
  const formats = language === "pt-BR" ? dateFormats["pt-BR"] : dateFormats["en-US"];
  switch (field.type) {
    case "boolean":
      return value ? t("crud.yes") : t("crud.no");
    case "enum":
      return enumLabel(field, String(value), t);
    case "date":
      return dayjs(String(value)).isValid() ? dayjs(String(value)).format(formats.date) : String(value);
    case "datetime":
      return dayjs(String(value)).isValid() ? dayjs(String(value)).format(formats.datetime) : String(value);
    case "number":
      return typeof value === "number" ? value.toLocaleString(language) : String(value);
    default:
      return String(value);
  }
}

/** One value on a detail page. */
export function RecordFieldValue({
  field,
  value,
  record,
}: {
  field: FieldDefinition;
  value: unknown;
  /** The whole record, for values masked by another field (secretWhen). */
  record?: Record<string, unknown>;
}) {
  const { t, i18n } = useTranslation();
  if (field.type === "reference") return <ReferenceValue field={field} id={value} />;
  if (field.type === "boolean") {
    return (
      <Chip
        size="small"
        color={value ? "success" : "default"}
        label={formatFieldValue(field, value, t, i18n.language)}
      />
    );
  }
  return (
    <Typography
      sx={{ whiteSpace: field.type === "multiline" ? "pre-line" : undefined, wordBreak: "break-word" }}
    >
      {formatFieldValue(field, value, t, i18n.language, record)}
    </Typography>
  );
}

function ReferenceValue({ field, id }: { field: FieldDefinition; id: unknown }) {
  const { data, isLoading } = useOne({
    resource: field.reference!.resource,
    id: id as number,
    queryOptions: { enabled: id !== null && id !== undefined && id !== "" },
  });
  const label = data?.data?.[field.reference!.labelField];
  return <Typography>{isLoading ? "…" : label !== undefined ? String(label) : String(id ?? "—")}</Typography>;
}
