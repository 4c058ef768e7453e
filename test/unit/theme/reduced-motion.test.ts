import { buildTheme } from "../../../src/theme/themes";

describe("reduced motion (prefers-reduced-motion: reduce)", () => {
  it.each(["light", "dark"] as const)("in the %s theme, transitions are none only when the system asks", (mode) => {
    const moving = buildTheme(mode, "en-US");
    expect(moving.transitions.create("opacity")).toMatch(/^opacity \d+ms/);
    const still = buildTheme(mode, "pt-BR", { reducedMotion: true });
    expect(still.transitions.create("opacity")).toBe("none");
    expect(still.transitions.create(["transform", "opacity"], { duration: 300 })).toBe("none");
    // Only the motion changes: colours and the language's texts stay.
    expect(still.palette.primary.main).toBe(buildTheme(mode, "pt-BR").palette.primary.main);
  });
});
