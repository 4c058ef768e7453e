import { createTheme, type Theme } from "@mui/material/styles";
import { enUS, ptBR } from "@mui/material/locale";
import type { ColorMode } from "./color-mode-store";

const localeOf = (language: string) => (language === "pt-BR" ? ptBR : enUS);

/** Corporate blue with contrast that passes WCAG AA in both modes. */
export function buildTheme(mode: ColorMode, language: string): Theme {
  return createTheme(
    {
      palette:
        mode === "light"
          ? {
              mode,
              primary: { main: "#1565c0" },
              secondary: { main: "#00695c" },
              background: { default: "#f4f6f9", paper: "#ffffff" },
            }
          : {
              mode,
              primary: { main: "#90caf9" },
              secondary: { main: "#80cbc4" },
              background: { default: "#0f1419", paper: "#1a2027" },
              // Dark text on the dark theme's red: white on it is 3.7:1, dark is over 5:1 (WCAG AA), for the
              // notification badge and every contained error button alike.
              error: { main: "#f44336", contrastText: "#000000" },
            },
      shape: { borderRadius: 6 },
      typography: { fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      components: {
        MuiAppBar: { defaultProps: { elevation: 1, color: "default" } },
        MuiButton: { defaultProps: { disableElevation: true } },
      },
    },
    localeOf(language),
  );
}
