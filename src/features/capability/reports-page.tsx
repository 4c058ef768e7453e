import { useQuery } from "@tanstack/react-query";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { useTranslation } from "react-i18next";
import type { CapabilityByPlantRow, ClearShareTrendRow, ShortageByVendorRow } from "../../api/planning";
import { useBackendClient } from "../../data/backend-clients";
import { useErrorMessage } from "../../data/server-messages";
import { useResourceDefinition, useScreenConfig } from "../../crud/resource-context";
import { formatDateTime, formatsOf } from "../../crud/field-types/date-formats";
import { RetryAlert } from "../../layout/retry-alert";
import dayjs from "dayjs";
import { fetchReport } from "./planning-calls";
import { ReportSection } from "./report-section";
import type { PlanningScreenConfig } from "./screen-config";
import { SapFreshness } from "./sap-freshness";
import { chartNumber, SHARE_FORMAT, sharePercent, trendPoints } from "./report-format";

const CHART_HEIGHT = 280;

/**
 * EFA reports (DESIGN §9.2): capability by plant and MRP controller, shortage by vendor, and the trend of the
 * clear share across runs; each a chart with its table, each exportable.
 */
export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const definition = useResourceDefinition();
  const config = useScreenConfig<PlanningScreenConfig>();
  const client = useBackendClient(config.backend);
  const errorMessage = useErrorMessage();
  const byPlant = useQuery({
    queryKey: ["planning", config.module, "reports", "by-plant"],
    queryFn: () => fetchReport<CapabilityByPlantRow>(client, config.module, "capabilityByPlant"),
  });
  const byVendor = useQuery({
    queryKey: ["planning", config.module, "reports", "by-vendor"],
    queryFn: () => fetchReport<ShortageByVendorRow>(client, config.module, "shortageByVendor"),
  });
  const trend = useQuery({
    queryKey: ["planning", config.module, "reports", "trend"],
    queryFn: () => fetchReport<ClearShareTrendRow>(client, config.module, "clearShareTrend"),
  });
  const loading = byPlant.isLoading || byVendor.isLoading || trend.isLoading;
  const failure = byPlant.error ?? byVendor.error ?? trend.error;
  const retry = () => Promise.all([byPlant, byVendor, trend].filter((report) => report.error).map((report) => report.refetch()));
  const number = chartNumber(i18n.language);
  const plants = (byPlant.data ?? []).map((row) => ({ ...row, label: `${row.plant} · ${row.mrpController}` }));
  const vendors = [...(byVendor.data ?? [])].sort((a, b) => b.shortageQuantity - a.shortageQuantity);
  const runs = trend.data ?? [];
  const day = (iso: string) => dayjs(iso).format(formatsOf(i18n.language).date);
  const dateOfRun = new Map(runs.map((run) => [String(run.runId), run.date]));

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t(definition.labelKey)}
      </Typography>
      {loading && <LinearProgress aria-label={t("loading")} />}
      {failure ? (
        <RetryAlert onRetry={retry} busy={byPlant.isFetching || byVendor.isFetching || trend.isFetching}>
          {errorMessage(failure)}
        </RetryAlert>
      ) : null}
      {!loading && !failure && (
        <>
          <ReportSection
            id="report-by-plant"
            titleKey="planning.reports.byPlant.title"
            subtitleKey="planning.reports.byPlant.subtitle"
            rows={plants}
            columns={[
              { field: "plant", headerKey: "planning.reports.columns.plant", kind: "text" },
              { field: "mrpController", headerKey: "planning.reports.columns.mrpController", kind: "text" },
              { field: "clear", headerKey: "planning.result.kpi.clear", kind: "number" },
              { field: "partial", headerKey: "planning.result.kpi.partial", kind: "number" },
              { field: "short", headerKey: "planning.result.kpi.short", kind: "number" },
              { field: "clearShare", headerKey: "planning.reports.columns.clearShare", kind: "number", format: (value) => sharePercent(Number(value), i18n.language), excelFormat: SHARE_FORMAT },
            ]}
            chart={
              <BarChart
                height={CHART_HEIGHT}
                dataset={plants.map(({ label, clear, partial, short }) => ({ label, clear, partial, short }))}
                xAxis={[{ scaleType: "band", dataKey: "label" }]}
                yAxis={[{ valueFormatter: number }]}
                series={[
                  { dataKey: "clear", label: t("planning.result.kpi.clear"), stack: "lines", color: theme.palette.success.main, valueFormatter: number },
                  { dataKey: "partial", label: t("planning.result.kpi.partial"), stack: "lines", color: theme.palette.warning.main, valueFormatter: number },
                  { dataKey: "short", label: t("planning.result.kpi.short"), stack: "lines", color: theme.palette.error.main, valueFormatter: number },
                ]}
                aria-hidden
              />
            }
          />
          <ReportSection
            id="report-by-vendor"
            titleKey="planning.reports.byVendor.title"
            subtitleKey="planning.reports.byVendor.subtitle"
            rows={vendors}
            columns={[
              { field: "vendor", headerKey: "planning.reports.columns.vendor", kind: "text" },
              { field: "components", headerKey: "planning.reports.columns.components", kind: "number" },
              { field: "shortageQuantity", headerKey: "planning.reports.columns.shortageQuantity", kind: "number" },
              { field: "linesAffected", headerKey: "planning.reports.columns.linesAffected", kind: "number" },
            ]}
            chart={
              <BarChart
                height={CHART_HEIGHT}
                dataset={vendors.slice(0, 15).map(({ vendor, shortageQuantity }) => ({ vendor, shortageQuantity }))}
                layout="horizontal"
                margin={{ left: 80 }}
                yAxis={[{ scaleType: "band", dataKey: "vendor" }]}
                xAxis={[{ valueFormatter: number }]}
                series={[{ dataKey: "shortageQuantity", label: t("planning.reports.columns.shortageQuantity"), color: theme.palette.error.main, valueFormatter: number }]}
                aria-hidden
              />
            }
          />
          <ReportSection
            id="report-trend"
            titleKey="planning.reports.trend.title"
            subtitleKey="planning.reports.trend.subtitle"
            rows={runs}
            columns={[
              // Date and time: two runs of one day are told apart.
              { field: "date", headerKey: "planning.reports.columns.date", kind: "datetime", format: (value) => formatDateTime(String(value), i18n.language) },
              { field: "lines", headerKey: "planning.reports.columns.lines", kind: "number" },
              { field: "clearShare", headerKey: "planning.reports.columns.clearShare", kind: "number", format: (value) => sharePercent(Number(value), i18n.language), excelFormat: SHARE_FORMAT },
            ]}
            chart={
              <LineChart
                height={CHART_HEIGHT}
                dataset={trendPoints(runs)}
                xAxis={[
                  {
                    scaleType: "point",
                    dataKey: "run",
                    // The tick names the day; the tooltip, the run's date and time.
                    valueFormatter: (run: string, context) => {
                      const date = dateOfRun.get(run) ?? "";
                      return context.location === "tick" ? day(date) : formatDateTime(date, i18n.language);
                    },
                  },
                ]}
                yAxis={[{ min: 0, max: 100, valueFormatter: number }]}
                series={[{ dataKey: "share", label: t("planning.reports.columns.clearShare"), valueFormatter: (value) => sharePercent((value ?? 0) / 100, i18n.language) }]}
                aria-hidden
              />
            }
          />
        </>
      )}
      <SapFreshness config={config} />
    </Stack>
  );
}
