/**
 * Which language the page speaks and where its texts come from. Kept apart from i18next so the entry can
 * start loading the texts before the app's code arrives (main.tsx).
 */
import type enUS from "./locales/en-US.json";

export const languages = ["en-US", "pt-BR"] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_KEY = "scm.language";
export const DEFAULT_LANGUAGE: Language = "en-US";

export const isLanguage = (value: string | null): value is Language => languages.includes(value as Language);

/** SPEC §4: en-US when nothing is stored, otherwise the stored language. */
export function storedLanguage(): Language {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export type Translations = typeof enUS;
export type LanguageBundles = Partial<Record<Language, Translations>>;

/**
 * One language's texts, in a chunk of its own: start-up loads only the language the page opens in, and
 * the other one when the person switches (DESIGN §9.6: every kilobyte of start-up counts).
 */
export function loadLanguage(language: Language): Promise<Translations> {
  return language === "pt-BR"
    ? import("./locales/pt-BR.json").then((module) => module.default)
    : import("./locales/en-US.json").then((module) => module.default);
}
