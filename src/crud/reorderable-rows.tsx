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
  /** The row's own inputs; `id(part)` names them. */
  renderFields: (item: Item, index: number, id: (part: string) => string) => ReactNode;
  newItem: () => Item;
  /** The part focused after an add (the new row's first input) and after a removal (the next row's). */
  focusAfterAdd: string;
  focusAfterRemove: string;
  /** The rows' grid on a laptop screen, the action buttons being the last column. */
  columns: string;
  texts: ReorderableRowsTexts;
  disabled?: boolean;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  /** Below the rows, beside the add button (unsaved changes, save and discard). */
  footer?: ReactNode;
}


/**
 * One editor for ordered rows (rule clauses, template columns): a row per item, every action a labelled
 * button, so it works from the keyboard; after a move, add or removal, focus goes where the person acts next
 * instead of being lost, and the change is announced.
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
  columns,
  texts,
  disabled,
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
          return (
            <li key={index}>
              <Box
                role="group"
                aria-label={rowLabel(index)}
                sx={{
                  display: "grid",
                  gap: 1,
                  alignItems: "start",
                  gridTemplateColumns: { xs: "1fr", md: `${columns} auto` },
                  p: 1,
                  border: 1,
                  borderColor: "divider",
                  borderRadius: 1,
                }}
              >
                {renderFields(item, index, id)}
                <Stack direction="row" spacing={0.5}>
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
                    disabled={disabled}
                    onClick={() => remove(index)}
                  >
                    <DeleteOutlineOutlined />
                  </IconButton>
                </Stack>
              </Box>
            </li>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
        <Button id={`${idPrefix}-add`} startIcon={<AddOutlined />} onClick={add} disabled={disabled}>
          {texts.add}
        </Button>
        {footer}
      </Stack>
    </>
  );
}
