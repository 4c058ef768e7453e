import { lazy, Suspense, useMemo, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Popover from "@mui/material/Popover";
import Stack from "@mui/material/Stack";
import FilterListOutlined from "@mui/icons-material/FilterListOutlined";
import { useTranslation } from "react-i18next";
import type { FieldDefinition } from "../registry/fields";
import type { ColumnFilter } from "../registry/types";
import { filterableFields, filterChips, replaceFieldFilters } from "./filter-chips";

const FilterEditor = lazy(() => import("./filter-editor"));

interface FilterBarProps {
  fields: readonly FieldDefinition[];
  filters: readonly ColumnFilter[];
  label: (field: string) => string;
  onChange: (filters: ColumnFilter[]) => void;
}

/**
 * Several filters at once, above the grid (the free DataGrid keeps only one): a chip per filtered field, which
 * opens its condition again, removes it, or all of them. The filters live in the address (list-state.ts).
 */
export function FilterBar({ fields, filters, label, onChange }: FilterBarProps) {
  const { t, i18n } = useTranslation();
  const addButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [editing, setEditing] = useState<{ field: FieldDefinition; anchor: HTMLElement } | null>(null);
  const offered = useMemo(() => filterableFields(fields), [fields]);
  const chips = filterChips(offered, filters, { t, language: i18n.language, label });
  if (offered.length === 0) return null;

  const apply = (field: FieldDefinition, next: ColumnFilter[]) => {
    onChange(replaceFieldFilters(filters, field.name, next));
    setEditing(null);
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      alignItems="center"
      role="region"
      aria-label={t("crud.filters.title")}
      sx={{ mb: 1 }}
    >
      <Button
        ref={addButton}
        size="small"
        startIcon={<FilterListOutlined />}
        onClick={() => setMenuOpen(true)}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
      >
        {t("crud.filters.add")}
      </Button>
      <Menu anchorEl={addButton.current} open={menuOpen} onClose={() => setMenuOpen(false)}>
        {offered.map((field) => (
          <MenuItem
            key={field.name}
            onClick={() => {
              setMenuOpen(false);
              if (addButton.current) setEditing({ field, anchor: addButton.current });
            }}
          >
            {label(field.name)}
          </MenuItem>
        ))}
      </Menu>
      {chips.map((chip) => (
        <Chip
          key={chip.field.name}
          label={chip.text}
          onClick={(event) => setEditing({ field: chip.field, anchor: event.currentTarget })}
          onDelete={() => apply(chip.field, [])}
          // The chip's own name says what a click does; the delete icon is reached with Backspace/Delete.
          aria-label={t("crud.filters.chipLabel", { filter: chip.text })}
          color="primary"
          variant="outlined"
          data-testid="filter-chip"
        />
      ))}
      {chips.length > 0 && (
        <Button size="small" onClick={() => onChange([])}>
          {t("crud.filters.clearAll")}
        </Button>
      )}
      <Popover
        open={editing !== null}
        anchorEl={editing?.anchor}
        onClose={() => setEditing(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      >
        {editing && (
          <Suspense
            fallback={
              <Box sx={{ p: 3 }} role="status" aria-label={t("loading")}>
                <CircularProgress size={24} />
              </Box>
            }
          >
            <FilterEditor
              field={editing.field}
              label={label(editing.field.name)}
              filters={filters.filter((filter) => filter.field === editing.field.name)}
              onApply={(next) => apply(editing.field, next)}
              onCancel={() => setEditing(null)}
            />
          </Suspense>
        )}
      </Popover>
    </Stack>
  );
}
