import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useResourceDefinition, useScreenConfig } from "../../crud/resource-context";
import type { PlanningScreenConfig } from "./screen-config";
import { SapFreshness } from "./sap-freshness";
import { TemplateUpload } from "./template-upload";
import { UploadHistory } from "./upload-history";

/** EDB's Upload of template (DESIGN §9.2): the upload with its check, then the history of uploads. */
export default function TemplateUploadPage() {
  const { t } = useTranslation();
  const definition = useResourceDefinition();
  const config = useScreenConfig<PlanningScreenConfig>();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t(definition.labelKey)}
      </Typography>
      <TemplateUpload config={config} resource={definition.name} />
      <UploadHistory config={config} />
      <SapFreshness config={config} />
    </Stack>
  );
}
