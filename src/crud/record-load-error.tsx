import Alert from "@mui/material/Alert";
import { useTranslation } from "react-i18next";
import { isHttpError } from "../data/http-error";
import { useErrorMessage } from "../data/server-messages";

/**
 * What a detail or edit page shows when its record could not be read: a record that does not exist (404)
 * says so in the page's language; any other failure gives the server's message, translated when known.
 */
export function RecordLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const message = isHttpError(error) && error.statusCode === 404 ? t("crud.recordMissing") : errorMessage(error);
  return (
    <Alert severity="error" role="alert" data-testid="record-load-error">
      {message}
    </Alert>
  );
}
