import type { ComponentType } from "react";
import {
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
} from "@mui/x-data-grid";
import Box from "@mui/material/Box";

declare module "@mui/x-data-grid" {
  interface ToolbarPropsOverrides {
    /** The screen's own buttons (an export, a download of the whole result). */
    extra?: ComponentType;
  }
}

/** The grid's toolbar: which columns show and how dense the rows are (both remembered), then the screen's own. */
export function ListToolbar({ extra: Extra }: { extra?: ComponentType }) {
  return (
    <GridToolbarContainer sx={{ px: 0, pb: 1, gap: 1 }}>
      <GridToolbarColumnsButton />
      <GridToolbarDensitySelector />
      <Box sx={{ flex: 1 }} />
      {Extra && <Extra />}
    </GridToolbarContainer>
  );
}
