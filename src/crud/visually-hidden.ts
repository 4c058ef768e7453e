/**
 * Text for screen readers only (a live status). Sizes are pixel strings on purpose: in `sx`, a bare 1 means
 * 100%, and a 100%-wide box placed beside the menu made the whole page scroll sideways on a laptop.
 */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  border: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
