import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { I18nProvider } from "@refinedev/core";
import dayjs from "dayjs";
import "dayjs/locale/pt-br";
import enUS from "./locales/en-US.json";
import ptBR from "./locales/pt-BR.json";

export const languages = ["en-US", "pt-BR"] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_KEY = "scm.language";
export const DEFAULT_LANGUAGE: Language = "en-US";

const isLanguage = (value: string | null): value is Language => languages.includes(value as Language);

/** SPEC §4: en-US when nothing is stored, otherwise the stored language. */
export function storedLanguage(): Language {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Missing keys are reported so that tests (which fail on console.error) catch them. */
export function createI18n(language: Language = storedLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { "en-US": { translation: enUS }, "pt-BR": { translation: ptBR } },
    lng: language,
    fallbackLng: false,
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => console.error(`Missing translation key: ${key}`),
    initAsync: false,
  });
  const applyLang = (lng: string) => {
    if (typeof document !== "undefined") document.documentElement.lang = lng;
    dayjs.locale(lng === "pt-BR" ? "pt-br" : "en");
  };
  applyLang(instance.language);
  instance.on("languageChanged", applyLang);
  return instance;
}

/**
 * Refine names the record of a success toast by translating "<resource>.<resource>" (for example
 * "edb/edb-transit-time.edb/edb-transit-time"), and shows the raw identifier when no such key exists.
 * `recordLabelKey` gives the key of a resource's translated name for one record instead.
 */
export function createI18nProvider(
  instance: I18n,
  recordLabelKey: (resource: string) => string | undefined = () => undefined,
): I18nProvider {
  return {
    translate: (key: string, options?: unknown, defaultMessage?: string) => {
      const doubled = /^(.+)\.\1$/.exec(key);
      const labelKey = doubled ? recordLabelKey(doubled[1]) : undefined;
      if (labelKey) return instance.t(labelKey) as string;
      // Refine calls translate(key, default) as well as translate(key, values, default).
      const fallback = typeof options === "string" ? options : defaultMessage;
      const values = options && typeof options === "object" ? (options as Record<string, unknown>) : {};
      if (!instance.exists(key) && fallback !== undefined) return fallback;
      return instance.t(key, values) as string;
    },
    changeLocale: async (lang: string) => {
      if (!isLanguage(lang)) return;
      localStorage.setItem(LANGUAGE_KEY, lang);
      await instance.changeLanguage(lang);
    },
    getLocale: () => instance.language,
  };
}
