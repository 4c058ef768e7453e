import type { ExportColumn, ExportReference } from "./export-columns";
import type { ExportRecord } from "./export-rows";
import { unlessAborted } from "../../data/operations/abort";

/** Reads records of a referenced resource by id (the data provider's getMany). */
export type GetReferenced = (reference: ExportReference, ids: (string | number)[]) => Promise<ExportRecord[]>;

/** Ids per getMany: they travel in the query string, which servers limit in length. */
export const REFERENCE_IDS_PER_REQUEST = 100;

/**
 * Reference columns with the labels of the records the rows point at, as the grid shows them; an id whose
 * record is not found keeps the id (DESIGN §9.1: the export shows what the list shows).
 */
export async function withReferenceLabels(
  columns: readonly ExportColumn[],
  rows: readonly ExportRecord[],
  getReferenced: GetReferenced,
  signal: AbortSignal,
): Promise<ExportColumn[]> {
  const resolved: ExportColumn[] = [];
  for (const column of columns) {
    const reference = column.reference;
    if (!reference) {
      resolved.push(column);
      continue;
    }
    const ids = [
      ...new Set(
        rows
          .map((row) => row[column.field])
          .filter((id): id is string | number => typeof id === "string" || typeof id === "number")
          .filter((id) => id !== ""),
      ),
    ];
    const labels: Record<string, string> = { ...column.labels };
    for (let start = 0; start < ids.length; start += REFERENCE_IDS_PER_REQUEST) {
      const records = await unlessAborted(
        getReferenced(reference, ids.slice(start, start + REFERENCE_IDS_PER_REQUEST)),
        signal,
      );
      for (const record of records) {
        const label = record[reference.labelField];
        if (label !== undefined && label !== null) labels[String(record.id)] = String(label);
      }
    }
    resolved.push({ ...column, labels });
  }
  return resolved;
}
