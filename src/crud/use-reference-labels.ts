import { useMemo } from "react";
import { useMany, type BaseRecord } from "@refinedev/core";
import type { FieldDefinition } from "../registry/fields";

/** For reference columns: the referenced records' labels, fetched once per page of rows. */
export function useReferenceLabels(fields: readonly FieldDefinition[], rows: readonly BaseRecord[]) {
  const reference = fields.find((field) => field.type === "reference" && field.reference);
  const ids = reference
    ? [...new Set(rows.map((row) => row[reference.name]).filter((id) => id !== null && id !== undefined))]
    : [];
  const { data } = useMany({
    resource: reference?.reference?.resource ?? "",
    ids: ids as (string | number)[],
    queryOptions: { enabled: Boolean(reference) && ids.length > 0 },
  });
  return useMemo(() => {
    if (!reference?.reference) return {};
    const labels = Object.fromEntries(
      (data?.data ?? []).map((record) => [
        String(record.id),
        String(record[reference.reference!.labelField] ?? record.id),
      ]),
    );
    return { [reference.name]: labels };
  }, [data, reference]);
}
