import type { Translate } from "../../i18n/translate";
import { numberFormat } from "../../i18n/number-format";

/** How cell values read as text: the page's language, and its words for TRUE and FALSE (as Excel shows them). */
export interface CellFormat {
  language: string;
  trueText: string;
  falseText: string;
}

export function cellFormat(t: Translate, language: string): CellFormat {
  return { language, trueText: t("excelIn.cell.true"), falseText: t("excelIn.cell.false") };
}

interface Formatters {
  number: Intl.NumberFormat;
  date: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
}

// One set per language: the error sheet formats up to hundreds of thousands of values.
const formatters = new Map<string, Formatters>();

function formattersOf(language: string): Formatters {
  let found = formatters.get(language);
  if (!found) {
    // Excel dates carry no time zone and read-excel-file gives them at UTC: shown in UTC, they keep their day.
    const day = { timeZone: "UTC", year: "numeric", month: "2-digit", day: "2-digit" } as const;
    found = {
      // As Excel's General format shows a number: no thousands separator (codes and order numbers are numbers too).
      number: numberFormat(language, { useGrouping: false, maximumFractionDigits: 10 }),
      date: new Intl.DateTimeFormat(language, day),
      dateTime: new Intl.DateTimeFormat(language, { ...day, hour: "2-digit", minute: "2-digit" }),
    };
    formatters.set(language, found);
  }
  return found;
}

/** A cell's value as the screen and the error sheet show it. */
export function cellText(value: unknown, format: CellFormat): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? format.trueText : format.falseText;
  if (typeof value === "number")
    return Number.isFinite(value) ? formattersOf(format.language).number.format(value) : String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return "";
    const { date, dateTime } = formattersOf(format.language);
    return value.getTime() % 86_400_000 === 0 ? date.format(value) : dateTime.format(value);
  }
  return String(value);
}
