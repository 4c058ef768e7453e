import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { I18nProvider } from "@refinedev/core";
import dayjs from "dayjs";
import "dayjs/locale/pt-br";

import {
  isLanguage,
  LANGUAGE_KEY,
  languages,
  loadLanguage,
  type Language,
  type LanguageBundles,
} from "./language-store";

export {
  DEFAULT_LANGUAGE,
  LANGUAGE_KEY,
  languages,
  loadLanguage,
  storedLanguage,
  type Language,
  type LanguageBundles,
  type Translations,
} from "./language-store";

/**
 * An i18next instance holding the given languages' texts (start-up passes the page's language, loaded by
 * loadLanguage; the provider's changeLocale loads any other before switching).
 * Missing keys are reported so that tests (which fail on console.error) catch them.
 */
export function createI18n(language: Language, bundles: LanguageBundles): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries(bundles).map(([lng, translation]) => [lng, { translation }]),
  );
  void instance.use(initReactI18next).init({
    resources,
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
      if (!instance.hasResourceBundle(lang, "translation"))
        instance.addResourceBundle(lang, "translation", await loadLanguage(lang));
      localStorage.setItem(LANGUAGE_KEY, lang);
      await instance.changeLanguage(lang);
    },
    getLocale: () => instance.language,
  };
}
