import { lazy, Suspense } from "react";
import { Link as RouterLink } from "react-router-dom";
import {
  Alert,
  Box,
  Chip,
  Link,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TransportTrackingDetail } from "../../api/contract";
import { RecordShowPage } from "../../crud/resource-show-page";
import { formatDateTime } from "../../crud/field-types/date-formats";
import { MilestoneTimeline } from "./milestone-timeline";
import { lateness, TRACKING_LOG } from "./tracking-model";
import { LATE_AFTER_HOURS } from "../../api/transport-tracking";
import { stageTone } from "./tracking-tones";
import { LoadErrorBoundary } from "../../layout/load-error-boundary";

const WorldMap = lazy(() => import("./world-map"));

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** SPEC §3's tracking detail: ETA and lateness, milestones, exceptions, legs, the position on the map. */
function TrackingDetail({ shipment }: { shipment: TransportTrackingDetail }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : "—");
  const late = lateness(shipment.lateHours);
  // Units spelled out, and a part that is zero left out: "13 hours", "2 days and 5 hours" ("0 d 13 h" was read
  // out letter by letter).
  const days = t("tracking.detail.days", { count: late.days });
  const hours = t("tracking.detail.hours", { count: late.hours });
  const lateBy = late.days === 0 ? hours : late.hours === 0 ? days : t("tracking.detail.daysAndHours", { days, hours });
  const legs = shipment.routes;
  const logUrl = `/${TRACKING_LOG}?filter.trackingNumber.eq=${encodeURIComponent(shipment.trackingNumber)}`;
  const facts: [string, string][] = [
    [t("tracking.detail.actualWeight"), t("tracking.detail.kg", { value: shipment.actualWeight.toLocaleString(i18n.language) })],
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
        <Link component={RouterLink} to={logUrl} sx={{ display: "inline-block", mt: 2 }} data-testid="shipment-log-link">
          {t("tracking.detail.logLink")}
        </Link>
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
          <TableContainer>
            <Table size="small" aria-labelledby="tracking-exceptions">
              <TableHead>
                <TableRow>
                  <TableCell>{t("tracking.detail.columns.date")}</TableCell>
                  <TableCell>{t("tracking.detail.columns.type")}</TableCell>
                  <TableCell>{t("tracking.detail.columns.text")}</TableCell>
                  <TableCell>{t("tracking.detail.columns.state")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shipment.exceptions.map((exception) => (
                  <TableRow key={`${exception.at}-${exception.type}`}>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{when(exception.at)}</TableCell>
                    <TableCell>{t(`enum.exceptionType.${exception.type}`)}</TableCell>
                    <TableCell>{exception.text}</TableCell>
                    <TableCell>
                      <Chip size="small" color={exception.open ? "error" : "default"} label={t(exception.open ? "tracking.detail.exceptionOpen" : "tracking.detail.exceptionResolved")} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Section>

      <Section id="tracking-routes" title={t("tracking.detail.routes")}>
        <TableContainer>
          <Table size="small" aria-labelledby="tracking-routes">
            <TableHead>
              <TableRow>
                <TableCell>{t("tracking.detail.columns.leg")}</TableCell>
                <TableCell>{t("tracking.detail.columns.modal")}</TableCell>
                <TableCell>{t("tracking.detail.columns.carrier")}</TableCell>
                <TableCell>{t("tracking.detail.columns.departure")}</TableCell>
                <TableCell>{t("tracking.detail.columns.arrival")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {legs.map((leg) => (
                <TableRow key={leg.sequence}>
                  <TableCell>
                    {leg.from.code} → {leg.to.code}
                    <Typography variant="body2" color="text.secondary">
                      {leg.from.name} → {leg.to.name}
                    </Typography>
                  </TableCell>
                  <TableCell>{t(`enum.shipmentModal.${leg.modal}`)}</TableCell>
                  <TableCell>
                    {leg.carrier}
                    <Typography variant="body2" color="text.secondary">{leg.voyage}</Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    {when(leg.actualDeparture ?? leg.plannedDeparture)}
                    <Typography variant="body2" color="text.secondary">
                      {t(leg.actualDeparture ? "tracking.detail.actual" : "tracking.detail.planned")}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    {when(leg.actualArrival ?? leg.plannedArrival)}
                    <Typography variant="body2" color="text.secondary">
                      {t(leg.actualArrival ? "tracking.detail.actual" : "tracking.detail.planned")}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
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
