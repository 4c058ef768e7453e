import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { TemplateUpload } from "../../crud/uploads/template-upload";
import { UploadHistory } from "../../crud/uploads/upload-history";
import { LEAD_TIME } from "../../domain/lead-time";
import { leadTimeUploadTarget } from "./lead-time-calls";

/**
 * Lead times from Excel (DESIGN §9.4): the "Lead time upload" template, checked in the browser before anything
 * is sent (DESIGN §9.1); each line creates or updates the lead time of its vendor, material, plant and modal.
 */
export default function LeadTimeUploadPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t("leadTime.upload.title")}
      </Typography>
      <Typography color="text.secondary">{t("leadTime.upload.intro")}</Typography>
      <TemplateUpload target={leadTimeUploadTarget} resource={LEAD_TIME} />
      <UploadHistory target={leadTimeUploadTarget} />
    </Stack>
  );
}
