import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { useTranslation } from "react-i18next";
import { useBackendClient } from "../../data/backend-clients";
import { useAccess } from "../../access/use-access";
import { asClause, useErrorMessage } from "../../data/server-messages";
import { useResourceDefinition } from "../../crud/resource-context";
import { formatDateTime, formatDay } from "../../crud/field-types/date-formats";
import { fetchCharts, fetchKpis, fetchNewestExceptions, fetchPositions } from "./tracking-calls";
import { SHIPMENTS, shipmentStages, shipmentsListUrl } from "./tracking-model";
import { stageTone } from "./tracking-tones";
import { FactTable } from "../../layout/fact-table";
import { LoadErrorBoundary } from "../../layout/load-error-boundary";
import { formatNumber } from "../../i18n/number-format";

const WorldMap = lazy(() => import("./world-map"));
const CHART_HEIGHT = 300;
const NEWEST_EXCEPTIONS = 8;

/**
 * A part of the dashboard: its title, and when its call failed, which part and why, with a retry. A retry
 * that brings the part back takes the retry button away with the message: the focus it held goes to the part's
 * title, not to the top of the page.
 */
function Part({ id, title, error, onRetry, children }: { id: string; title: string; error: unknown; onRetry: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const retried = useRef(false);
  useEffect(() => {
    if (error || !retried.current) return;
    retried.current = false;
    if (document.activeElement === null || document.activeElement === document.body) heading.current?.focus();
  }, [error]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography ref={heading} id={id} component="h2" variant="subtitle1" tabIndex={-1} sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                retried.current = true;
                onRetry();
              }}
            >
              {t("tracking.retry")}
            </Button>
          }
        >
          {t("tracking.dashboard.partFailed", { part: title, reason: asClause(errorMessage(error)) })}
        </Alert>
      ) : (
        children
      )}
    </Paper>
  );
}

