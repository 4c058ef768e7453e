import { lazy, Suspense } from "react";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import { LoadErrorBoundary } from "../../layout/load-error-boundary";
import type { FieldInputProps } from "./field-type";
import type { PickerKind } from "./date-picker-input";

/** The pickers load with the first form that has a date, not with every list (the list page's first row). */
const DatePickerInput = lazy(() => import("./date-picker-input"));

/**
 * A picker whose code could not be downloaded: the field says so, and the form stays with what was typed (and
 * its draft, which a reload offers back). Failing up to the page, it took the whole form and its typing away.
 */
function PickerNotLoaded({ label }: { label: FieldInputProps["common"]["label"] }) {
  const { t } = useTranslation();
  return <TextField label={label} fullWidth disabled error helperText={t("crud.fieldNotLoaded")} />;
}

/** A date, datetime or time input: the picker once loaded, a field of the same size until then. */
export function lazyPicker(kind: PickerKind) {
  return function PickerInput({ value, onChange, common }: FieldInputProps) {
    return (
      <LoadErrorBoundary fallback={<PickerNotLoaded label={common.label} />}>
        <Suspense fallback={<TextField label={common.label} fullWidth disabled helperText=" " />}>
          <DatePickerInput kind={kind} value={value} onChange={onChange} common={common} />
        </Suspense>
      </LoadErrorBoundary>
    );
  };
}
