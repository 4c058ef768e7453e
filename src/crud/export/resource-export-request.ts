import { useResource } from "@refinedev/core";
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
    return {
      // The path and backend Refine's useList calls for this resource (registry.ts toRefineResources).
      resource: definition.apiPath ?? definition.name,
      dataProviderName: definition.dataProvider ?? "default",
      filters,
      sorters,
      columns,
      label: resourceLabel,
    };
  };

  return request;
}