/** DESIGN §9.3: KPIs, open shipments by LSP and status, deliveries per day, newest exceptions, the map. */
export default function TrackingDashboardPage() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const navigate = useNavigate();
  const definition = useResourceDefinition();
  const client = useBackendClient("default");
  const kpis = useQuery({ queryKey: ["tracking", "kpis"], queryFn: () => fetchKpis(client) });
  const charts = useQuery({ queryKey: ["tracking", "charts"], queryFn: () => fetchCharts(client) });
  // The window (the home parameter filterDays) as the server applied it.
  const days = kpis.data?.days ?? charts.data?.days;
  const exceptions = useQuery({ queryKey: ["tracking", "exceptions"], queryFn: () => fetchNewestExceptions(client, NEWEST_EXCEPTIONS) });
  const positions = useQuery({ queryKey: ["tracking", "positions"], queryFn: () => fetchPositions(client) });
  // Every figure opens the shipments it counts, and each exception its shipment, for whoever may read them
  // (SPEC §6): for the others they are plain text, not links to the unauthorized page.
  const canList = useAccess({ resource: SHIPMENTS, action: "list" }) === true;
  const canShow = useAccess({ resource: SHIPMENTS, action: "show" }) === true;
  const listLink = (to: string, text: string) => (canList ? <Link component={RouterLink} to={to}>{text}</Link> : text);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const count = (value: number) => formatNumber(value, i18n.language);

  const kpiCards = kpis.data
    ? [
        { key: "open", value: kpis.data.open, to: shipmentsListUrl({ quick: "open" }) },
        { key: "inException", value: kpis.data.inException, to: shipmentsListUrl({ quick: "open", filters: { inException: "true" } }) },
        { key: "late", value: kpis.data.late, to: shipmentsListUrl({ quick: "open", filters: { late: "true" } }) },
        // The window's exact start, so the list counts what the KPI counts.
        { key: "delivered", value: kpis.data.deliveredRecently, to: shipmentsListUrl({ quick: "closed", gte: { deliveredAt: kpis.data.since } }) },
      ]
    : [];
  const kpiContent = (kpi: { key: string; value: number }) => (
    <>
      <Typography variant="h4" component="p">
        {count(kpi.value)}
      </Typography>
      <Typography color="text.secondary">{t(`tracking.kpi.${kpi.key}`, days === undefined ? {} : { count: days, days: count(days) })}</Typography>
    </>
  );
  const lsps = charts.data?.openByLsp ?? [];
  const perDay = charts.data?.deliveriesPerDay ?? [];
  const stageLabel = (stage: string) => t(`enum.shipmentStage.${stage}`);
  const openStages = shipmentStages.filter((stage) => stage !== "delivered");
  const color = (stage: (typeof shipmentStages)[number]) => {
    const tone = stageTone[stage];
    return tone === "default" ? theme.palette.grey[500] : theme.palette[tone].main;
  };
  const deliveredOnUrl = (day: string) => shipmentsListUrl({ quick: "closed", gte: { deliveredAt: day }, lte: { deliveredAt: day } });
  const lspStageUrl = (supplier: string, stage?: string) =>
    shipmentsListUrl({ quick: "open", filters: stage ? { supplier, shipmentsStatus: stage } : { supplier } });

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" tabIndex={-1}>
        {t(definition.labelKey)}
      </Typography>

      <Part id="tracking-kpis" title={t("tracking.dashboard.kpis")} error={kpis.error} onRetry={() => void kpis.refetch()}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" } }}>
          {kpis.isLoading
            ? Array.from({ length: 4 }, (_, index) => <Skeleton key={index} variant="rounded" height={96} />)
            : kpiCards.map((kpi) => (
                <Card key={kpi.key} variant="outlined">
                  {canList ? (
                    <CardActionArea component={RouterLink} to={kpi.to} data-testid={`kpi-${kpi.key}`}>
                      <CardContent>{kpiContent(kpi)}</CardContent>
                    </CardActionArea>
                  ) : (
                    <CardContent data-testid={`kpi-${kpi.key}`}>{kpiContent(kpi)}</CardContent>
                  )}
                </Card>
              ))}
        </Box>
      </Part>

      {/* Side by side only on wide screens: the LSP table needs its six stage columns in full. */}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", xl: "1fr 1fr" } }}>
        <Part id="tracking-by-lsp" title={t("tracking.dashboard.byLsp")} error={charts.error} onRetry={() => void charts.refetch()}>
          {charts.isLoading ? (
            <Skeleton variant="rectangular" height={CHART_HEIGHT} />
          ) : (
            <>
              <Box data-testid="chart-by-lsp">
                <BarChart
                  height={CHART_HEIGHT}
                  dataset={lsps.map((row) => ({ supplier: row.supplier, ...Object.fromEntries(openStages.map((stage) => [stage, row.stages[stage] ?? 0])) }))}
                  yAxis={[{ scaleType: "band", dataKey: "supplier" }]}
                  // Room above the plot for the legend, which wraps to two lines on a narrow screen.
                  margin={{ left: 150, top: 80 }}
                  layout="horizontal"
                  // A series without an id is named "auto-generated-id-<n>" by the chart, and a click reports that:
                  // each is named by its stage, the filter a click on it opens the list with.
                  series={openStages.map((stage) => ({ id: stage, dataKey: stage, label: stageLabel(stage), stack: "open", color: color(stage) }))}
                  onItemClick={(_, item) => {
                    const row = lsps[item.dataIndex ?? -1];
                    const stage = openStages.find((candidate) => candidate === item.seriesId);
                    if (row && stage) navigate(lspStageUrl(row.supplier, stage));
                  }}
                  aria-hidden
                />
              </Box>
              <FactTable
                labelledBy="tracking-by-lsp"
                rows={lsps}
                rowKey={(row) => row.supplier}
                columns={[
                  { key: "lsp", header: t("tracking.dashboard.lsp"), rowHeader: true, cell: (row) => row.supplier },
                  ...openStages.map((stage) => ({
                    key: stage,
                    header: stageLabel(stage),
                    align: "right" as const,
                    cell: (row: (typeof lsps)[number]) =>
                      row.stages[stage] ? listLink(lspStageUrl(row.supplier, stage), count(row.stages[stage] ?? 0)) : 0,
                  })),
                  {
                    key: "total",
                    header: t("tracking.dashboard.total"),
                    align: "right",
                    cell: (row) => listLink(lspStageUrl(row.supplier), count(row.total)),
                  },
                ]}
              />
            </>
          )}
        </Part>

        <Part id="tracking-deliveries" title={days === undefined ? t("tracking.dashboard.deliveriesPerDay") : t("tracking.dashboard.deliveries", { count: days, days: count(days) })} error={charts.error} onRetry={() => void charts.refetch()}>
          {charts.isLoading ? (
            <Skeleton variant="rectangular" height={CHART_HEIGHT} />
          ) : (
            <>
              <BarChart
                height={CHART_HEIGHT}
                // Day and month in the language's order (DD/MM or MM/DD): the first five characters of its date.
                dataset={perDay.map((entry) => ({ day: formatDay(entry.day, i18n.language).slice(0, 5), count: entry.count }))}
                xAxis={[{ scaleType: "band", dataKey: "day" }]}
                series={[{ dataKey: "count", label: t("tracking.dashboard.delivered"), color: theme.palette.success.main }]}
                onItemClick={(_, item) => {
                  const entry = perDay[item.dataIndex ?? -1];
                  if (entry && canList) navigate(deliveredOnUrl(entry.day));
                }}
                aria-hidden
              />
              <FactTable
                labelledBy="tracking-deliveries"
                maxHeight={220}
                rows={[...perDay].reverse()}
                rowKey={(entry) => entry.day}
                columns={[
                  { key: "day", header: t("tracking.dashboard.day"), rowHeader: true, cell: (entry) => formatDay(entry.day, i18n.language) },
                  {
                    key: "delivered",
                    header: t("tracking.dashboard.delivered"),
                    align: "right",
                    cell: (entry) => listLink(deliveredOnUrl(entry.day), count(entry.count)),
                  },
                ]}
              />
            </>
          )}
        </Part>
      </Box>

      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "2fr 1fr" } }}>
        <Part id="tracking-map" title={t("tracking.dashboard.map")} error={positions.error} onRetry={() => void positions.refetch()}>
          {positions.isLoading ? (
            <Skeleton variant="rectangular" height={360} />
          ) : (
            <LoadErrorBoundary>
              <Suspense fallback={<Skeleton variant="rectangular" height={360} />}>
                <WorldMap
                  label={t("tracking.map.label", { count: positions.data?.length ?? 0, total: count(positions.data?.length ?? 0) })}
                  keyboardHint={t("tracking.map.hint")}
                  points={(positions.data ?? []).map((shipment) => ({
                    id: shipment.id,
                    lat: shipment.lat,
                    lon: shipment.lon,
                    tone: shipment.inException ? "error" : stageTone[shipment.shipmentsStatus],
                    // What the colour says, said in words too (WCAG 1.4.1): in exception, late.
                    label: [
                      shipment.trackingNumber,
                      shipment.supplier,
                      stageLabel(shipment.shipmentsStatus),
                      shipment.inException && t("tracking.kpi.inException"),
                      shipment.late && t("tracking.kpi.late"),
                      shipment.label,
                    ]
                      .filter(Boolean)
                      .join(", "),
                  }))}
                  onOpen={canShow ? (id) => navigate(`/${SHIPMENTS}/show/${id}`) : undefined}
                />
              </Suspense>
            </LoadErrorBoundary>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: "flex", alignItems: "center", gap: 0.75, mt: 1 }}>
            <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: "error.main", flexShrink: 0 }} />
            {t("tracking.map.legendException")}
          </Typography>
        </Part>

        <Part id="tracking-exceptions" title={t("tracking.dashboard.exceptions")} error={exceptions.error} onRetry={() => void exceptions.refetch()}>
          {exceptions.isLoading ? (
            <Skeleton variant="rectangular" height={200} />
          ) : (exceptions.data ?? []).length === 0 ? (
            <Typography color="text.secondary">{t("tracking.dashboard.noExceptions")}</Typography>
          ) : (
            <List dense disablePadding>
              {(exceptions.data ?? []).map((exception) => (
                <ListItem key={`${exception.shipmentId}-${exception.at}`} disableGutters divider>
                  <ListItemText
                    primary={
                      canShow ? (
                        <Link component={RouterLink} to={`/${SHIPMENTS}/show/${exception.shipmentId}`}>
                          {exception.trackingNumber} · {t(`enum.exceptionType.${exception.type}`)}
                        </Link>
                      ) : (
                        `${exception.trackingNumber} · ${t(`enum.exceptionType.${exception.type}`)}`
                      )
                    }
                    secondary={`${when(exception.at)} · ${exception.supplier} · ${exception.text}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Part>
      </Box>
    </Stack>
  );
}
