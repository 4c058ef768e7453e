import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useResourceDefinition, useScreenConfig } from "../../crud/resource-context";
import { uploadTargetOf } from "./planning-calls";
import type { PlanningScreenConfig } from "./screen-config";
import { SapFreshness } from "./sap-freshness";
import { TemplateUpload } from "../../crud/uploads/template-upload";
import { UploadHistory } from "../../crud/uploads/upload-history";

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
      <TemplateUpload target={uploadTargetOf(config.module, config.backend)} resource={definition.name} />
      <UploadHistory target={uploadTargetOf(config.module, config.backend)} />
      <SapFreshness config={config} />
    </Stack>
  );
}
