import { isEmptyValue, type FieldTypeModule } from "./field-type";
import { lazyPicker } from "./lazy-picker";

/**
 * A time of day (schedules), stored, shown and typed as 24-hour "HH:mm" in both languages: the value the
 * robot schedule runs at, unambiguous on a shared screen.
 */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const timeType: FieldTypeModule = {
  column: () => ({}),
  format: (_field, value) => String(value),
  Input: lazyPicker("time"),
  validate: (_field, value, t) => (TIME.test(String(value)) ? undefined : t("validation.time")),
  toPayload: (_field, value) => (isEmptyValue(value) ? "" : String(value).trim()),
  filter: "none",
};
