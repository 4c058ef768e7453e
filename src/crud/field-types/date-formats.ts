/** Each language's formats, the same in lists, detail pages and inputs (SPEC: pt-BR and en-US). */
export const dateFormats = {
  "pt-BR": { date: "DD/MM/YYYY", datetime: "DD/MM/YYYY HH:mm" },
  "en-US": { date: "MM/DD/YYYY", datetime: "MM/DD/YYYY hh:mm A" },
} as const;

export const formatsOf = (language: string) => (language === "pt-BR" ? dateFormats["pt-BR"] : dateFormats["en-US"]);
