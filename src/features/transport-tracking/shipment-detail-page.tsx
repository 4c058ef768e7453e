import { lazy, Suspense, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import {
  Alert,
  Box,
  Chip,
  Link,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import type { ShipmentRouteLeg, TransportTrackingDetail } from "../../api/contract";
import { RecordShowPage } from "../../crud/resource-show-page";
import { formatDateTime } from "../../crud/field-types/date-formats";
import { MilestoneTimeline } from "./milestone-timeline";
import { lateness, TRACKING_LOG } from "./tracking-model";
import { LATE_AFTER_HOURS } from "../../api/transport-tracking";
import { stageTone } from "./tracking-tones";
import { FactTable, type FactColumn } from "../../layout/fact-table";
import { LoadErrorBoundary } from "../../layout/load-error-boundary";
import { formatNumber } from "../../i18n/number-format";
import { useAccess } from "../../access/use-access";
import { PermissionTooltip } from "../../crud/permission-tooltip";

const WorldMap = lazy(() => import("./world-map"));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A cell's value with a second, quieter line under it: a leg's place names, its voyage, planned or actual. */
function WithNote({ note, children }: { note: ReactNode; children: ReactNode }) {
  return (
    <>
      {children}
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
    </>
  );
}

/** SPEC §3's tracking detail: ETA and lateness, milestones, exceptions, legs, the position on the map. */
function TrackingDetail({ shipment }: { shipment: TransportTrackingDetail }) {
  const { t, i18n } = useTranslation();
  // Shown to whoever may not read the log too, disabled with the reason (SPEC §6).
  const mayReadLog = useAccess({ resource: TRACKING_LOG, action: "list" }) === true;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : "—");
  const late = lateness(shipment.lateHours);
  // Units spelled out, and a part that is zero left out: "13 hours", "2 days and 5 hours" ("0 d 13 h" was read
  // out letter by letter).
  const days = t("tracking.detail.days", { count: late.days });
  const hours = t("tracking.detail.hours", { count: late.hours });
  const lateBy = late.days === 0 ? hours : late.hours === 0 ? days : t("tracking.detail.daysAndHours", { days, hours });
  const legs = shipment.routes;
  // A leg's departure or arrival: the actual time once there is one, else the planned, and which it is.
  const legTime = (key: "departure" | "arrival", times: (leg: ShipmentRouteLeg) => [string | null, string]): FactColumn<ShipmentRouteLeg> => ({
    key,
    header: t(`tracking.detail.columns.${key}`),
    nowrap: true,
    cell: (leg) => {
      const [actual, planned] = times(leg);
      return <WithNote note={t(actual ? "tracking.detail.actual" : "tracking.detail.planned")}>{when(actual ?? planned)}</WithNote>;
    },
  });
  const logUrl = `/${TRACKING_LOG}?filter.trackingNumber.eq=${encodeURIComponent(shipment.trackingNumber)}`;
  const facts: [string, string][] = [
    [t("tracking.detail.actualWeight"), t("tracking.detail.kg", { value: formatNumber(shipment.actualWeight, i18n.language) })],
    [t("tracking.detail.shipperFrom"), shipment.shipperFrom],
    [t("tracking.detail.customerTo"), shipment.customerTo],
    [t("tracking.detail.originOfDestination"), shipment.originOfDestination],
    [t("tracking.detail.endOfDestiny"), shipment.endOfDestiny],
    [t("tracking.detail.currentPosition"), `${shipment.currentPosition.label} (${when(shipment.currentPosition.at)})`],
    // What it carries: the planners' supply of these purchase orders follows this shipment's ETA (DESIGN §9.2).
    [t("tracking.detail.purchaseOrders"), (shipment.purchaseOrders ?? []).join(", ") || "—"],
    [t("tracking.detail.invoices"), (shipment.invoices ?? []).join(", ") || "—"],
  ];
  return (
    <Stack spacing={2}>
      <Section id="tracking-eta" title={t("tracking.detail.eta")}>
        <Stack direction={{ xs: "column", md: "row" }} spacing={3} sx={{ alignItems: { md: "center" } }}>
          <Chip
            color={stageTone[shipment.shipmentsStatus] === "default" ? "default" : stageTone[shipment.shipmentsStatus]}
            label={`${t("tracking.detail.shipmentsStatus")}: ${t(`enum.shipmentStage.${shipment.shipmentsStatus}`)}`}
          />
          <Typography>
            {t(shipment.status === "Closed" ? "tracking.detail.deliveredAt" : "tracking.detail.etaNow")}: <strong>{when(shipment.eta)}</strong>
          </Typography>
          <Typography>
            {t("tracking.detail.plannedEta")}: {when(shipment.plannedEta)}
          </Typography>
          <Typography data-testid="shipment-lateness" color={shipment.late ? "error" : "success.main"} sx={{ fontWeight: 600 }}>
            {shipment.late
              ? t("tracking.detail.late", { duration: lateBy })
              : shipment.lateHours > 0
                ? t("tracking.detail.withinTolerance", { hours: shipment.lateHours, tolerance: LATE_AFTER_HOURS })
                : t("tracking.detail.onTime")}
          </Typography>
        </Stack>
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "max-content 1fr max-content 1fr" }, columnGap: 2, rowGap: 0.5, mt: 2, mb: 0 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: "contents" }}>
              <Typography component="dt" color="text.secondary">{label}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{value}</Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 2 }}>
          {mayReadLog ? (
            <Link component={RouterLink} to={logUrl} data-testid="shipment-log-link">
              {t("tracking.detail.logLink")}
            </Link>
          ) : (
            <PermissionTooltip allowed={false}>
              <Typography component="span" color="text.secondary" aria-disabled="true" data-testid="shipment-log-link">
                {t("tracking.detail.logLink")}
              </Typography>
            </PermissionTooltip>
          )}
        </Box>
      </Section>

      <Section id="tracking-map" title={t("tracking.detail.map")}>
        <LoadErrorBoundary>
          <Suspense fallback={<Skeleton variant="rectangular" height={300} />}>
            <WorldMap
              label={t("tracking.detail.mapLabel", { trackingNumber: shipment.trackingNumber })}
              keyboardHint={t("tracking.map.hint")}
              fitTo="content"
              height={300}
              points={[
                {
                  id: shipment.id,
                  lat: shipment.currentPosition.lat,
                  lon: shipment.currentPosition.lon,
                  label: shipment.currentPosition.label,
                  tone: stageTone[shipment.shipmentsStatus],
                },
              ]}
              routes={legs.map((leg) => ({
                coordinates: [
                  [leg.from.lon, leg.from.lat],
                  [leg.to.lon, leg.to.lat],
                ],
                done: leg.actualArrival !== null,
              }))}
            />
          </Suspense>
        </LoadErrorBoundary>
      </Section>

      <Section id="tracking-milestones" title={t("tracking.detail.milestones")}>
        <MilestoneTimeline milestones={shipment.milestones} />
      </Section>

      <Section id="tracking-exceptions" title={t("tracking.detail.exceptions")}>
        {shipment.exceptions.length === 0 ? (
          <Typography color="text.secondary">{t("tracking.detail.noExceptions")}</Typography>
        ) : (
          <FactTable
            labelledBy="tracking-exceptions"
            rows={shipment.exceptions}
            rowKey={(exception) => `${exception.at}-${exception.type}`}
            columns={[
              { key: "date", header: t("tracking.detail.columns.date"), nowrap: true, cell: (exception) => when(exception.at) },
              { key: "type", header: t("tracking.detail.columns.type"), cell: (exception) => t(`enum.exceptionType.${exception.type}`) },
              { key: "text", header: t("tracking.detail.columns.text"), cell: (exception) => exception.text },
              {
                key: "state",
                header: t("tracking.detail.columns.state"),
                cell: (exception) => (
                  <Chip size="small" color={exception.open ? "error" : "default"} label={t(exception.open ? "tracking.detail.exceptionOpen" : "tracking.detail.exceptionResolved")} />
                ),
              },
            ]}
          />
        )}
      </Section>

      <Section id="tracking-routes" title={t("tracking.detail.routes")}>
        <FactTable
          labelledBy="tracking-routes"
          rows={legs}
          rowKey={(leg) => leg.sequence}
          columns={[
            { key: "leg", header: t("tracking.detail.columns.leg"), cell: (leg) => <WithNote note={`${leg.from.name} → ${leg.to.name}`}>{leg.from.code} → {leg.to.code}</WithNote> },
            { key: "modal", header: t("tracking.detail.columns.modal"), cell: (leg) => t(`enum.shipmentModal.${leg.modal}`) },
            { key: "carrier", header: t("tracking.detail.columns.carrier"), cell: (leg) => <WithNote note={leg.voyage}>{leg.carrier}</WithNote> },
            legTime("departure", (leg) => [leg.actualDeparture, leg.plannedDeparture]),
            legTime("arrival", (leg) => [leg.actualArrival, leg.plannedArrival]),
          ]}
        />
      </Section>
    </Stack>
  );
}

/** A shipment's page: its list fields, then the tracking detail (DESIGN §9.3). */
export default function ShipmentDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordShowPage
      columns={3}
      after={(record) => {
        const shipment = record as unknown as TransportTrackingDetail | undefined;
        if (!shipment) return null;
        if (!Array.isArray(shipment.milestones)) return <Alert severity="warning">{t("tracking.detail.noDetail")}</Alert>;
        return <TrackingDetail shipment={shipment} />;
      }}
    />
  );
}
