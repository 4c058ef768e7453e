import { useOne, useSelect } from "@refinedev/core";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { isEmptyValue, type FieldDisplayProps, type FieldInputProps, type FieldTypeModule } from "./field-type";

function ReferenceInput({ field, value, onChange, common }: FieldInputProps) {
  const labelField = field.reference!.labelField;
  const { options } = useSelect({
    resource: field.reference!.resource,
    optionLabel: (item) => String((item as Record<string, unknown>)[labelField] ?? item.id),
    pagination: { mode: "off" },
  });
  return (
    <TextField {...common} select value={value ?? ""} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** On a detail page the referenced record is fetched for its label. */
function ReferenceDisplay({ field, value }: FieldDisplayProps) {
  const { data, isLoading } = useOne({
    resource: field.reference!.resource,
    id: value as number,
    queryOptions: { enabled: !isEmptyValue(value) },
  });
  const label = data?.data?.[field.reference!.labelField];
  return <Typography>{isLoading ? "…" : label !== undefined ? String(label) : String(value ?? "—")}</Typography>;
}

/** Another record's id, shown by its label (a list fetches the labels of a page of rows at once). */
export const referenceType: FieldTypeModule = {
  column: () => ({ filterable: false }),
  format: (field, value, { references }) => references?.[field.name]?.[String(value)] ?? String(value),
  Display: ReferenceDisplay,
  Input: ReferenceInput,
  validate: () => undefined,
  toPayload: (_field, value) => (isEmptyValue(value) ? null : Number(value)),
  filter: "none",
};
