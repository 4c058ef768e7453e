import { MAX_LEAD_TIME_DAYS, modesOfTransport } from "../../domain/lead-time";
import { modals, plants } from "../../domain/maintenance-options";
import type { FieldDefinition } from "../../registry/fields";

/**
 * SPEC §3's lead time. Transit and total are the server's, computed from the transit-time table; the form
 * shows them live while vendor, modal and vendor lead time are typed (lead-time-totals.tsx).
 */
export const leadTimeFields: readonly FieldDefinition[] = [
  { name: "vendor", type: "text", required: true, maxLength: 10, pattern: { regex: /^\d{1,10}$/, messageKey: "validation.vendor" }, width: 110 },
  { name: "vendorDescription", type: "text", maxLength: 80, width: 220 },
  { name: "material", type: "text", required: true, maxLength: 40, width: 150 },
  { name: "plant", type: "enum", options: plants, required: true, width: 150 },
  { name: "modal", type: "enum", options: modals, required: true, width: 100 },
  { name: "modeOfTransport", type: "enum", enumKey: "modeOfTransport", options: modesOfTransport, width: 150 },
  { name: "mrpController", type: "text", maxLength: 3, pattern: { regex: /^[A-Z0-9]{3}$/, messageKey: "validation.code3" }, width: 120 },
  { name: "plannerDescription", type: "text", maxLength: 80, width: 220 },
  { name: "vendorLeadTime", type: "duration-days", integer: true, required: true, min: 0, max: MAX_LEAD_TIME_DAYS, width: 140 },
  { name: "vendorCountry", type: "text", readOnly: true, width: 110 },
  { name: "transitTime", type: "duration-days", readOnly: true, width: 120 },
  { name: "totalLeadTime", type: "duration-days", readOnly: true, width: 140 },
];
