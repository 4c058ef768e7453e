import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import type { FieldDefinition } from "../../registry/fields";
import type { FieldDisplayProps, FieldTypeModule } from "./field-type";
import { EnumInput, enumLike } from "./enum";

/**
 * A status as a chip: the value's colour and icon (the field's tones), with its label as text so the colour
 * is never the only cue (WCAG 1.4.1).
 */
export function StatusChip({ field, value, text }: { field: FieldDefinition; value: unknown; text: string }) {
  const tone = field.tones?.[String(value)];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone?.tone ?? "default"}
      icon={tone?.icon}
      label={text}
      // The label keeps the text colour (the palette's warning and info fail contrast as text on paper, in
      // light mode); the border and the icon carry the tone.
      sx={{ maxWidth: "100%", color: "text.primary" }}
    />
  );
}

function StatusDisplay({ field, value, text }: FieldDisplayProps) {
  return <StatusChip field={field} value={value} text={text} />;
}

function StatusCell({ field, value }: { field: FieldDefinition; value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === "") return <>—</>;
  return <StatusChip field={field} value={value} text={enumLike.format(field, value, { t, language: "" })} />;
}

/** An enum whose values carry a colour and an icon each: robot runs, shipments, partners. */
export const statusType: FieldTypeModule = {
  ...enumLike,
  column: (field, ctx) => ({
    ...enumLike.column(field, ctx),
    renderCell: ({ value }) => <StatusCell field={field} value={value} />,
  }),
  Display: StatusDisplay,
  Input: EnumInput,
};
