/**
 * Lead time maintenance (SPEC §3, DESIGN §9.4): the total lead time is the vendor's lead time plus the
 * transit time of the shipment's modal from the vendor's country, read from the transit-time table. Both the
 * demo backend (which computes it on every read) and the form (which shows it while typing) use this.
 */
export const LEAD_TIME = "edb/lead-time-maintenance";
export const TRANSIT_TIME = "edb/edb-transit-time";

/** The largest lead time, vendor's or total, in days. */
export const MAX_LEAD_TIME_DAYS = 999;

export const LEAD_TIME_TOO_LONG = "A lead time cannot be over 999 days.";
export const TOTAL_LEAD_TIME_TOO_LONG = "The total lead time cannot be over 999 days.";
export const VENDOR_WITHOUT_TRANSIT = "This vendor has no transit time. Add it in Maintenance > EDB General > Transit Time.";
/** An MRP controller is SAP's three-character code (the form checks the same). */
export const MRP_CONTROLLER_CODE = "Enter 3 capital letters or digits.";
export const MODAL_WITHOUT_TRANSIT = "There is no transit time for this modal from the vendor's country.";

/** The fields the server computes on read: never typed, never taken from a client. */
export const LEAD_TIME_COMPUTED_FIELDS = ["transitTime", "totalLeadTime", "vendorCountry"] as const;

/** How a shipment of each modal travels, as SAP's shipping conditions name it. */
export const modesOfTransport = ["Air freight", "Air courier", "Sea FCL", "Sea LCL", "Road FTL", "Road LTL"] as const;

/** A row of the transit-time table as any layer holds it (SPEC §3: vendor, modal, countryCode, country, transitTime). */
export type TransitRow = Readonly<Record<string, unknown>>;

export type TransitLookup =
  | { found: true; transitTime: number; countryCode: string; country: string }
  | { found: false; problem: "vendor" | "modal" };

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");
const days = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : Number(text(value)));

/**
 * The transit time of a vendor's shipments by a modal: the vendor's own row for that modal when it has one,
 * else the shortest of the other vendors' rows for that modal from the vendor's country. A vendor's country
 * is the one its rows in the table name.
 */
export function transitFor(table: readonly TransitRow[], vendor: unknown, modal: unknown): TransitLookup {
  const wantedVendor = text(vendor);
  const wantedModal = text(modal).toUpperCase();
  const vendorRows = table.filter((row) => text(row.vendor) === wantedVendor);
  if (wantedVendor === "" || vendorRows.length === 0) return { found: false, problem: "vendor" };
  const countryCode = text(vendorRows[0]!.countryCode).toUpperCase();
  const own = vendorRows.find((row) => text(row.modal).toUpperCase() === wantedModal);
  const candidates = own
    ? [own]
    : table.filter((row) => text(row.modal).toUpperCase() === wantedModal && text(row.countryCode).toUpperCase() === countryCode);
  const usable = candidates.filter((row) => Number.isFinite(days(row.transitTime)));
  if (usable.length === 0) return { found: false, problem: "modal" };
  const best = usable.reduce((shortest, row) => (days(row.transitTime) < days(shortest.transitTime) ? row : shortest));
  return { found: true, transitTime: days(best.transitTime), countryCode, country: text(best.country) };
}

/** Vendor lead time + transit time, or null while either is unknown. */
export function totalLeadTime(vendorLeadTime: unknown, transit: TransitLookup): number | null {
  const vendorDays = days(vendorLeadTime);
  if (!transit.found || text(vendorLeadTime) === "" || !Number.isFinite(vendorDays)) return null;
  return vendorDays + transit.transitTime;
}

/** The server's text for a lookup that found no transit time. */
export const transitProblemText = (problem: "vendor" | "modal") =>
  problem === "vendor" ? VENDOR_WITHOUT_TRANSIT : MODAL_WITHOUT_TRANSIT;

/** The configurable template lead times are uploaded with (SPEC §2 edb/configurable-template), by its name. */
export const LEAD_TIME_TEMPLATE_NAME = "Lead time upload";

/** The template's columns, the lead time field each fills, and the headers that identify a line. */
export const LEAD_TIME_UPLOAD_COLUMNS = [
  { header: "Vendor", field: "vendor", type: "vendorCode", required: true, example: "100045" },
  { header: "Material", field: "material", type: "materialCode", required: true, example: "KRC161868/1" },
  { header: "Plant", field: "plant", type: "plant", required: true, example: "BR10" },
  { header: "Modal", field: "modal", type: "text", required: true, example: "AIR" },
  { header: "Vendor lead time (days)", field: "vendorLeadTime", type: "days", required: true, example: "35" },
  { header: "Mode of transport", field: "modeOfTransport", type: "text", required: false, example: "Air freight" },
  { header: "MRP controller", field: "mrpController", type: "text", required: false, example: "B01" },
  { header: "Planner description", field: "plannerDescription", type: "text", required: false, example: "Ana Souza - radio units" },
  { header: "Vendor description", field: "vendorDescription", type: "text", required: false, example: "Foxconn Industrial Internet" },
] as const;

export const LEAD_TIME_KEY_HEADERS = ["Vendor", "Material", "Plant", "Modal"] as const;

/** A line of an uploaded sheet as the lead time it sets: cells under known headers, trimmed; numbers as numbers. */
export function leadTimeOfLine(line: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of LEAD_TIME_UPLOAD_COLUMNS) {
    const cell = line[column.header];
    if (cell === undefined || cell === null || String(cell).trim() === "") continue;
    values[column.field] = column.type === "days" ? Number(cell) : column.field === "modal" ? String(cell).trim().toUpperCase() : String(cell).trim();
  }
  return values;
}
