/**
 * An uploaded sheet's data rows as lines keyed by header (DESIGN §9.2), converted the same way in the
 * browser (to compare a new file with the previous upload) and in the demo backend (to store an upload):
 * numbers as numbers, dates as yyyy-mm-dd, the rest as trimmed text, blanks as null.
 */
import { dateOf, isBlankRow, normaliseHeader, type TemplateColumn } from "./template-model";

export type TemplateLineValue = string | number | null;
export type TemplateLineRecord = Record<string, TemplateLineValue>;

export function cellValue(column: TemplateColumn | undefined, value: unknown): TemplateLineValue {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return null;
  if (column?.type === "date") {
    const date = dateOf(value);
    if (date) return date.toISOString().slice(0, 10);
  }
  if (column?.type === "number") {
    const number = typeof value === "number" ? value : Number(String(value).replace(",", "."));
    if (Number.isFinite(number)) return number;
  }
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === "number" ? value : String(value).trim();
}

/**
 * rows[0] is the header row; blank rows (Excel's leftovers) are dropped. A header the check takes for a
 * template's ("VENDOR", "Vendor  lead time (days)") keys its cells by the template's own spelling, which is
 * what every reader of the lines looks for; other headers keep the sheet's. Each line's sheet row (0-based
 * index into rows) is in `rows`, for messages that name a line.
 */
export function linesOfSheet(
  rows: readonly (readonly unknown[])[],
  columns: readonly TemplateColumn[],
): { headers: string[]; lines: TemplateLineRecord[]; rows: number[] } {
  const byHeader = new Map(columns.map((column) => [normaliseHeader(column.header), column]));
  const headers = (rows[0] ?? []).map((cell) => {
    const written = String(cell ?? "").trim();
    return byHeader.get(normaliseHeader(written))?.header ?? written;
  });
  const kept = rows.flatMap((row, index) => (index > 0 && !isBlankRow(row) ? [index] : []));
  const lines = kept.map((index) =>
    Object.fromEntries(
      headers.flatMap((header, at) =>
        header === "" ? [] : [[header, cellValue(byHeader.get(normaliseHeader(header)), rows[index]?.[at])]],
      ),
    ),
  );
  return { headers: headers.filter((header) => header !== ""), lines, rows: kept };
}

export interface LineChange {
  key: string;
  fields: { header: string; before: TemplateLineValue; after: TemplateLineValue }[];
}

export interface LineDiff {
  added: number;
  removed: number;
  changed: number;
  unchanged: number;
  /** The first few of each, to show. */
  examples: { added: string[]; removed: string[]; changed: LineChange[] };
}

const EXAMPLES = 20;

/** What changed from one upload to the next, line by line, by the template's key headers (DESIGN §9.2). */
export function diffLines(
  previous: readonly TemplateLineRecord[],
  next: readonly TemplateLineRecord[],
  keyHeaders: readonly string[],
): LineDiff {
  const find = (line: TemplateLineRecord, header: string) => {
    const wanted = header.trim().toLowerCase();
    const found = Object.keys(line).find((candidate) => candidate.trim().toLowerCase() === wanted);
    return found === undefined ? null : line[found];
  };
  const keyOf = (line: TemplateLineRecord) => keyHeaders.map((header) => String(find(line, header) ?? "")).join(" · ");
  const before = new Map(previous.map((line) => [keyOf(line), line]));
  const diff: LineDiff = { added: 0, removed: 0, changed: 0, unchanged: 0, examples: { added: [], removed: [], changed: [] } };
  const seen = new Set<string>();
  for (const line of next) {
    const key = keyOf(line);
    seen.add(key);
    const old = before.get(key);
    if (!old) {
      diff.added += 1;
      if (diff.examples.added.length < EXAMPLES) diff.examples.added.push(key);
      continue;
    }
    const headers = [...new Set([...Object.keys(old), ...Object.keys(line)])];
    const fields = headers
      .filter((header) => (old[header] ?? null) !== (line[header] ?? null))
      .map((header) => ({ header, before: old[header] ?? null, after: line[header] ?? null }));
    if (fields.length === 0) diff.unchanged += 1;
    else {
      diff.changed += 1;
      if (diff.examples.changed.length < EXAMPLES) diff.examples.changed.push({ key, fields });
    }
  }
  for (const key of before.keys()) {
    if (seen.has(key)) continue;
    diff.removed += 1;
    if (diff.examples.removed.length < EXAMPLES) diff.examples.removed.push(key);
  }
  return diff;
}
