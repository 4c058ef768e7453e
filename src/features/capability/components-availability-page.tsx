import Stack from "@mui/material/Stack";
import { useScreenConfig } from "../../crud/resource-context";
import ResourceListPage from "../../crud/resource-list-page";
import { SapFreshness } from "./sap-freshness";
import { uploadTargetOf } from "./planning-calls";
import type { PlanningScreenConfig } from "./screen-config";
import { UploadHistory } from "../../crud/uploads/upload-history";

/**
 * Components availability (DESIGN §9.2): per component and plant, supply against demand from the latest
 * simulation, in the generic list (filters, sorting, Export); how fresh the SAP data behind it is; and the
 * files uploaded to the module.
 */
export default function ComponentsAvailabilityPage() {
  const config = useScreenConfig<PlanningScreenConfig>();
  return (
    <Stack spacing={2}>
      <ResourceListPage />
      <SapFreshness config={config} />
      <UploadHistory target={uploadTargetOf(config.module, config.backend)} titleKey="planning.history.files" />
    </Stack>
  );
}
