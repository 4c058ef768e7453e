/**
 * What the page says when the app's own code could not be loaded (the network dropped between the page and
 * its code, or a new version replaced the files the page names): React, the texts and the theme may be what
 * failed, so this writes plain elements, with its texts in both languages here. They are the locale files'
 * `startupError` texts, which a test keeps equal.
 */
import type { Language } from "../i18n/language-store";
import { storedColorMode } from "../theme/color-mode-store";

export const STARTUP_ERROR_TEXTS: Record<Language, { title: string; hint: string; reload: string }> = {
  "en-US": {
    title: "The app could not be loaded.",
    hint: "The connection may have dropped, or a new version of the app was published. Reload the page to go on.",
    reload: "Reload the page",
  },
  "pt-BR": {
    title: "Não foi possível carregar o app.",
    hint: "A conexão pode ter caído, ou uma nova versão do app foi publicada. Recarregue a página para continuar.",
    reload: "Recarregar a página",
  },
};

/** Replaces a blank page with what went wrong and a way on; the address stays, so a reload opens it again. */
export function showStartupFailure(root: HTMLElement, language: Language, error: unknown): void {
  console.error("The app could not be started", error);
  const texts = STARTUP_ERROR_TEXTS[language];
  document.documentElement.lang = language;
  // The theme's code may be what failed: the browser's own light or dark page stands in for it (SPEC §4).
  document.documentElement.style.colorScheme = storedColorMode();
  const alert = document.createElement("main");
  alert.setAttribute("role", "alert");
  alert.style.cssText = "font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem";
  const title = document.createElement("h1");
  title.textContent = texts.title;
  const hint = document.createElement("p");
  hint.textContent = texts.hint;
  const reload = document.createElement("button");
  reload.type = "button";
  reload.textContent = texts.reload;
  reload.addEventListener("click", () => window.location.reload());
  alert.append(title, hint, reload);
  root.replaceChildren(alert);
  reload.focus();
}
