import { useQuery } from "@tanstack/react-query";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import TablePagination from "@mui/material/TablePagination";
import Typography from "@mui/material/Typography";
import dayjs from "dayjs";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { RESULT_CHANGE_CAUSES, RESULT_CHANGE_KINDS, type ResultChange } from "../../api/planning";
import { useBackendClient } from "../../data/backend-clients";
import { useErrorMessage } from "../../data/server-messages";
import { formatsOf } from "../../crud/field-types/date-formats";
import { fetchResultChanges } from "./planning-calls";
import type { PlanningScreenConfig } from "./screen-config";
import { ShipmentLink } from "./shipment-link";
import { FactTable } from "../../layout/fact-table";
import { RetryAlert } from "../../layout/retry-alert";

const PAGE_SIZE = 10;
const KIND_PARAM = "changes";
const PAGE_PARAM = "changesPage";
const CHANGE_FILTERS = ["all", ...RESULT_CHANGE_KINDS, ...RESULT_CHANGE_CAUSES] as const;
type ChangeFilter = (typeof CHANGE_FILTERS)[number];

/** Why a line moved, when the comparison names it: the ETA of the shipment it waits for slipped. */
function ChangeCause({ change }: { change: ResultChange }) {
  const { t } = useTranslation();
  if (change.cause !== "shipmentEta" || change.shipmentId === null || change.trackingNumber === null) return <>—</>;
  return (
    <ShipmentLink id={change.shipmentId} trackingNumber={change.trackingNumber}>
      {t("planning.changes.cause.shipmentEta", { trackingNumber: change.trackingNumber, count: change.etaSlipDays ?? 0 })}
    </ShipmentLink>
  );
}

/**
 * CTB compares each run with the previous one (DESIGN §9.2): new and resolved shortages, dates that moved, and
 * a slipped ETA when that is why.
 */
export function ResultChanges({ config }: { config: PlanningScreenConfig }) {
  const { t, i18n } = useTranslation();
  const client = useBackendClient(config.backend);
  const errorMessage = useErrorMessage();
  // Kept in the address beside the result grid's own state, so a shipment opened from a change and Back
  // return to the same kind and page.
  const [params, setParams] = useSearchParams();
  const kind = CHANGE_FILTERS.find((option) => option === params.get(KIND_PARAM)) ?? "all";
  const page = Math.max(0, (Number.parseInt(params.get(PAGE_PARAM) ?? "", 10) || 1) - 1);
  const show = (next: { kind?: ChangeFilter; page: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const nextKind = next.kind ?? kind;
        if (nextKind === "all") updated.delete(KIND_PARAM);
        else updated.set(KIND_PARAM, nextKind);
        if (next.page === 0) updated.delete(PAGE_PARAM);
        else updated.set(PAGE_PARAM, String(next.page + 1));
        return updated;
      },
      { replace: true },
    );
  const changes = useQuery({
    queryKey: ["planning", config.module, "result-changes", kind, page],
    queryFn: () => fetchResultChanges(client, config.module, { start: page * PAGE_SIZE, end: (page + 1) * PAGE_SIZE, kind }),
    keepPreviousData: true,
  });
  // A page kept in the address may be past the end now (a new run, fewer changes): the last one instead.
  const total = changes.data?.total;
  const lastPage = total === undefined ? page : Math.max(0, Math.ceil(total / PAGE_SIZE) - 1);
  useEffect(() => {
    if (page > lastPage) show({ page: lastPage });
  }, [page, lastPage]); // eslint-disable-line react-hooks/exhaustive-deps
  const date = (value: string | null) => (value ? dayjs(value).format(formatsOf(i18n.language).date) : t("planning.result.never"));
  const rows = changes.data?.rows ?? [];

  return (
    <Card component="section" aria-labelledby="changes-title">
      <CardHeader
        id="changes-title"
        title={t("planning.changes.title")}
        subheader={t("planning.changes.subtitle")}
        titleTypographyProps={{ component: "h2", variant: "h6" }}
      />
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="group" aria-label={t("planning.changes.filter")} sx={{ mb: 2 }}>
          {CHANGE_FILTERS.map((option) => (
            <Chip
              key={option}
              label={t(`planning.changes.kinds.${option}`)}
              color={kind === option ? "primary" : "default"}
              variant={kind === option ? "filled" : "outlined"}
              aria-pressed={kind === option}
              onClick={() => show({ kind: option, page: 0 })}
            />
          ))}
        </Stack>
        {changes.isFetching && <LinearProgress aria-label={t("loading")} />}
        {changes.error ? (
          <RetryAlert onRetry={changes.refetch}>{errorMessage(changes.error)}</RetryAlert>
        ) : !changes.isLoading && rows.length === 0 ? (
          <Typography variant="body2">{t("planning.changes.none")}</Typography>
        ) : (
          // Eight columns: on a laptop with the menu open it scrolls sideways, and the keyboard can scroll it.
          <FactTable
            labelledBy="changes-title"
            scrollable
            rows={rows}
            rowKey={(change) => change.id}
            columns={[
              { key: "kind", header: t("planning.changes.columns.kind"), cell: (change) => t(`planning.changes.kinds.${change.kind}`) },
              { key: "orderKey", header: t("planning.changes.columns.orderKey"), cell: (change) => change.orderKey },
              { key: "material", header: t("planning.changes.columns.material"), cell: (change) => change.material },
              { key: "plant", header: t("planning.changes.columns.plant"), cell: (change) => change.plant },
              { key: "previousClearDate", header: t("planning.changes.columns.previousClearDate"), cell: (change) => date(change.previousClearDate) },
              { key: "currentClearDate", header: t("planning.changes.columns.currentClearDate"), cell: (change) => date(change.currentClearDate) },
              {
                key: "days",
                header: t("planning.changes.columns.days"),
                align: "right",
                cell: (change) => (change.days === null ? "—" : t("planning.changes.days", { count: change.days })),
              },
              { key: "cause", header: t("planning.changes.columns.cause"), cell: (change) => <ChangeCause change={change} /> },
            ]}
          />
        )}
        {!changes.error && total !== undefined && (
          <TablePagination
            component="div"
            count={total}
            page={Math.min(page, lastPage)}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, next) => show({ page: next })}
            labelDisplayedRows={({ from, to, count }) => t("grid.range", { from, to, count })}
          />
        )}
      </CardContent>
    </Card>
  );
}
