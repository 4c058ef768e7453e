import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { useTranslation } from "react-i18next";
import type { ListConfig } from "../registry/types";

/** A list's presets (Open / Closed / All): one is always chosen, kept in the address as `quick`. */
export function QuickFilterBar({
  quickFilters,
  value,
  label,
  onChange,
}: {
  quickFilters: NonNullable<ListConfig["quickFilters"]>;
  value: string | undefined;
  label: string;
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value ?? quickFilters.defaultKey}
      onChange={(_event, key: string | null) => key !== null && onChange(key)}
      aria-label={label}
      sx={{ mb: 1 }}
    >
      {quickFilters.options.map((option) => (
        <ToggleButton key={option.key} value={option.key}>
          {t(option.labelKey)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
