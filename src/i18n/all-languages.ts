import type { i18n as I18n } from "i18next";
import enUS from "./locales/en-US.json";
import ptBR from "./locales/pt-BR.json";
import { createI18n, storedLanguage, type Language } from "./index";

/**
 * An instance with both languages at hand, synchronously: for tests and tools that switch languages at
 * will. The app starts with createI18n and the page's language only.
 */
export function createI18nWithAllLanguages(language: Language = storedLanguage()): I18n {
  return createI18n(language, { "en-US": enUS, "pt-BR": ptBR });
}
