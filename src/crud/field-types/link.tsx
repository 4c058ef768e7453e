import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router-dom";
import type { FieldDefinition } from "../../registry/fields";
import type { FieldDisplayProps, FieldTypeModule } from "./field-type";
import { textInput, textLike } from "./text";

/** Where a link value leads: the show page of the linked record, or nowhere when the row has no id for it. */
export function linkTarget(field: FieldDefinition, value: unknown, record?: Record<string, unknown>) {
  const id = field.link?.idField ? record?.[field.link.idField] : value;
  if (!field.link || id === null || id === undefined || id === "") return undefined;
  return `/${field.link.resource}/show/${encodeURIComponent(String(id))}`;
}

function RecordLink({ field, value, record, text }: FieldDisplayProps) {
  const to = linkTarget(field, value, record);
  return to ? (
    <Link component={RouterLink} to={to} underline="hover">
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

/** A value that opens another record (a tracking number → its shipment, a log entry → its run). */
export const linkType: FieldTypeModule = {
  ...textLike,
  column: (field) => ({
    renderCell: ({ value, row, formattedValue }) => (
      <RecordLink field={field} value={value} record={row} text={String(formattedValue ?? "—")} />
    ),
  }),
  Display: RecordLink,
  Input: textInput(),
};
