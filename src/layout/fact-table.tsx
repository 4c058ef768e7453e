/**
 * A small read-only table of facts: a shipment's exceptions and legs, a dashboard's figures, an upload's
 * history, a file's problems. Not a list: no paging, sorting or filters (those are the generic list's). Named
 * by a heading outside it (`labelledBy`) or by its own caption. One that scrolls inside itself (`maxHeight`,
 * or `scrollable` for a wide one) is named and takes the keyboard's focus, so it can be scrolled without a
 * mouse (WCAG 2.1.1); its header row stays in view as it scrolls vertically.
 */
import type { Key, ReactNode } from "react";
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { Theme } from "@mui/material/styles";

export interface FactColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Numbers and counts read right-aligned. */
  align?: "left" | "right";
  /** Its dates and codes stay on one line. */
  nowrap?: boolean;
  /** The column that names its row: read out as the header of the row's other cells. */
  rowHeader?: boolean;
  /** Its cells hold an icon button, with the narrow padding MUI gives one. */
  compact?: boolean;
}

type Naming =
  | { labelledBy: string; caption?: undefined; captionId?: undefined }
  | { caption: ReactNode; captionId: string; labelledBy?: undefined };

export type FactTableProps<Row> = Naming & {
  columns: readonly FactColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Scrolls inside itself past this height, in px or as a theme spacing function. */
  maxHeight?: number | ((theme: Theme) => string);
  /** Scrolls inside itself sideways on a narrow screen, so the keyboard must be able to scroll it too. */
  scrollable?: boolean;
  /** Drawn in an outlined paper of its own, where nothing around it frames it. */
  outlined?: boolean;
  testId?: string;
};

export function FactTable<Row>({
  columns,
  rows,
  rowKey,
  labelledBy,
  caption,
  captionId,
  maxHeight,
  scrollable = false,
  outlined = false,
  testId,
}: FactTableProps<Row>) {
  const nameId = labelledBy ?? captionId;
  const scrolls = scrollable || maxHeight !== undefined;
  return (
    <TableContainer
      {...(outlined && { component: Paper, variant: "outlined" as const })}
      // Named by its caption, it is a region of its own. Named by a heading outside, it is a group: the section
      // that heading names is the landmark already, and a second one of the same name would be announced twice.
      {...(scrolls && { tabIndex: 0, role: caption === undefined ? "group" : "region", "aria-labelledby": nameId })}
      sx={maxHeight === undefined ? undefined : { maxHeight }}
    >
      <Table
        size="small"
        stickyHeader={maxHeight !== undefined}
        aria-labelledby={caption === undefined ? nameId : undefined}
        sx={caption === undefined ? undefined : { captionSide: "top" }}
        data-testid={testId}
      >
        {caption !== undefined && <caption id={captionId}>{caption}</caption>}
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  padding={column.compact ? "checkbox" : undefined}
                  sx={column.nowrap ? { whiteSpace: "nowrap" } : undefined}
                  {...(column.rowHeader && { component: "th", scope: "row" })}
                >
                  {column.cell(row, index)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
