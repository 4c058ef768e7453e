import { enumLabel, isListed, type FieldDefinition } from "../../registry/fields";

/** Where a reference column's labels come from: the referenced resource as its data provider names it. */
export interface ExportReference {
  resource: string;
  dataProviderName?: string;
  labelField: string;
}

/**
 * One column of an exported sheet. Plain data only, so it crosses to the worker as it is: everything that
 * needs the page (translations, referenced records) is resolved into it beforehand.
 */
export interface ExportColumn {
  /** The record's property. */
  field: string;
  /** The header, as the grid shows it. */
  header: string;
  /** Numbers and dates are typed cells (sorted and summed as such in Excel); everything else is text. */
  kind: "text" | "number" | "date" | "datetime";
  /** A number cell's Excel format where the screen shows the number otherwise than plain ("0.0%" for a share). */
  numberFormat?: string;
  /** Values shown by a label, as on screen: enum options, Yes/No, referenced records (by id). */
  labels?: Readonly<Record<string, string>>;
  /** A boolean field of the same record that makes this value a secret (DESIGN §8): then nothing is exported. */
  secretWhen?: string;
  /** Reference columns: where the labels are read once the rows are known. */
  reference?: ExportReference;
  /**
   * A message the server wrote (FieldDefinition.serverText): translated, as on screen, and left blank where it
   * only says again what another column of the row says (a run's "Success." beside its Success status).
   */
  serverText?: { repeats?: { field: string; labels?: Readonly<Record<string, string>> } };
}

export interface ExportColumnContext {
  t: (key: string) => string;
  /** The column header of a field, as the grid gives it. */
  label: (field: string) => string;
  /** The API name and data provider of a resource of the registry, for reference columns. */
  resolveResource?: (name: string) => { resource: string; dataProviderName?: string } | undefined;
  /** Columns the person hid from the grid (kept in the list state): not exported either. */
  hidden?: readonly string[];
}

/**
 * The columns an export writes: the list's own (isListed, so never a secret field) that the person shows, in
 * the grid's order, under the grid's headers.
 */
export function exportColumns(fields: readonly FieldDefinition[], ctx: ExportColumnContext): ExportColumn[] {
  const hidden = new Set(ctx.hidden ?? []);
  return fields.filter((field) => isListed(field) && !hidden.has(field.name)).map((field): ExportColumn => {
    const repeats = field.serverText?.repeats;
    const serverText = field.serverText && {
      repeats: repeats && { field: repeats.name, labels: exportColumns([repeats], { ...ctx, hidden: [] })[0]?.labels },
    };
    const base = { field: field.name, header: ctx.label(field.name), secretWhen: field.secretWhen, ...(serverText && { serverText }) };
    switch (field.type) {
      // Sizes in bytes and durations in days stay numbers, so Excel sums and sorts them.
      case "number":
      case "file-size":
      case "duration-days":
        return { ...base, kind: "number" };
      case "date":
      case "datetime":
        return { ...base, kind: field.type };
      case "boolean":
        return { ...base, kind: "text", labels: { true: ctx.t("crud.yes"), false: ctx.t("crud.no") } };
      case "enum":
      case "status":
        return field.rawOptions
          ? { ...base, kind: "text" }
          : {
              ...base,
              kind: "text",
              labels: Object.fromEntries((field.options ?? []).map((value) => [value, enumLabel(field, value, ctx.t)])),
            };
      case "reference": {
        const target = field.reference && ctx.resolveResource?.(field.reference.resource);
        return target && field.reference
          ? { ...base, kind: "text", reference: { ...target, labelField: field.reference.labelField } }
          : { ...base, kind: "text" };
      }
      default:
        return { ...base, kind: "text" };
    }
  });
}
