import { useState, type FormEvent } from "react";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { enumLabel, type FieldDefinition } from "../registry/fields";
import type { ColumnFilter, ListOperator } from "../registry/types";
import DatePickerInput from "./field-types/date-picker-input";
import { filterKindOf } from "./filter-chips";
import { editableNumber, parseLocaleNumber } from "./field-types/locale-number";

interface FilterEditorProps {
  field: FieldDefinition;
  label: string;
  filters: readonly ColumnFilter[];
  onApply: (filters: ColumnFilter[]) => void;
  onCancel: () => void;
}

/**
 * The condition on one field, as its type filters (text contains, from/to, one of the options, yes/no).
 * Loaded when the person first opens a filter, with the date pickers it may need.
 */
export default function FilterEditor({ field, label, filters, onApply, onCancel }: FilterEditorProps) {
  const { t, i18n } = useTranslation();
  const kind = filterKindOf(field);
  const stored = (operator: ListOperator) => filters.find((filter) => filter.operator === operator)?.value ?? "";
  // A number range is typed in the page's language (locale-number.ts); the address keeps plain numbers.
  const initial = (operator: ListOperator) => {
    const value = stored(operator);
    return kind === "number-range" && value !== "" && Number.isFinite(Number(value)) ? editableNumber(Number(value), i18n.language) : value;
  };
  const sent = (value: string) => (kind === "number-range" ? String(parseLocaleNumber(value, i18n.language)) : value);
  const [values, setValues] = useState<Partial<Record<ListOperator, string>>>({
    eq: initial("eq"),
    contains: initial("contains"),
    gte: initial("gte"),
    lte: initial("lte"),
  });
  const set = (operator: ListOperator) => (value: string) => setValues((current) => ({ ...current, [operator]: value }));
  // A text field filters by "contains"; an exact value some link opened the list with (an LSP, a tracking
  // number) is shown too, so looking at the filter does not silently drop it.
  const [exactText] = useState(() => kind === "text" && initial("eq") !== "");
  const operators: ListOperator[] =
    kind === "text"
      ? exactText
        ? ["eq", "contains"]
        : ["contains"]
      : kind === "number-range" || kind === "date-range"
        ? ["gte", "lte"]
        : ["eq"];
  // A typed number the page's language cannot read (an empty box is no bound, not an error).
  const unreadableNumber = (operator: ListOperator) =>
    kind === "number-range" && Boolean(values[operator]?.trim()) && parseLocaleNumber(values[operator] ?? "", i18n.language) === undefined;
  const unreadable =
    (kind === "date-range" && [values.gte, values.lte].some((value) => value === "invalid-date")) ||
    unreadableNumber("gte") ||
    unreadableNumber("lte");
  // A "to" before the "from" finds nothing: said at once, rather than as an empty list (dates are YYYY-MM-DD).
  const [from, to] = [values.gte?.trim() ?? "", values.lte?.trim() ?? ""];
  const reversed =
    !unreadable &&
    from !== "" &&
    to !== "" &&
    (kind === "date-range"
      ? from > to
      : kind === "number-range" && (parseLocaleNumber(from, i18n.language) ?? 0) > (parseLocaleNumber(to, i18n.language) ?? 0));
  const invalidRange = unreadable || reversed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalidRange) return;
    onApply(
      operators.flatMap((operator) => {
        const value = values[operator]?.trim() ?? "";
        return value === "" ? [] : [{ field: field.name, operator, value: sent(value) }];
      }),
    );
  };

  const rangeInput = (operator: "gte" | "lte") => {
    const rangeLabel = t(operator === "gte" ? "crud.filters.from" : "crud.filters.to");
    return kind === "date-range" ? (
      <DatePickerInput
        kind="date"
        value={values[operator]}
        onChange={set(operator)}
        common={{
          label: rangeLabel,
          id: `filter-${field.name}-${operator}`,
          helperText: operator === "lte" && reversed ? t("crud.filters.reversed") : " ",
          error: operator === "lte" && reversed,
        }}
      />
    ) : (
      <TextField
        id={`filter-${field.name}-${operator}`}
        label={rangeLabel}
        value={values[operator] ?? ""}
        onChange={(event) => set(operator)(event.target.value)}
        error={unreadableNumber(operator) || (operator === "lte" && reversed)}
        helperText={
          unreadableNumber(operator)
            ? t("validation.number")
            : operator === "lte" && reversed
              ? t("crud.filters.reversed")
              : undefined
        }
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
        fullWidth
      />
    );
  };

  return (
    <Stack
      component="form"
      onSubmit={submit}
      spacing={2}
      sx={{ p: 2, width: 320, maxWidth: "100%" }}
      aria-labelledby={`filter-${field.name}-title`}
    >
      <Typography id={`filter-${field.name}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t("crud.filters.editTitle", { field: label })}
      </Typography>
      {kind === "text" && exactText && (
        <TextField
          autoFocus
          id={`filter-${field.name}-eq`}
          label={t("crud.filters.equalsLabel", { field: label })}
          value={values.eq ?? ""}
          onChange={(event) => set("eq")(event.target.value)}
          fullWidth
        />
      )}
      {kind === "text" && (
        <TextField
          autoFocus={!exactText}
          id={`filter-${field.name}-contains`}
          label={t("crud.filters.containsLabel", { field: label })}
          value={values.contains ?? ""}
          onChange={(event) => set("contains")(event.target.value)}
          fullWidth
        />
      )}
      {(kind === "number-range" || kind === "date-range") && (
        <Stack spacing={2} role="group" aria-label={label}>
          {rangeInput("gte")}
          {rangeInput("lte")}
        </Stack>
      )}
      {(kind === "options" || kind === "boolean") && (
        <TextField
          autoFocus
          select
          id={`filter-${field.name}-eq`}
          label={label}
          value={values.eq ?? ""}
          onChange={(event) => set("eq")(event.target.value)}
          fullWidth
        >
          <MenuItem value="">{t("crud.filters.any")}</MenuItem>
          {kind === "boolean"
            ? ["true", "false"].map((value) => (
                <MenuItem key={value} value={value}>
                  {t(value === "true" ? "crud.yes" : "crud.no")}
                </MenuItem>
              ))
            : (field.options ?? []).map((option) => (
                <MenuItem key={option} value={option}>
                  {enumLabel(field, option, t)}
                </MenuItem>
              ))}
        </TextField>
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCancel}>{t("buttons.cancel")}</Button>
        <Button type="submit" variant="contained" disabled={invalidRange}>
          {t("crud.filters.apply")}
        </Button>
      </Stack>
    </Stack>
  );
}
