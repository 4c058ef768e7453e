import { Box, Stack, Typography } from "@mui/material";
import { RecordFieldValue } from "./field-value";
import type { FieldDefinition } from "../registry/fields";

/** A record's fields as a definition list: the body of every detail page. */
export function RecordFieldList({
  fields,
  record,
  label,
  columns = 2,
}: {
  fields: readonly FieldDefinition[];
  record: Record<string, unknown> | undefined;
  label: (field: string) => string;
  columns?: 2 | 3;
}) {
  return (
    <Box
      component="dl"
      sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: `repeat(${columns}, 1fr)` }, gap: 2, m: 0 }}
    >
      {fields.map((field) => (
        <Stack
          key={field.name}
          component="div"
          spacing={0.5}
          sx={{ gridColumn: field.type === "multiline" ? "1 / -1" : undefined }}
        >
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label(field.name)}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {record ? <RecordFieldValue field={field} value={record[field.name]} record={record} /> : null}
          </Box>
        </Stack>
      ))}
    </Box>
  );
}
