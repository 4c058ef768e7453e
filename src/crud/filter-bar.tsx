import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
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

/** Where the focus goes once removed chips are gone: the chip beside the last one removed, else Add filter. */
interface FocusAfterRemoval {
  /** The fields whose chips are being removed. */
  removed: readonly string[];
  /** The chip to focus then; none: Add filter. */
  next?: string;
}

/**
 * Several filters at once, above the grid (the free DataGrid keeps only one): a chip per filtered field, which
 * opens its condition again, removes it, or all of them. The filters live in the address (list-state.ts). A
 * removed chip (Delete on it, its condition emptied, Clear all) takes the focus it held to the chip beside it
 * or to Add filter, not to the top of the page.
 */
export function FilterBar({ fields, filters, label, onChange }: FilterBarProps) {
  const { t, i18n } = useTranslation();
  const addButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [editing, setEditing] = useState<{ field: FieldDefinition; anchor: HTMLElement } | null>(null);
  const offered = useMemo(() => filterableFields(fields), [fields]);
  const chips = filterChips(offered, filters, { t, language: i18n.language, label });
  const chipElements = useRef(new Map<string, HTMLElement>());
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<FocusAfterRemoval | null>(null);
  const shownFields = chips.map((chip) => chip.field.name).join("|");
  useEffect(() => {
    if (!focusAfterRemoval) return;
    const shown = new Set(shownFields.split("|"));
    // Until the address has taken the change, the removed chips are still on screen.
    if (focusAfterRemoval.removed.some((field) => shown.has(field))) return;
    setFocusAfterRemoval(null);
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    const target = focusAfterRemoval.next === undefined ? undefined : chipElements.current.get(focusAfterRemoval.next);
    (target ?? addButton.current)?.focus();
  }, [focusAfterRemoval, shownFields]);
  if (offered.length === 0) return null;

  const removing = (field: string): FocusAfterRemoval => {
    const index = chips.findIndex((chip) => chip.field.name === field);
    return { removed: [field], next: (chips[index + 1] ?? chips[index - 1])?.field.name };
  };
  const apply = (field: FieldDefinition, next: ColumnFilter[]) => {
    if (next.length === 0 && chips.some((chip) => chip.field.name === field.name)) setFocusAfterRemoval(removing(field.name));
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
          ref={(element: HTMLDivElement | null) => {
            if (element) chipElements.current.set(chip.field.name, element);
            else chipElements.current.delete(chip.field.name);
          }}
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
        <Button
          size="small"
          onClick={() => {
            setFocusAfterRemoval({ removed: chips.map((chip) => chip.field.name) });
            onChange([]);
          }}
        >
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
