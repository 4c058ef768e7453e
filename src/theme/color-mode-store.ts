export type ColorMode = "light" | "dark";
export const THEME_KEY = "scm.theme";

/** SPEC §4: light unless dark was chosen and stored. */
export function storedColorMode(): ColorMode {
  return typeof localStorage !== "undefined" && localStorage.getItem(THEME_KEY) === "dark" ? "dark" : "light";
}

/** The mode is stored locally and applied to the page body (SPEC §4). */
export function applyColorMode(mode: ColorMode): void {
  localStorage.setItem(THEME_KEY, mode);
  document.body.dataset.theme = mode;
  document.body.classList.toggle("theme-dark", mode === "dark");
  document.body.classList.toggle("theme-light", mode === "light");
  document.documentElement.style.colorScheme = mode;
}
