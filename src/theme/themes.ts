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

/** What the person's system asks of the page beyond colour and language. */
export interface ThemePreferences {
  /** `prefers-reduced-motion: reduce`: menus, dialogs and panels appear and leave without moving (WCAG 2.3.3). */
  reducedMotion?: boolean;
}

/** Corporate blue with contrast that passes WCAG AA in both modes. */
export function buildTheme(mode: ColorMode, language: string, { reducedMotion = false }: ThemePreferences = {}): Theme {
  return createTheme(
    {
      // Every MUI transition (Grow, Fade, Collapse, Slide) takes its CSS from transitions.create: "none" shows
      // each in its final place at once. The ripple stays: it does not move anything, and it is the focus mark
      // of a keyboard-focused button.
      ...(reducedMotion ? { transitions: { create: () => "none" } } : {}),
      palette:
        mode === "light"
          ? {
              mode,
              primary: { main: "#1565c0" },
              secondary: { main: "#00695c" },
              background: { default: "#f4f6f9", paper: "#ffffff" },
              focusRing: "#1565c0",
              // MUI's orange is 3.1:1 on white: too faint for the words that say a milestone or a line is late.
              // This one is 5:1 on paper and 4.6:1 on the page's background (WCAG AA).
              warning: { main: "#b45309" },
              // MUI's light blue takes white text at 3.9:1 (a filled chip's "At destination"); this one 7:1.
              info: { main: "#01579b" },
            }
          : {
              mode,
              primary: { main: "#90caf9" },
              secondary: { main: "#80cbc4" },
              background: { default: "#0f1419", paper: "#1a2027" },
              focusRing: "#90caf9",
              // A red light enough for words on the dark paper (5.5:1; MUI's #f44336 is 4.45:1), with dark text
              // on it (7:1), for the notification badge and every contained error button alike (WCAG AA).
              error: { main: "#f6685e", contrastText: "#000000" },
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
