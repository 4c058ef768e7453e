import type { ComponentType, ReactNode } from "react";
import {
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
} from "@mui/x-data-grid";
import Box from "@mui/material/Box";
import { ExportButton } from "./export/export-button";
import type { ExportRequest } from "./export/use-export";

declare module "@mui/x-data-grid" {
  interface ToolbarPropsOverrides {
    /** The screen's own buttons (a download of the whole result, a refresh). */
    extra?: ComponentType;
    /** What Export to Excel writes; no export button without it. */
    exportRequest?: () => ExportRequest;
    /** Nothing to export (an empty list). */
    empty?: boolean;
    /** The list's saved views (src/crud/saved-views): beside Export. */
    views?: ReactNode;
  }
}

/**
 * The grid's toolbar: which columns show and how dense the rows are (both remembered), the screen's own
 * buttons, the saved views and Export to Excel. Every grid built on ListGrid gets the same.
 */
export function ListToolbar({
  extra: Extra,
  exportRequest,
  empty,
  views,
}: {
  extra?: ComponentType;
  exportRequest?: () => ExportRequest;
  empty?: boolean;
  views?: ReactNode;
}) {
  return (
    <GridToolbarContainer sx={{ px: 0, pb: 1, gap: 1 }}>
      <GridToolbarColumnsButton />
      <GridToolbarDensitySelector />
      <Box sx={{ flex: 1 }} />
      {Extra && <Extra />}
      {views}
      {exportRequest && <ExportButton request={exportRequest} disabled={empty} />}
    </GridToolbarContainer>
  );
}
