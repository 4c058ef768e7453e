import { useMemo, useState } from "react";
import { useList } from "@refinedev/core";
import { Link as RouterLink } from "react-router-dom";
import {
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from "@mui/material";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { ParameterSystem, TransportTrackingShipment } from "../../api/contract";
import { PageLoading } from "../../layout/page-loading";
import { useErrorMessage } from "../../data/server-messages";
import { RetryAlert } from "../../layout/retry-alert";
import { concludedByDay, parseFilterDays } from "./concluded-by-day";
import { concludedShipmentsRead, filterDaysRead, SHIPMENTS_RESOURCE } from "./home-requests";
import { DayChart } from "./day-chart";
import { formatNumber } from "../../i18n/number-format";
import { useAccess } from "../../access/use-access";

const PAGE_SIZE = 10;
const columns = ["trackingNumber", "supplier", "shipper", "flowType", "localDate", "location", "message"] as const;

/** SPEC §1: the home dashboard shows shipments concluded in the last filterDays days. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(0);
  const [now] = useState(() => new Date());

  const parameter = useList<ParameterSystem>(filterDaysRead);
  const days = parseFilterDays(parameter.data?.data[0]?.value);

  // A concluded shipment opens its tracking page, for whoever may read it (SPEC §6).
  const canOpenShipment = useAccess({ resource: SHIPMENTS_RESOURCE, action: "show" }) === true;

  const shipments = useList<TransportTrackingShipment>({
    ...concludedShipmentsRead(days, now),
    queryOptions: { enabled: !parameter.isLoading },
  });

  const rows = useMemo(() => shipments.data?.data ?? [], [shipments.data]);
  const byDay = useMemo(() => concludedByDay(rows.map((r) => r.localDate), now, days), [rows, now, days]);
  const dateFormat = i18n.language === "pt-BR" ? "DD/MM/YYYY HH:mm" : "MM/DD/YYYY hh:mm A";
  const error = shipments.error ?? parameter.error;
  const number = (value: number) => formatNumber(value, i18n.language);

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5" tabIndex={-1}>
        {t("home.concludedTitle", { count: days, days: number(days) })}
      </Typography>
      {error ? (
        <RetryAlert
          retryLabel={t("home.retry")}
          busy={parameter.isFetching || shipments.isFetching}
          onRetry={() => Promise.all([parameter.refetch(), shipments.refetch()])}
        >
          {t("home.loadError", { message: errorMessage(error) })}
        </RetryAlert>
      ) : parameter.isLoading || shipments.isLoading ? (
        <PageLoading label={t("home.loading")} />
      ) : (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h3" component="p" data-testid="concluded-count">
                {number(rows.length)}
              </Typography>
              <Typography color="text.secondary" gutterBottom>
                {t("home.concludedCount", { count: rows.length, total: number(rows.length) })}
              </Typography>
              <DayChart days={byDay} />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <TableContainer>
              <Table size="small" aria-label={t("home.concludedTitle", { count: days, days: number(days) })}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                        {t(`home.columns.${column}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={columns.length} align="center" sx={{ py: 4 }}>
                        <Typography color="text.secondary">{t("status.noData")}</Typography>
                      </TableCell>
                    </TableRow>
                  ) : (
                    rows.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE).map((row) => (
                      <TableRow key={row.id} hover>
                        <TableCell sx={{ fontFamily: "monospace" }}>
                          {canOpenShipment ? (
                            <Link component={RouterLink} to={`/${SHIPMENTS_RESOURCE}/show/${encodeURIComponent(String(row.id))}`} underline="hover">
                              {row.trackingNumber}
                            </Link>
                          ) : (
                            row.trackingNumber
                          )}
                        </TableCell>
                        <TableCell>{row.supplier}</TableCell>
                        <TableCell>{row.shipper}</TableCell>
                        {/* The flow type (SPEC §3) is a code, shown in the reader's language as the tracking list shows it. */}
                        <TableCell>{t(`enum.flowType.${row.flowType}`, { defaultValue: row.flowType })}</TableCell>
                        <TableCell sx={{ whiteSpace: "nowrap" }}>{dayjs(row.localDate).format(dateFormat)}</TableCell>
                        <TableCell>{row.location}</TableCell>
                        <TableCell>{row.message}</TableCell>
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </TableContainer>
            {rows.length > 0 && (
              <TablePagination
                component="div"
                count={rows.length}
                page={page}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                labelDisplayedRows={({ from, to, count }) => t("grid.range", { from, to, count })}
                onPageChange={(_, next) => setPage(next)}
              />
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}
