import dayjs, { type Dayjs } from "dayjs";
import { DesktopDatePicker } from "@mui/x-date-pickers/DesktopDatePicker";
import { DesktopDateTimePicker } from "@mui/x-date-pickers/DesktopDateTimePicker";
import { DesktopTimePicker } from "@mui/x-date-pickers/DesktopTimePicker";
import { useTranslation } from "react-i18next";
import { DateLocalization } from "./date-localization";
import { formatsOf } from "./date-formats";
import type { CommonInputProps } from "./field-type";

export type PickerKind = "date" | "datetime" | "time";

/** What a half-typed or impossible value is kept as in the form, so validation names it (never sent). */
export const INVALID_DATE = "invalid-date";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A stored value as the picker holds it: a day for dates (no time-zone shift), a local instant for datetimes.
 * A half-typed value goes back as an invalid date, not as none: MUI X keeps the typed parts only while the
 * value it is given is invalid too, and empties every part for null (one day deleted cleared month and year).
 */
export function toDayjs(value: unknown, kind: PickerKind): Dayjs | null {
  if (value === INVALID_DATE) return dayjs(Number.NaN);
  if (value === null || value === undefined || value === "") return null;
  const text = String(value);
  if (kind === "time") return TIME.test(text) ? dayjs(`2000-01-01T${text}`) : null;
  const parsed = kind === "date" ? dayjs(text.slice(0, 10)) : dayjs(text);
  return parsed.isValid() ? parsed : null;
}

/** A picked value as the form stores it: "YYYY-MM-DD", an ISO instant, or 24-hour "HH:mm". */
export function fromDayjs(value: Dayjs | null, kind: PickerKind): string {
  if (value === null) return "";
  if (!value.isValid()) return INVALID_DATE;
  return kind === "date" ? value.format("YYYY-MM-DD") : kind === "time" ? value.format("HH:mm") : value.toISOString();
}

/**
 * MUI X's desktop pickers, typed in the page's language: pt-BR dd/mm/aaaa and 24-hour, en-US mm/dd/yyyy and
 * AM/PM (times of day are 24-hour in both: schedules). The desktop variants type on every device; the
 * responsive ones turn into a read-only field on touch screens and in tests.
 */
export default function DatePickerInput({
  kind,
  value,
  onChange,
  common,
}: {
  kind: PickerKind;
  value: unknown;
  onChange: (value: string) => void;
  common: Partial<CommonInputProps> & { label: string };
}) {
  const { i18n } = useTranslation();
  const formats = formatsOf(i18n.language);
  const { inputRef, error, helperText, required, id, name, onBlur, label, disabled } = common;
  const shared = {
    label,
    disabled,
    inputRef,
    onChange: (next: Dayjs | null) => onChange(fromDayjs(next, kind)),
    slotProps: { textField: { id, name, required, error, helperText, onBlur, fullWidth: true, size: "medium" as const } },
  };
  return (
    <DateLocalization>
      {kind === "date" ? (
        <DesktopDatePicker {...shared} value={toDayjs(value, kind)} format={formats.date} />
      ) : kind === "datetime" ? (
        <DesktopDateTimePicker
          {...shared}
          value={toDayjs(value, kind)}
          format={formats.datetime}
          ampm={i18n.language !== "pt-BR"}
        />
      ) : (
        <DesktopTimePicker {...shared} value={toDayjs(value, kind)} format="HH:mm" ampm={false} />
      )}
    </DateLocalization>
  );
}
