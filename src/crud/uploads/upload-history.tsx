import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import TablePagination from "@mui/material/TablePagination";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import { useTranslation } from "react-i18next";
import { FactTable } from "../../layout/fact-table";
import { RetryAlert } from "../../layout/retry-alert";
import type { UploadRecord } from "../../api/planning";
import { useBackendClient } from "../../data/backend-clients";
import { saveFile } from "../../data/operations/save-file";
import { useErrorMessage } from "../../data/server-messages";
import { useSessionFaults } from "../operations/shared-refine-calls";
import { formatDateTime } from "../field-types/date-formats";
import { formatFileSize } from "../field-types/file-size";
import { visuallyHidden } from "../visually-hidden";
import { downloadUpload, fetchUploads } from "./upload-calls";
import type { UploadTarget } from "./upload-target";
import { formatNumber } from "../../i18n/number-format";

const PAGE_SIZE = 5;

/**
 * The files uploaded to the module (SPEC §3: filename, size, update date, username), newest first, each one
 * downloadable again (DESIGN §9.2).
 */
export function UploadHistory({ target, titleKey = "planning.history.title" }: { target: UploadTarget; titleKey?: string }) {
  const { t, i18n } = useTranslation();
  const client = useBackendClient(target.backend);
  const errorMessage = useErrorMessage();
  const sessionFaults = useSessionFaults();
  const [page, setPage] = useState(0);
  const [failed, setFailed] = useState<unknown>(null);
  const uploads = useQuery({
    queryKey: [...target.queryKey, "uploads", page],
    queryFn: () => fetchUploads(client, target.basePath, page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
    keepPreviousData: true,
  });
  const rows = uploads.data?.rows ?? [];
  const download = async (upload: UploadRecord) => {
    setFailed(null);
    try {
      saveFile(await downloadUpload(client, target.basePath, upload));
    } catch (error) {
      sessionFaults(error);
      setFailed(error);
    }
  };

  return (
    <Card component="section" aria-labelledby={`history-${target.id}`}>
      <CardHeader id={`history-${target.id}`} title={t(titleKey)} titleTypographyProps={{ component: "h2", variant: "h6" }} />
      <CardContent>
        {uploads.isFetching && <LinearProgress aria-label={t("loading")} />}
        {uploads.error ? (
          <RetryAlert onRetry={uploads.refetch} busy={uploads.isFetching}>
            {errorMessage(uploads.error)}
          </RetryAlert>
        ) : null}
        {failed ? <Alert severity="error">{errorMessage(failed)}</Alert> : null}
        {!uploads.isLoading && !uploads.error && rows.length === 0 ? (
          <Typography variant="body2">{t("status.noProcessedFile")}</Typography>
        ) : (
          <FactTable
            labelledBy={`history-${target.id}`}
            testId="upload-history"
            rows={rows}
            rowKey={(upload) => upload.id}
            columns={[
              { key: "filename", header: t("planning.history.filename"), cell: (upload) => upload.filename },
              { key: "size", header: t("planning.history.size"), align: "right", cell: (upload) => formatFileSize(upload.size, i18n.language) },
              { key: "rows", header: t("planning.history.rows"), align: "right", cell: (upload) => formatNumber(upload.rows, i18n.language) },
              { key: "updateDate", header: t("planning.history.updateDate"), cell: (upload) => formatDateTime(upload.updateDate, i18n.language) },
              { key: "username", header: t("planning.history.username"), cell: (upload) => upload.username },
              {
                key: "download",
                header: (
                  <Box component="span" sx={visuallyHidden}>
                    {t("planning.history.download")}
                  </Box>
                ),
                compact: true,
                cell: (upload) => (
                  <Tooltip title={t("planning.history.downloadFile", { name: upload.filename })}>
                    <IconButton
                      aria-label={t("planning.history.downloadFile", { name: upload.filename })}
                      onClick={() => void download(upload)}
                    >
                      <FileDownloadOutlined />
                    </IconButton>
                  </Tooltip>
                ),
              },
            ]}
          />
        )}
        <TablePagination
          component="div"
          count={uploads.data?.total ?? 0}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) => t("grid.range", { from, to, count })}
        />
      </CardContent>
    </Card>
  );
}
