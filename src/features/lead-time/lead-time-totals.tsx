import { useDeferredValue, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useWatch, type Control, type FieldValues } from "react-hook-form";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { totalLeadTime } from "../../domain/lead-time";
import { useBackendClient } from "../../data/backend-clients";
import { isHttpError } from "../../data/http-error";
import { useErrorMessage } from "../../data/server-messages";
import type { FormSlotContext } from "../../crud/resource-form";
import { fetchTransit } from "./lead-time-calls";
import { formatNumber } from "../../i18n/number-format";

/** The country's name in the page's language: the transit-time table names it in English only. */
function regionName(code: string, language: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  try {
    return new Intl.DisplayNames([language], { type: "region", fallback: "none" }).of(code);
  } catch {
    return undefined;
  }
}

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value).trim());

/**
 * The transit time of the vendor and modal being typed, as the server reads it from the transit-time table,
 * and the total it makes with the vendor lead time (DESIGN §9.4). Asked again only when vendor or modal
 * change, and each time the form opens; the total follows each keystroke of the lead time.
 */
function useLiveTotals(control: Control<FieldValues>) {
  const [vendor, modal, vendorLeadTime] = useWatch({ control, name: ["vendor", "modal", "vendorLeadTime"] }) as unknown[];
  const client = useBackendClient("default");
  const wanted = { vendor: useDeferredValue(text(vendor)), modal: useDeferredValue(text(modal)) };
  const ready = /^\d{1,10}$/.test(wanted.vendor) && wanted.modal !== "";
  const transit = useQuery({
    queryKey: ["lead-time", "transit", wanted.vendor, wanted.modal],
    queryFn: () => fetchTransit(client, wanted.vendor, wanted.modal),
    enabled: ready,
    // Read again whenever the form opens: a transit time changed in Maintenance since must show, not the
    // total of a minute ago that the server would refuse or recompute at save.
    retry: false,
  });
  const found = ready && transit.data ? transit.data : undefined;
  const total = found
    ? totalLeadTime(text(vendorLeadTime), { found: true, transitTime: found.transitTime, countryCode: found.countryCode, country: found.country })
    : null;
  return { ready, transit, found, total, vendorLeadTime: text(vendorLeadTime) };
}

function LiveValue({ label, value, note, tone, live }: { label: string; value: string; note?: ReactNode; tone?: "error"; live?: boolean }) {
  return (
    <Box aria-live={live ? "polite" : undefined}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography>{value}</Typography>
      {note && (
        <Typography variant="caption" color={tone === "error" ? "error" : "text.secondary"} component="p">
          {note}
        </Typography>
      )}
    </Box>
  );
}

const fieldLabel = (field: string) => `resources.edb/lead-time-maintenance.fields.${field}`;

/** The transit time, computed: where it comes from, or why there is none. */
export function LiveTransit({ control }: FormSlotContext) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const { ready, transit, found } = useLiveTotals(control);
  const days = (value: number) => t("crud.durationDays", { count: value, value: formatNumber(value, i18n.language) });
  const label = t(fieldLabel("transitTime"));
  const shown = !ready ? (
    <LiveValue label={label} value="—" note={t("leadTime.live.needVendorModal")} />
  ) : transit.isFetching && !found ? (
    <LiveValue label={label} value="…" note={t("leadTime.live.looking")} />
  ) : transit.error ? (
    <LiveValue
      label={label}
      value="—"
      tone={isHttpError(transit.error) && transit.error.statusCode === 404 ? "error" : undefined}
      note={errorMessage(transit.error)}
    />
  ) : found ? (
    <LiveValue
      label={label}
      value={days(found.transitTime)}
      note={t("leadTime.live.from", {
        modal: t(`enum.modal.${found.modal}`),
        country: regionName(found.countryCode, i18n.language) ?? (found.country || found.countryCode),
      })}
    />
  ) : null;
  // One region that stays while its content changes, so the lookup's outcome is announced: a vendor or modal
  // without a transit time is heard as soon as it shows, not only when Save is refused (WCAG 4.1.3).
  return <Box aria-live="polite">{shown}</Box>;
}

/** The vendor's country, as the transit-time table names it. */
export function LiveCountry({ control }: FormSlotContext) {
  const { t } = useTranslation();
  const { found } = useLiveTotals(control);
  return <LiveValue label={t(fieldLabel("vendorCountry"))} value={found ? found.countryCode : "—"} />;
}

/** Total lead time = vendor lead time + transit time, never typed; announced as it changes. */
export function LiveTotal({ control }: FormSlotContext) {
  const { t, i18n } = useTranslation();
  const { found, total, vendorLeadTime } = useLiveTotals(control);
  const days = (value: number) => t("crud.durationDays", { count: value, value: formatNumber(value, i18n.language) });
  const over = total !== null && total > 999;
  return (
    <LiveValue
      live
      label={t(fieldLabel("totalLeadTime"))}
      value={total === null ? "—" : days(total)}
      tone={over ? "error" : undefined}
      note={
        over
          ? t("serverMessages.totalLeadTimeTooLong")
          : total !== null && found
            ? t("leadTime.live.sum", { vendor: Number(vendorLeadTime), transit: found.transitTime })
            : t("leadTime.live.needAll")
      }
    />
  );
}
