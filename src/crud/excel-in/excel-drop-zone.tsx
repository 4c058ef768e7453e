import { useId, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import { useTranslation } from "react-i18next";
import type { TemplateColumn } from "../../domain/template-model";
import type { SheetCheckResult } from "./check-sheet";
import type { SheetChecker } from "./check-sheet-file";
import { CheckVerdictView } from "./check-verdict";
import { XLSX_ACCEPT } from "./file-checks";
import { useExcelCheck } from "./use-excel-check";

export interface ExcelDropZoneProps {
  /** The columns of the module's configurable template. */
  columns: readonly TemplateColumn[];
  /** parameter-system `uploadMaxMb` (DEFAULT_UPLOAD_MAX_MB when not set). */
  maxMb: number;
  /** No file may be offered (no permission, a job running…); disabledReason says why. */
  disabled?: boolean;
  disabledReason?: string;
  /** The zone's name for assistive technology; "Excel file" by default. */
  label?: string;
  /** A file passed the check: the page may send it (uploadFile) and is given what the check found. */
  onAccepted: (file: File, result: SheetCheckResult) => void;
  /** The accepted file was removed (another file offered keeps it, until that one passes). */
  onCleared?: () => void;
  /** Reads and checks the sheet; checkSheet (in a Web Worker) by default. */
  check?: SheetChecker;
}

/**
 * Excel in (DESIGN §9.1, SPEC §5): one .xlsx at a time, dropped or picked, checked in the browser (file
 * checks, then the sheet against the template) before the page may send it. The picker is a real file input
 * behind a button, so the keyboard and screen readers reach it as any button; the limits are its description.
 */
export function ExcelDropZone({
  columns,
  maxMb,
  disabled = false,
  disabledReason,
  label,
  onAccepted,
  onCleared,
  check,
}: ExcelDropZoneProps) {
  const { t } = useTranslation();
  const excel = useExcelCheck({ columns, maxMb, onAccepted, onCleared, check });
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const reasonId = useId();
  // Entering a child fires dragenter before the parent's dragleave: a count, not a flag, says "still over".
  const [dragDepth, setDragDepth] = useState(0);
  const dragging = dragDepth > 0 && !disabled;
  const describedBy = disabled && disabledReason ? `${hintId} ${reasonId}` : hintId;

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    setDragDepth((depth) => depth + 1);
  };
  const onDragLeave = () => setDragDepth((depth) => Math.max(0, depth - 1));
  // Every drop is taken, a refused one too: otherwise the browser opens the dropped file in place of the app.
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? "none" : "copy";
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragDepth(0);
    if (!disabled) excel.offer(Array.from(event.dataTransfer?.files ?? []));
  };
  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Emptied, so that picking the same file again (after fixing it in Excel) is a change again.
    event.target.value = "";
    if (files.length > 0) excel.offer(files);
  };

  return (
    <Stack spacing={2}>
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        data-dragging={dragging || undefined}
        onDragEnter={onDragEnter}
        onDragLeave={onDragLeave}
        onDragOver={onDragOver}
        onDrop={onDrop}
        sx={{
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          gap: 1,
          p: 3,
          textAlign: "center",
          border: 2,
          borderStyle: "dashed",
          borderRadius: 1,
          borderColor: dragging ? "primary.main" : "divider",
          bgcolor: dragging ? "action.hover" : "transparent",
          color: disabled ? "text.disabled" : "text.primary",
          transition: (theme) => theme.transitions.create(["border-color", "background-color"]),
        }}
      >
        <UploadFileOutlined
          color={disabled ? "disabled" : dragging ? "primary" : "action"}
          fontSize="large"
        />
        <Typography id={labelId} component="p" variant="subtitle1">
          {label ?? t("excelIn.zone.label")}
        </Typography>
        <Typography variant="body2" aria-hidden>
          {dragging ? t("excelIn.zone.dropNow") : t("excelIn.zone.drop")}
        </Typography>
        <Button
          variant="contained"
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={describedBy}
        >
          {t("excelIn.zone.choose")}
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t("excelIn.zone.hint", { maxMb })}
        </Typography>
        {disabled && disabledReason && (
          <Typography id={reasonId} variant="body2" color="text.secondary">
            {disabledReason}
          </Typography>
        )}
        <input
          ref={input}
          type="file"
          accept={XLSX_ACCEPT}
          hidden
          disabled={disabled}
          onChange={onPicked}
          data-testid="excel-file-input"
        />
      </Box>
      <CheckVerdictView check={excel} columns={columns} />
    </Stack>
  );
}
