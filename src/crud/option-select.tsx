import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";

export interface OptionSelectProps<Option extends string> {
  id: string;
  label: string;
  /** A fuller name for screen readers than the visible label ("Column 2: Type"). */
  ariaLabel?: string;
  value: Option;
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  disabled?: boolean;
  /** The space under the input kept (" ") so a row of inputs stays aligned. */
  helperText?: string;
  onChange: (option: Option) => void;
}

/** The labels as one CSS string, a line each: a box showing it is as wide as the widest label. */
const cssLines = (labels: readonly string[]) =>
  `"${labels.map((label) => label.replace(/\\/g, "\\\\").replace(/"/g, '\\"')).join("\\A ")}"`;

/**
 * A select over a fixed list of options that is never narrower than its widest option in the page's language:
 * an invisible copy of the option labels shares the input's grid cell, so the chosen label is never cut off
 * ("Data de disponibilidade") and a row of such inputs wraps instead of squeezing them. The copy sits outside
 * the combobox, so it is not part of what screen readers read.
 */
export function OptionSelect<Option extends string>({
  id,
  label,
  ariaLabel,
  value,
  options,
  optionLabel,
  disabled,
  helperText,
  onChange,
}: OptionSelectProps<Option>) {
  return (
    <TextField
      select
      size="small"
      id={id}
      label={label}
      value={value}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value as Option)}
      slotProps={{
        select: ariaLabel ? { SelectDisplayProps: { "aria-label": ariaLabel } as object } : undefined,
      }}
      sx={{
        // MUI lets a form control shrink to nothing (min-width 0); this one stops at its widest option.
        minWidth: "min-content",
        "& .MuiInputBase-root": { display: "inline-grid" },
        // Stretched to the cell: its own 100% width plus padding would stick out of a grid cell.
        "& .MuiSelect-select": { gridArea: "1 / 1", width: "auto" },
        "& .MuiInputBase-root::before": {
          content: cssLines(options.map(optionLabel)),
          gridArea: "1 / 1",
          // No height and no line height: it takes no room below the label, and is no scroll container (which
          // would let the grid squeeze it).
          height: 0,
          lineHeight: 0,
          visibility: "hidden",
          whiteSpace: "pre",
          // The select's own padding around its label: 14px before, 32px after (room for the arrow).
          pl: "14px",
          pr: "32px",
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
