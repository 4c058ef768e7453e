import { getContrastRatio } from "@mui/material/styles";
import { buildTheme } from "../../../src/theme/themes";

describe("theme contrast (WCAG AA, 4.5:1)", () => {
  it.each(["light", "dark"] as const)(
    "the notification badge and error buttons are readable in the %s theme",
    (mode) => {
      const { error } = buildTheme(mode, "en-US").palette;
      expect(getContrastRatio(error.main, error.contrastText)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
