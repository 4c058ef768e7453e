import { useResource, type BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useResourceLabels } from "../use-resource-labels";
import { listRequest, readListState } from "../list-state";
import { exportColumns } from "./export-columns";
import type { ExportRequest } from "./use-export";

/**
 * What Export to Excel takes from a generic list: the rows its address filters, searches and sorts
 * (list-state.ts, as the grid asks for them), all pages, under the grid's shown columns and headers.
 */
export function useResourceExportRequest(): () => ExportRequest {
  const { definition, t, resourceLabel, fieldLabel } = useResourceLabels();
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const { select } = useResource();

  const request = (): ExportRequest => {
    const state = readListState(params, definition);
    const { filters, sorters } = listRequest(state, definition);
    const columns = exportColumns(definition.fields ?? [], {
      t,
      label: fieldLabel,
      hidden: state.hidden,
      resolveResource: (name) => {
        const found = select(name, false)?.resource;
        return found && { resource: found.name, dataProviderName: found.meta?.dataProviderName };
      },
    });
    // A column the screen draws itself (ListConfig.exportText) is written as the text it shows, not by its type.
    const exportText = definition.list?.exportText ?? {};
    const texts = Object.fromEntries(
      Object.entries(exportText).map(([field, text]) => [field, (row: BaseRecord) => text(row, t, i18n.language)]),
    );
    return {
      // The path and backend Refine's useList calls for this resource (registry.ts toRefineResources).
      resource: definition.apiPath ?? definition.name,
      dataProviderName: definition.dataProvider ?? "default",
      filters,
      sorters,
      columns: columns.map(({ labels, ...column }) => (column.field in exportText ? { ...column, kind: "text" } : { ...column, labels })),
      label: resourceLabel,
      ...(Object.keys(texts).length > 0 && { texts }),
    };
  };

  return request;
}
