import { createTheme, type Theme } from "@mui/material/styles";
import { enUS, ptBR } from "@mui/material/locale";
import type { ColorMode } from "./color-mode-store";

const localeOf = (language: string) => (language === "pt-BR" ? ptBR : enUS);

declare module "@mui/material/styles" {
  interface Palette {
    /** The keyboard focus outline: 3:1 or more against every surface it is drawn on (WCAG 1.4.11). */
    focusRing: string;
  }
  interface PaletteOptions {
    focusRing?: string;
  }
}

/** The outline of a keyboard-focused control; 2px, as WCAG 2.4.13 asks of a focus indicator. */
const focusOutline = (theme: Theme) => ({ outline: `2px solid ${theme.palette.focusRing}` });

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
              focusRing: "#1565c0",
            }
          : {
              mode,
              primary: { main: "#90caf9" },
              secondary: { main: "#80cbc4" },
              background: { default: "#0f1419", paper: "#1a2027" },
              focusRing: "#90caf9",
              // Dark text on the dark theme's red: white on it is 3.7:1, dark is over 5:1 (WCAG AA), for the
              // notification badge and every contained error button alike.
              error: { main: "#f44336", contrastText: "#000000" },
            },
      shape: { borderRadius: 6 },
      typography: { fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      components: {
        MuiAppBar: { defaultProps: { elevation: 1, color: "default" } },
        MuiButton: { defaultProps: { disableElevation: true } },
        // MUI marks keyboard focus on these with a faint tint only (under 3:1 in the light theme): the side
        // menu's entries and groups, and the theme switch of SPEC §2's header, get an outline.
        MuiListItemButton: {
          styleOverrides: {
            root: ({ theme }) => ({ "&.Mui-focusVisible, &:focus-visible": { ...focusOutline(theme), outlineOffset: -2 } }),
          },
        },
        // Around the whole switch, on the page's background: a ring around the thumb would cross the track.
        MuiSwitch: {
          styleOverrides: {
            root: ({ theme }) => ({
              "&:has(.Mui-focusVisible)": { ...focusOutline(theme), borderRadius: theme.spacing(2.5) },
            }),
          },
        },
      },
    },
    localeOf(language),
  );
}
