import { getContrastRatio } from "@mui/material/styles";
import { buildTheme } from "../../../src/theme/themes";

/** The colour `overlay` at `opacity` over an opaque `background` (both #rrggbb), as the screen shows it. */
function over(background: string, overlay: string, opacity: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [back, front] = [channels(background), channels(overlay)];
  return `#${back
    .map((value, i) => Math.round(value * (1 - opacity) + front[i] * opacity).toString(16).padStart(2, "0"))
    .join("")}`;
}

describe("theme contrast (WCAG AA, 4.5:1)", () => {
  it.each(["light", "dark"] as const)(
    "the notification badge and error buttons are readable in the %s theme",
    (mode) => {
      const { error } = buildTheme(mode, "en-US").palette;
      expect(getContrastRatio(error.main, error.contrastText)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe("filled chips and buttons of every tone (WCAG AA, 4.5:1)", () => {
  it.each(["light", "dark"] as const)("keep their text readable in the %s theme", (mode) => {
    const { palette } = buildTheme(mode, "en-US");
    for (const tone of ["primary", "secondary", "success", "warning", "error", "info"] as const)
      expect(getContrastRatio(palette[tone].main, palette[tone].contrastText), tone).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the keyboard focus ring (WCAG 1.4.11, 3:1)", () => {
  it.each(["light", "dark"] as const)(
    "stands out from the page, the menu and the menu's current entry in the %s theme",
    (mode) => {
      const { palette } = buildTheme(mode, "en-US");
      const surfaces = {
        page: palette.background.default,
        menu: palette.background.paper,
        "current entry": over(palette.background.paper, palette.primary.main, palette.action.selectedOpacity),
        "focused current entry": over(
          palette.background.paper,
          palette.primary.main,
          palette.action.selectedOpacity + palette.action.focusOpacity,
        ),
      };
      for (const [surface, color] of Object.entries(surfaces))
        expect(getContrastRatio(palette.focusRing, color), surface).toBeGreaterThanOrEqual(3);
    },
  );
});
