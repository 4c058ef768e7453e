/**
 * Numbers as the page's language writes them. A page's first Intl number format costs Chromium 14–90 ms (ICU's
 * set-up, measured on a fresh page), on the first render of every screen that shows a count; a formatter made
 * per value costs again. So formatters are kept per language and options, and a whole number under a thousand,
 * which every language the app speaks (en-US, pt-BR) writes as plain digits, does not wake ICU at all.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${language} ${JSON.stringify(options)}` : language;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  if (!options && Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  return numberFormat(language, options).format(value);
}
