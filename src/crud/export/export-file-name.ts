/**
 * Names of an exported file and its sheet, from the translated name of what is exported:
 * `<label>-<yyyy-mm-dd>.xlsx`, the date the user's own (local) day.
 */

// Characters Windows, macOS or Linux refuse in a file name, and control characters.
// eslint-disable-next-line no-control-regex
const NOT_IN_FILE_NAMES = /[<>:"/\\|?*\u0000-\u001F]/g;
// Excel refuses these in a sheet name, and names over 31 characters.
const NOT_IN_SHEET_NAMES = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

const pad = (value: number) => String(value).padStart(2, "0");

export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function exportFileName(label: string, date: Date): string {
  const safe = label
    .replace(NOT_IN_FILE_NAMES, "-")
    .replace(/\s+/g, " ")
    .replace(/-{2,}/g, "-")
    // A name ending in a dot or a space is refused by Windows; a leading dot hides the file elsewhere.
    .replace(/^[\s.-]+|[\s.-]+$/g, "");
  return `${safe || "export"}-${isoDay(date)}.xlsx`;
}

export function sheetName(label: string): string {
  const safe = label.replace(NOT_IN_SHEET_NAMES, "-").replace(/\s+/g, " ").trim().replace(/^'+|'+$/g, "");
  return safe.slice(0, SHEET_NAME_MAX).trim() || "Sheet1";
}
