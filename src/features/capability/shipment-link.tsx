import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import Link from "@mui/material/Link";
import { useTranslation } from "react-i18next";
import type { Id } from "../../api/contract";
import { useAccess } from "../../access/use-access";

/** The tracking shipments' screen (SPEC §2 EDB > Transport Tracking > Shipments): its detail is show/:id. */
const SHIPMENTS = "edb/transport-tracking-shipments";

/**
 * A tracked shipment named by its tracking number: a link to its tracking detail for a person who may show
 * it, the number alone for anyone else (SPEC §6: no link to a page that would refuse them).
 */
export function ShipmentLink({ id, trackingNumber, children }: { id: Id; trackingNumber: string; children?: ReactNode }) {
  const canShow = useAccess({ resource: SHIPMENTS, action: "show", params: { id } }) === true;
  const text = children ?? trackingNumber;
  return canShow ? (
    <Link component={RouterLink} to={`/${SHIPMENTS}/show/${encodeURIComponent(String(id))}`} underline="hover">
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

/** "+6 d": days a line moved, with its sign. */
export function useSignedDays() {
  const { t } = useTranslation();
  return (days: number) => t("planning.etaShift.days", { days: days > 0 ? `+${days}` : String(days) });
}

/**
 * The result grid's ETA shift (DESIGN §9.2): how many days the tracked shipments moved the line's clear-to-build
 * date, and the shipment it waits for.
 */
export function EtaShiftCell({ row }: { row: Record<string, unknown> }) {
  const signed = useSignedDays();
  const days = typeof row.etaShiftDays === "number" ? row.etaShiftDays : null;
  if (days === null) return null;
  const id = typeof row.shipmentId === "number" ? row.shipmentId : null;
  const trackingNumber = typeof row.trackingNumber === "string" ? row.trackingNumber : null;
  return (
    <span data-testid="eta-shift">
      {signed(days)}
      {id !== null && trackingNumber !== null && (
        <>
          {" · "}
          <ShipmentLink id={id} trackingNumber={trackingNumber} />
        </>
      )}
    </span>
  );
}
