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
        <GlobalStyles styles={{ "html, body, #root": { minHeight: "100%" } }} />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
