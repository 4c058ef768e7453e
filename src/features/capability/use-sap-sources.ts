import { useQuery } from "@tanstack/react-query";
import { useBackendClient } from "../../data/backend-clients";
import { fetchSapSources } from "./planning-calls";
import type { PlanningScreenConfig } from "./screen-config";

/** The module's SAP sources with their last runs, shared by every screen that shows their freshness. */
export function useSapSources(config: Pick<PlanningScreenConfig, "module" | "backend">) {
  const client = useBackendClient(config.backend);
  return useQuery({
    queryKey: ["planning", config.module, "sap-sources"],
    queryFn: () => fetchSapSources(client, config.module),
  });
}
