import { useEffect, useRef, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import AddOutlined from "@mui/icons-material/AddOutlined";
import ArrowDownwardOutlined from "@mui/icons-material/ArrowDownwardOutlined";
import ArrowUpwardOutlined from "@mui/icons-material/ArrowUpwardOutlined";
import DeleteOutlineOutlined from "@mui/icons-material/DeleteOutlineOutlined";
import { moveItem } from "../domain/ordered-list";

/** The texts of an editor, in the page's language: what its buttons say and what is announced. */
export interface ReorderableRowsTexts {
  add: string;
  moveUp: (index: number) => string;
  moveDown: (index: number) => string;
  remove: (index: number) => string;
  moved: (index: number, position: number) => string;
  removed: (index: number) => string;
  added: (index: number) => string;
}

export interface ReorderableRowsProps<Item> {
  /** Element ids are `<idPrefix>-<index>-<part>`; the editor moves focus to them. */
  idPrefix: string;
  items: readonly Item[];
  /** A new list, with what to announce to screen readers (a move, an add, a removal). */
  onChange: (next: Item[], announcement?: string) => void;
  /** The accessible name of a row ("Where clause 2", "Column 2"). */
  rowLabel: (index: number) => string;
  /** The row's own inputs, a cell each, in order; `id(part)` names them. */
  renderFields: (item: Item, index: number, id: (part: string) => string) => RowCell[];
  newItem: () => Item;
  /** The part focused after an add (the new row's first input) and after a removal (the next row's). */
  focusAfterAdd: string;
  focusAfterRemove: string;
  texts: ReorderableRowsTexts;
  disabled?: boolean;
  /** Whether a row may be removed (a template column the calculation reads may not); every row when absent. */
  removable?: (item: Item, index: number) => boolean;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  /** Below the rows, beside the add button (unsaved changes, save and discard). */
  footer?: ReactNode;
}

/**
 * One input of a row, sized like a flex item: `basis` is the width it asks for before the row wraps, `grow` its
 * share of the room left. Every row has the same cells, so rows that wrap still line up with one another.
 */
export interface RowCell {
  key: string;
  content: ReactNode;
  basis?: string;
  grow?: number;
}

/**
 * A cell is a grid, so the input inside stretches to it; the input's own minimum width (a select's widest
 * option) stays the cell's minimum, so the row wraps before an input is cut.
 */
const cellSx = ({ basis = "0px", grow = 1 }: RowCell) => ({ display: "grid", flex: `${grow} 1 ${basis}` });

/** The row's three icon buttons (40 px each, 4 px apart) and the gap before them. */
const ACTIONS_WIDTH = "136px";

/**
 * One editor for ordered rows (rule clauses, template columns): a row per item, every action a labelled
 * button, so it works from the keyboard; after a move, add or removal, focus goes where the person acts next
 * instead of being lost, and the change is announced. A row's cells wrap onto a further line when they do not
 * fit (a laptop with the menu open, a phone) instead of cutting their inputs or widening the page.
 */
export function ReorderableRows<Item>({
  idPrefix,
  items,
  onChange,
  rowLabel,
  renderFields,
  newItem,
  focusAfterAdd,
  focusAfterRemove,
  texts,
  disabled,
  removable = () => true,
  empty,
  footer,
}: ReorderableRowsProps<Item>) {
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const element = document.getElementById(focusNext.current);
    focusNext.current = null;
    element?.focus();
  });
  const idOf = (index: number) => (part: string) => `${idPrefix}-${index}-${part}`;

  const move = (index: number, offset: number) => {
    const target = index + offset;
    const direction = offset < 0 ? "up" : "down";
    // Once at an edge the button disables itself, so focus moves to its sibling.
    const edge = target === 0 || target === items.length - 1;
    focusNext.current = idOf(target)(edge ? (direction === "up" ? "down" : "up") : direction);
    onChange(moveItem(items, index, offset), texts.moved(index, target + 1));
  };
  const remove = (index: number) => {
    focusNext.current =
      items.length > 1 ? idOf(Math.min(index, items.length - 2))(focusAfterRemove) : `${idPrefix}-add`;
    onChange(
      items.filter((_, i) => i !== index),
      texts.removed(index),
    );
  };
  const add = () => {
    focusNext.current = idOf(items.length)(focusAfterAdd);
    onChange([...items, newItem()], texts.added(items.length));
  };

  return (
    <>
      {items.length === 0 && empty}
      <Stack component="ol" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {items.map((item, index) => {
          const id = idOf(index);
          const cells = renderFields(item, index, id);
          const last = cells.at(-1);
          const actions = (
            <Stack direction="row" spacing={0.5} sx={{ flex: "0 0 auto", ml: "auto" }}>
              <IconButton
                id={id("up")}
                aria-label={texts.moveUp(index)}
                title={texts.moveUp(index)}
                disabled={disabled || index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUpwardOutlined />
              </IconButton>
              <IconButton
                id={id("down")}
                aria-label={texts.moveDown(index)}
                title={texts.moveDown(index)}
                disabled={disabled || index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDownwardOutlined />
              </IconButton>
              <IconButton
                id={id("remove")}
                aria-label={texts.remove(index)}
                title={texts.remove(index)}
                disabled={disabled || !removable(item, index)}
                onClick={() => remove(index)}
              >
                <DeleteOutlineOutlined />
              </IconButton>
            </Stack>
          );
          return (
            <li key={index}>
              <Box
                role="group"
                aria-label={rowLabel(index)}
                sx={{
                  display: "flex",
                  flexWrap: "wrap",
                  gap: 1,
                  alignItems: "flex-start",
                  p: 1,
                  border: 1,
                  borderColor: "divider",
                  borderRadius: 1,
                }}
              >
                {cells.slice(0, -1).map((cell) => (
                  <Box key={cell.key} sx={cellSx(cell)}>
                    {cell.content}
                  </Box>
                ))}
                {/* The last input keeps the row's buttons beside it: they wrap onto a new line together. */}
                <Box
                  sx={{
                    display: "flex",
                    gap: 1,
                    alignItems: "flex-start",
                    flex: `${last?.grow ?? 1} 1 calc(${last?.basis ?? "0px"} + ${ACTIONS_WIDTH})`,
                  }}
                >
                  {last && <Box sx={cellSx(last)}>{last.content}</Box>}
                  {actions}
                </Box>
              </Box>
            </li>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mt: 1 }}>
        <Button id={`${idPrefix}-add`} startIcon={<AddOutlined />} onClick={add} disabled={disabled}>
          {texts.add}
        </Button>
        {footer}
      </Stack>
    </>
  );
}
