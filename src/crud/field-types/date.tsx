import dayjs from "dayjs";
import { formatsOf } from "./date-formats";
import { isEmptyValue, type FieldTypeModule } from "./field-type";
import { lazyPicker } from "./lazy-picker";
import { gridTextWidth } from "../text-width";

type DateKind = "date" | "datetime";

/** A stored value as a day (dates: no time-zone shift) or a local instant (datetimes); null when not a date. */
const parse = (value: unknown, kind: DateKind) => {
  if (isEmptyValue(value)) return null;
  const parsed = kind === "date" ? dayjs(String(value).slice(0, 10)) : dayjs(String(value));
  return parsed.isValid() ? parsed : null;
};

/**
 * A typed date must fall in these years: MUI X checks its own bounds only when not told whether the field is in
 * error, and the form always tells it, so a slip of the keyboard (05/03/2205, year 0202) was a date, and saved.
 */
const YEARS = { first: 1900, last: 2099 };
const typedInRange = (date: dayjs.Dayjs | null) => date !== null && date.year() >= YEARS.first && date.year() <= YEARS.last;

/**
 * A date is never cut short in a list: its column is at least as wide as the language's longest text of that
 * kind ("12/31/2026 11:59 PM") plus the cell's padding. An en-US date-time did not fit the 170 px the robot
 * log's column asked for where the grid is drawn in DejaVu Sans.
 */
const CELL_PADDING_PX = 24;
const LONGEST_SAMPLE = "2026-12-31T23:59:00";
const dateColumnMinWidth = (kind: DateKind, language: string): number =>
  gridTextWidth(dayjs(LONGEST_SAMPLE).format(formatsOf(language)[kind]).length, CELL_PADDING_PX);

/** Dates and datetimes: shown in the page's format, filtered by a from/to range, sent as ISO text. */
function dateType(kind: DateKind): FieldTypeModule {
  return {
    column: (field, { language }) => ({ minWidth: Math.max(field.width ?? 120, dateColumnMinWidth(kind, language)) }),
    format: (_field, value, { language }) => parse(value, kind)?.format(formatsOf(language)[kind]) ?? String(value),
    Input: lazyPicker(kind),
    validate: (_field, value, t) => (typedInRange(parse(value, kind)) ? undefined : t("validation.date")),
    toPayload: (_field, value) => {
      if (isEmptyValue(value)) return null;
      return kind === "date" ? String(value).slice(0, 10) : (parse(value, kind)?.toISOString() ?? value);
    },
    filter: "date-range",
  };
}

export const dateOnlyType = dateType("date");
export const dateTimeType = dateType("datetime");
