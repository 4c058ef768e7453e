import { createContext, useCallback, useContext, useEffect, useMemo, useState, type PropsWithChildren } from "react";
import { CssBaseline, GlobalStyles, ThemeProvider, useMediaQuery } from "@mui/material";
import { useTranslation } from "react-i18next";
import { applyColorMode, storedColorMode, type ColorMode } from "./color-mode-store";
import { buildTheme } from "./themes";

interface ColorModeContextValue {
  mode: ColorMode;
  toggle(): void;
}

const ColorModeContext = createContext<ColorModeContextValue>({ mode: "light", toggle: () => undefined });

export const useColorMode = () => useContext(ColorModeContext);

const pageStyles = {
  "html, body, #root": { minHeight: "100%" },
  // A page's heading takes the focus as the page opens (layout/route-focus.ts), so that a screen reader starts
  // there and Tab goes on from there. It is not a control: no focus ring, which a page opened by the sign-in
  // drew around its title before anyone had pressed a key (WCAG 2.4.7 asks one of what the keyboard operates).
  ':is(h1, h2)[tabindex="-1"]:focus': { outline: "none" },
};

export function ColorModeProvider({ children }: PropsWithChildren) {
  const [mode, setMode] = useState<ColorMode>(storedColorMode);
  const { i18n } = useTranslation();
  useEffect(() => applyColorMode(mode), [mode]);
  const toggle = useCallback(() => setMode((current) => (current === "light" ? "dark" : "light")), []);
  // noSsr: the first render already knows, so nothing moves once before the preference is read.
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)", { noSsr: true });
  const theme = useMemo(() => buildTheme(mode, i18n.language, { reducedMotion }), [mode, i18n.language, reducedMotion]);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <GlobalStyles styles={pageStyles} />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
