import dayjs from "dayjs";
/** Each language's formats, the same in lists, detail pages and inputs (SPEC: pt-BR and en-US). */
export const dateFormats = {
  "pt-BR": { date: "DD/MM/YYYY", datetime: "DD/MM/YYYY HH:mm" },
  "en-US": { date: "MM/DD/YYYY", datetime: "MM/DD/YYYY hh:mm A" },
} as const;

export const formatsOf = (language: string) => (language === "pt-BR" ? dateFormats["pt-BR"] : dateFormats["en-US"]);

/** A date-time as the page's language shows it everywhere else; the text itself when it is not a date. */
export const formatDateTime = (value: string, language: string): string => {
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(formatsOf(language).datetime) : value;
};

/** A calendar day (YYYY-MM-DD, on the person's clock) as the page's language shows dates. */
export const formatDay = (day: string, language: string): string => {
  // dayjs reads a bare YYYY-MM-DD as that day at midnight on the local clock.
  const parsed = dayjs(day);
  return parsed.isValid() ? parsed.format(formatsOf(language).date) : day;
};
