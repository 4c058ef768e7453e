import { lazy, Suspense } from "react";
import TextField from "@mui/material/TextField";
import type { FieldInputProps } from "./field-type";
import type { PickerKind } from "./date-picker-input";

/** The pickers load with the first form that has a date, not with every list (the list page's first row). */
const DatePickerInput = lazy(() => import("./date-picker-input"));

/** A date, datetime or time input: the picker once loaded, a field of the same size until then. */
export function lazyPicker(kind: PickerKind) {
  return function PickerInput({ value, onChange, common }: FieldInputProps) {
    return (
      <Suspense fallback={<TextField label={common.label} fullWidth disabled helperText=" " />}>
        <DatePickerInput kind={kind} value={value} onChange={onChange} common={common} />
      </Suspense>
    );
  };
}
