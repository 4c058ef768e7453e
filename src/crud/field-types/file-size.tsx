import type { FieldTypeModule } from "./field-type";
import { numberLike } from "./number";
import { formatNumber } from "../../i18n/number-format";

const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

/** A size in bytes as people read it: 1,536 → "1.5 KB" (1 KB = 1,024 bytes), in the page's number format. */
export function formatFileSize(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${formatNumber(value, language, { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}

/** A file size, stored in bytes (SPEC §3's file lists): typed and filtered in bytes, shown in units. */
export const fileSizeType: FieldTypeModule = {
  ...numberLike,
  format: (_field, value, { language }) => {
    const bytes = Number(value);
    return Number.isFinite(bytes) ? formatFileSize(bytes, language) : String(value);
  },
};
