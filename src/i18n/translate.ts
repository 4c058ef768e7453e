/** The translation function as the pure modules take it: a key and its values, the text in the current language. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;
