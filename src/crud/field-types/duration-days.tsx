import type { FieldTypeModule } from "./field-type";
import { numberLike } from "./number";
import { formatNumber } from "../../i18n/number-format";

/** A duration in whole or fractional days (lead times, transit times): "3 days" / "3 dias". */
export const durationDaysType: FieldTypeModule = {
  ...numberLike,
  format: (_field, value, { t, language }) => {
    const days = Number(value);
    return Number.isFinite(days)
      ? t("crud.durationDays", { count: days, value: formatNumber(days, language) })
      : String(value);
  },
};
